import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * pg-boss shares the app's pool instead of opening its own. Its schema scripts (several
 * statements, no parameters) go through the simple query protocol, which allows them.
 */
export function bossDb(database: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return { rows: await database.query(text, values) };
    },
  };
}
