import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { assertStorageKey, type FileStorage } from './file-storage';
import { createScratchDir } from './scratch-dir';

/** Large enough to keep the row count low, small enough to keep a read's memory flat. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Files kept in the database (table stored_file_chunks, bytea pieces of CHUNK_BYTES), so that
 * every process on the same database reads what any worker wrote. Reads stream one piece at
 * a time; only scratch files (the writers' work in progress) stay on this machine's disk.
 */
export function createDatabaseStorage(database: Database, scratchDir: string): FileStorage {
  const scratch = createScratchDir(scratchDir);

  const chunkCount = async (key: string) => {
    const [row] = await database.query<{ n: number }>(
      'select count(*)::int as n from stored_file_chunks where storage_key = $1',
      [key],
    );
    return row?.n ?? 0;
  };

  async function* pieces(key: string, count: number) {
    for (let seq = 0; seq < count; seq++) {
      const [row] = await database.query<{ data: Uint8Array }>(
        'select data from stored_file_chunks where storage_key = $1 and seq = $2',
        [key, seq],
      );
      if (!row) throw new Error(`stored file ${key} lost piece ${seq}`);
      yield Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    }
  }

  return {
    kind: 'database',
    ...scratch,
    async putFile(key, localPath) {
      assertStorageKey(key);
      // What an interrupted earlier try stored under this key goes first.
      await database.query('delete from stored_file_chunks where storage_key = $1', [key]);
      let seq = 0;
      let sizeBytes = 0;
      for await (const piece of createReadStream(localPath, { highWaterMark: CHUNK_BYTES })) {
        const data = piece as Buffer;
        await database.query('insert into stored_file_chunks (storage_key, seq, data) values ($1, $2, $3)', [
          key,
          seq++,
          data,
        ]);
        sizeBytes += data.length;
      }
      // An empty file still exists: one empty piece.
      if (seq === 0)
        await database.query('insert into stored_file_chunks (storage_key, seq, data) values ($1, 0, $2)', [
          key,
          Buffer.alloc(0),
        ]);
      // Stored: the scratch file is done with, as the disk storage's rename leaves none.
      await rm(localPath, { force: true });
      return { sizeBytes };
    },
    async exists(key) {
      assertStorageKey(key);
      return (await chunkCount(key)) > 0;
    },
    async openRead(key) {
      assertStorageKey(key);
      const count = await chunkCount(key);
      if (count === 0) throw Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
      return Readable.from(pieces(key, count), { objectMode: false });
    },
    async remove(key) {
      assertStorageKey(key);
      await database.query('delete from stored_file_chunks where storage_key = $1', [key]);
    },
  };
}
