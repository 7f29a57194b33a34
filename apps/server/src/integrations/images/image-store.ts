import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage';
import { normalizeImage } from './normalize-image';

/** A stored picture: its generated file name and the URL path that serves it. */
export interface StoredImage {
  name: string;
  /** e.g. '/api/files/logos/5b0c...png' (what the records keep in `path`). */
  url: string;
}

export interface ImageStore {
  /** Validates (magic bytes), resizes to ≤1200x1200 PNG and stores it under a generated name. */
  save(upload: Buffer): Promise<StoredImage>;
  /** The PNG, or null when the name is not one of ours or the file is gone. */
  open(name: string): Promise<Readable | null>;
  /** Best effort: removing a file already gone is not an error. Accepts the name or the URL. */
  remove(nameOrUrl: string | null | undefined): Promise<void>;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/**
 * Pictures of one folder of the file storage (e.g. 'logos'), served at `${urlPrefix}/${name}`.
 * Names are generated here, never taken from the client, so a request cannot reach another file.
 */
export function createImageStore(opts: { storage: FileStorage; folder: string; urlPrefix: string }): ImageStore {
  const keyOf = (name: string) => `${opts.folder}/${name}`;
  const nameOf = (nameOrUrl: string) => nameOrUrl.slice(nameOrUrl.lastIndexOf('/') + 1);
  return {
    async save(upload) {
      const png = await normalizeImage(upload);
      const name = `${randomUUID()}.png`;
      const scratch = await opts.storage.scratchPath('png');
      await writeFile(scratch, png);
      await opts.storage.putFile(keyOf(name), scratch);
      return { name, url: `${opts.urlPrefix}/${name}` };
    },
    async open(name) {
      if (!STORED_NAME.test(name) || !(await opts.storage.exists(keyOf(name)))) return null;
      return opts.storage.openRead(keyOf(name)).catch(() => null);
    },
    async remove(nameOrUrl) {
      if (!nameOrUrl) return;
      const name = nameOf(nameOrUrl);
      if (!STORED_NAME.test(name)) return;
      await opts.storage.remove(keyOf(name)).catch(() => undefined);
    },
  };
}
