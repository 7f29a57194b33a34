import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

const NAME = /^[a-z0-9-]+$/;

/**
 * A folder of scratch files: random or named (a job id) paths, and a sweep of stale ones; the
 * scratch half of every FileStorage, whatever keeps the stored files.
 */
export function createScratchDir(dir: string): Pick<FileStorage, 'scratchPath' | 'sweepScratch'> {
  return {
    async scratchPath(extension: string, name?: string) {
      if (name !== undefined && !NAME.test(name)) throw new Error(`invalid scratch name: ${name}`);
      await mkdir(dir, { recursive: true });
      return path.join(dir, `${name ?? randomUUID()}.${extension.replace(/^\./, '')}`);
    },
    async sweepScratch(olderThanMs: number) {
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile() && info.mtimeMs < cutoff) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
