import { z } from 'zod';

/** File formats of an export; 'xls' is what the export buttons call the spreadsheet. */
export const EXPORT_FORMATS = ['xlsx', 'xls', 'csv'] as const;
export type ExportRequestFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The control keys of an export request; the rest of the query string is the list's filters.
 * account_id is what the spec's callers send: the file always goes to the signed-in account.
 */
export const exportRequestQuerySchema = z.looseObject({
  account_id: z.string().max(100).optional(),
  format: z.enum(EXPORT_FORMATS).optional(),
});

/** 202 answer of every export request: the spec's message and the job that makes the file. */
export const exportAcceptedSchema = z.object({ message: z.string(), job_id: z.string() });
export type ExportAccepted = z.infer<typeof exportAcceptedSchema>;

/**
 * `columns` of a list export (spec 4 §11): the grid's visible column keys, in its order,
 * repeated or comma-separated. Unknown keys are ignored by the source; none means every column.
 */
export const exportColumnsSchema = z
  .union([z.string().max(1_000), z.array(z.string().max(40)).max(40)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((k) => k.trim()).filter((k) => k !== ''))
  .pipe(z.array(z.string().max(40).regex(/^[a-z0-9_]+$/)).max(40))
  .optional();
