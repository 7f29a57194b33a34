import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './access';
import { createdAt } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Job runner processes alive (heartbeat); a running job whose worker is gone is an orphan. */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** What a user sees of a background job (the queue itself lives in pg-boss's schema). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 60 }).notNull(),
    status: varchar('status', { length: 12 }).$type<JobStatus>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    attempts: integer('attempts').notNull().default(0),
    workerId: uuid('worker_id'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: createdAt(),
    /** Queued to start no sooner than this (null: as soon as a worker is free). */
    startAfter: at('start_after'),
    startedAt: at('started_at'),
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('jobs_running_idx')
      .on(t.workerId)
      .where(sql`${t.status} = 'running'`),
    check('jobs_status_check', sql`${t.status} IN ('queued', 'running', 'completed', 'failed')`),
  ],
);

/** Files produced for an account (exports); the bytes live in the file storage under storage_key. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    rowCount: integer('row_count'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('files_job_unique').on(t.jobId),
    unique('files_storage_key_unique').on(t.storageKey),
    index('files_account_idx').on(t.accountId, t.createdAt.desc()),
  ],
);
