import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createDatabaseStorage } from './database-storage';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';
export { createDatabaseStorage } from './database-storage';
export { createLocalDiskStorage } from './local-disk-storage';
export { createS3Storage } from './s3-storage';

/**
 * The app's file storage: the data folder on the embedded default; with DATABASE_URL the
 * database itself, which every API and worker process shares (FILE_STORAGE overrides: s3
 * for a bucket that many processes on many machines share).
 */
export function createFileStorage(config: Pick<Config, 'fileStorage' | 'filesDir' | 's3'>, database: Database): FileStorage {
  const scratchDir = path.join(config.filesDir, 'tmp');
  switch (config.fileStorage) {
    case 'database':
      return createDatabaseStorage(database, scratchDir);
    case 's3':
      if (!config.s3) throw new Error('FILE_STORAGE=s3 needs its S3 settings (S3_BUCKET, S3_REGION, ...)');
      return createS3Storage(config.s3, scratchDir);
    case 'disk':
      return createLocalDiskStorage(config.filesDir);
  }
}
