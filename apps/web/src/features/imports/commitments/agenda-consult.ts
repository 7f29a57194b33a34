import {
  IMPORT_MERCHANT_DOCUMENT_COLUMNS,
  importAcquirerDocuments,
  importArrangements,
  padImportDocument,
  type ImportStatusReply,
} from '@lastro/domain';
import type { ImportFileRow } from '../../../components';

/** A merchant of the imported commitments, with the acquirers and arrangements its rows named. */
export interface ImportedMerchant {
  document: string;
  acquirers: string[];
  arrangements: string[];
}

/** The row's merchant document as the import reads it: Excel's lost leading zeros put back. */
const documentOf = (record: Record<string, string>) => {
  const column = IMPORT_MERCHANT_DOCUMENT_COLUMNS.find((c) => record[c]?.trim());
  return column ? padImportDocument(record[column]!.trim().toUpperCase()) : '';
};

/**
 * The distinct merchants of the rows the import wrote: the file's rows minus the failed lines
 * (those of the failed rows and of the status list), in the file's order, one entry per document.
 */
export function importedMerchants(
  rows: readonly ImportFileRow[],
  status: ImportStatusReply,
): ImportedMerchant[] {
  const failed = new Set([...status.erros.map((e) => e.line), ...status.status.status.map((s) => s.item1)]);
  const byDocument = new Map<string, { acquirers: Set<string>; arrangements: Set<string> }>();
  for (const { line, record } of rows) {
    if (failed.has(line)) continue;
    const document = documentOf(record);
    if (!document) continue;
    const merchant = byDocument.get(document) ?? {
      acquirers: new Set<string>(),
      arrangements: new Set<string>(),
    };
    for (const a of importAcquirerDocuments(record.cnpj_credenciadora ?? '')) merchant.acquirers.add(a);
    for (const a of importArrangements(record.arranjos ?? '')) merchant.arrangements.add(a);
    byDocument.set(document, merchant);
  }
  return [...byDocument].map(([document, m]) => ({
    document,
    acquirers: [...m.acquirers],
    arrangements: [...m.arrangements],
  }));
}

/** Runs `task` over the items, at most `limit` at a time (the server is asked in small bursts). */
export async function eachWithConcurrency<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
