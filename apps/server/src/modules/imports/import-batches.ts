import { isRowError, type ImportBatchRow, type ImportScope, type ImportSource } from '../../lib/import-source';
import type { ImportFailure } from './imports.repository';

export const DEFAULT_BATCH = 5_000;

export interface BatchRun<O> {
  source: ImportSource<unknown, O>;
  options: O;
  scope: ImportScope;
  importId: string;
  /** Lines already done by an earlier attempt (the checkpoint): read past, not written again. */
  after?: number;
  /** Once a batch is written: its refused rows, and the last line it covers (the next checkpoint). */
  saved(failures: ImportFailure[], line: number): Promise<void>;
}

/**
 * The records of a file through the source: each parsed (the domain schema of its screen), then
 * written set-based in batches. Parsing is this process's work and writing mostly the database's,
 * so the next batch is parsed while the last one is written; batches are still written and saved
 * one at a time, in file order, so a checkpoint always means every line before it is done.
 */
export async function writeInBatches<O>(records: AsyncIterable<Record<string, string>>, run: BatchRun<O>): Promise<number> {
  const { source, options, scope, importId } = run;
  const batchSize = source.batchSize ?? DEFAULT_BATCH;
  let line = 0;
  let batch: ImportBatchRow<unknown>[] = [];
  let failures: ImportFailure[] = [];
  let writing: Promise<void> = Promise.resolve();
  let failed: { error: unknown } | null = null;

  const write = async (rows: ImportBatchRow<unknown>[], refusedEarlier: ImportFailure[], upTo: number) => {
    const out = refusedEarlier;
    if (rows.length) {
      const refused = await source.writeBatch(rows, options, scope, importId);
      for (const item of rows) {
        const error = refused.get(item.line);
        if (error !== undefined) out.push({ line: item.line, record: item.raw, error });
      }
      // Refused rows are kept in line order, whether parsing or writing refused them.
      out.sort((a, b) => a.line - b.line);
    }
    await run.saved(out, upTo);
  };
  const flush = async () => {
    await writing;
    if (failed) throw failed.error;
    // Caught here and rethrown at the next flush: a write failing while parsing goes on must not
    // be an unhandled rejection.
    writing = write(batch, failures, line).catch((error: unknown) => void (failed = { error }));
    batch = [];
    failures = [];
  };

  for await (const record of records) {
    line++;
    if (line <= (run.after ?? 0)) continue;
    const parsed = source.parseRow(record, options, scope);
    if (isRowError(parsed)) failures.push({ line, record, error: parsed.error });
    else batch.push({ line, row: parsed, raw: record });
    if (batch.length + failures.length >= batchSize) await flush();
  }
  await flush();
  await writing;
  if (failed) throw (failed as { error: unknown }).error;
  return line;
}
