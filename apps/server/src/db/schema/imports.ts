import { bigint, char, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './access';
import { createdAt } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ImportState = 'queued' | 'running' | 'completed' | 'failed';

/** One uploaded file of a bulk import and its run (migration 0900). */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creditorId: uuid('creditor_id'),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    scope: jsonb('scope').$type<Record<string, unknown>>().notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: char('file_sha256', { length: 64 }).notNull(),
    fileKey: text('file_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    encoding: varchar('encoding', { length: 12 }).$type<'utf-8' | 'windows-1252'>().notNull(),
    separator: char('separator', { length: 1 }).$type<';' | ','>().notNull(),
    state: varchar('state', { length: 12 }).$type<ImportState>().notNull().default('queued'),
    totalLines: integer('total_lines'),
    doneLines: integer('done_lines').notNull().default(0),
    totalErrors: integer('total_errors').notNull().default(0),
    checkpoint: integer('checkpoint').notNull().default(0),
    failedFileId: uuid('failed_file_id'),
    jobId: uuid('job_id'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [index('imports_account_kind_idx').on(t.accountId, t.kind, t.createdAt.desc())],
);

/** The rows an import refused: their record (normalised headers) and the error shown for them. */
export const importFailures = pgTable(
  'import_failures',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    record: jsonb('record').$type<Record<string, string>>().notNull(),
    error: text('error').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
