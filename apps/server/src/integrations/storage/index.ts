import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createDatabaseStorage } from './database-storage';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';

export type { FileStorage } from './file-storage';
export { createDatabaseStorage } from './database-storage';
export { createLocalDiskStorage } from './local-disk-storage';

/**
 * The app's file storage: the data folder on the embedded default; with DATABASE_URL the
 * database itself, which every API and worker process shares (FILE_STORAGE overrides).
 */
export function createFileStorage(config: Pick<Config, 'fileStorage' | 'filesDir'>, database: Database): FileStorage {
  return config.fileStorage === 'database'
    ? createDatabaseStorage(database, path.join(config.filesDir, 'tmp'))
    : createLocalDiskStorage(config.filesDir);
}
