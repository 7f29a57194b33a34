import { z } from 'zod';
import { IMPORT_KINDS } from './import-kinds';

/** The answer to an upload: the import is queued as a job (spec 3 §3 "process_id"). */
export const importAcceptedReplySchema = z.object({
  process_id: z.string(),
  job_id: z.string(),
});
export type ImportAcceptedReply = z.infer<typeof importAcceptedReplySchema>;

/** A failed row as the page shows it again: its record (normalised headers) and its error. */
export const importFailedRowReplySchema = z.object({
  line: z.number().int(),
  record: z.record(z.string(), z.string()),
  error: z.string(),
});
export type ImportFailedRowReply = z.infer<typeof importFailedRowReplySchema>;

/**
 * GET imports/:id — the import status of spec 3 §3: status{status[{item1,item2}], totalLines,
 * totalError}, process_id, erros (the failed rows), plus the job's progress so a reloaded page
 * picks the bar up again.
 */
export const importStatusReplySchema = z.object({
  process_id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  done: z.number().int(),
  total: z.number().int().nullable(),
  status: z.object({
    /** item1 = line, item2 = error text, one per failed row. */
    status: z.array(z.object({ item1: z.number().int(), item2: z.string() })),
    totalLines: z.number().int(),
    totalError: z.number().int(),
  }),
  erros: z.array(importFailedRowReplySchema),
  /** Download address of the failed rows as CSV (null while running or without failures). */
  failed_file: z.string().nullable(),
  /** The job's error when the import as a whole failed (not a row's). */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportStatusReply = z.infer<typeof importStatusReplySchema>;

/** GET imports?kind=&active= — the caller's latest import of a kind (none or one), so a reloaded page resumes its bar. */
export const importLatestQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const importLatestReplySchema = z.object({ results: z.array(importStatusReplySchema) });
export type ImportLatestReply = z.infer<typeof importLatestReplySchema>;

/**
 * The status reply carries at most this many failed rows (the page shows them; the failed-rows
 * file has all of them, and totalError counts all of them).
 */
export const IMPORT_STATUS_ROWS_CAP = 5_000;

/** Synchronous JSON-array imports (accounts/maintenance, ...) take at most this many rows per request. */
export const IMPORT_SYNC_ROWS_CAP = 5_000;

/** The status shape of a synchronous JSON-array import (spec 3 §3 "Import process result"). */
export const importRowsReplySchema = z.object({
  process_id: z.string(),
  status: importStatusReplySchema.shape.status,
  erros: z.array(importFailedRowReplySchema),
});
export type ImportRowsReply = z.infer<typeof importRowsReplySchema>;
