import { randomUUID } from 'node:crypto';
import { IMPORT_SYNC_ROWS_CAP, MESSAGES, normaliseHeader, type ImportRowsReply } from '@lastro/domain';
import type { AuthContext } from '../plugins/route-auth';
import { badRequest } from './errors';
import { scopeOf } from './export-source';
import { isRowError, type ImportBatchRow, type ImportSource } from './import-source';

/**
 * The synchronous JSON-array imports (accounts/maintenance, accounts/multiple-limited): the
 * same source as the file upload — its parseRow and writeBatch — run in the request, answered
 * in the import status shape of spec 3 §3. Records are keyed as a file's headers would be.
 * Options are validated by the caller (usually the source's own schema) and authorized here.
 */
export async function runImportRows<Row, Options>(
  source: ImportSource<Row, Options>,
  records: readonly Record<string, unknown>[],
  options: Options,
  auth: AuthContext,
): Promise<ImportRowsReply> {
  if (records.length > IMPORT_SYNC_ROWS_CAP) throw badRequest(MESSAGES.imports.tooManyRows(IMPORT_SYNC_ROWS_CAP));
  await source.authorize?.(options, auth);
  const processId = randomUUID();
  const scope = { ...scopeOf(auth), name: auth.name };
  const batchSize = source.batchSize ?? 5_000;
  const erros: ImportRowsReply['erros'] = [];
  let batch: ImportBatchRow<Row>[] = [];

  const flush = async () => {
    if (!batch.length) return;
    const refused = await source.writeBatch(batch, options, scope, processId);
    for (const item of batch) {
      const error = refused.get(item.line);
      if (error !== undefined) erros.push({ line: item.line, record: item.raw, error });
    }
    batch = [];
  };

  for (const [i, input] of records.entries()) {
    const line = i + 1;
    const raw = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [normaliseHeader(k), v === null || v === undefined ? '' : String(v)]),
    );
    const parsed = source.parseRow(raw, options, scope);
    if (isRowError(parsed)) erros.push({ line, record: raw, error: parsed.error });
    else batch.push({ line, row: parsed, raw });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await source.finish?.(options, scope, processId, { total: records.length, failed: erros.length });

  erros.sort((a, b) => a.line - b.line);
  return {
    process_id: processId,
    status: {
      status: erros.map((e) => ({ item1: e.line, item2: e.error })),
      totalLines: records.length,
      totalError: erros.length,
    },
    erros,
  };
}
