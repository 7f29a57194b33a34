import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * pg-boss talks to the app's own database handle, so the queue works on the embedded
 * PGlite as on a PostgreSQL server. pg-boss sends its schema scripts (several statements,
 * no parameters) through the same call; PGlite refuses those as a prepared statement, so
 * they go through `exec`.
 */
export function bossDb(database: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: await database.query(text, values) };
      if (database.kind === 'postgres') return { rows: await database.query(text) };
      try {
        return { rows: await database.query(text) };
      } catch (err) {
        if (!/multiple commands/i.test((err as Error).message)) throw err;
        await database.exec(text);
        return { rows: [] };
      }
    },
  };
}
