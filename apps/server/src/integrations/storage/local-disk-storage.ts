import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage';
import { createScratchDir } from './scratch-dir';

/** Files under one folder (config.filesDir); scratch files under its tmp/ so a rename is atomic. */
export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const scratch = createScratchDir(path.join(root, 'tmp'));
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',
    ...scratch,
    async putFile(key, localPath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(localPath, target);
      } catch (err) {
        // Scratch file on another device: copy then remove.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(localPath, target);
        await unlink(localPath);
      }
      return { sizeBytes: (await stat(target)).size };
    },
    async exists(key) {
      const file = pathOf(key);
      try {
        return (await stat(file)).isFile();
      } catch {
        return false;
      }
    },
    async openRead(key): Promise<Readable> {
      const file = pathOf(key);
      await stat(file);
      return createReadStream(file);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
