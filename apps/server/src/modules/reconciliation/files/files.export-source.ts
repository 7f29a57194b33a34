import { z } from 'zod';
import {
  EXPORT_LIMITS,
  formatDate,
  formatDateTime,
  MESSAGES,
  PERMISSIONS,
  reconciliationFileLinesQuerySchema,
  reconciliationFileListQuerySchema,
  uuidSchema,
  type ReconciliationFile,
  type ReconciliationFileLinesQuery,
  type ReconciliationFileListQuery,
} from '@lastro/domain';
import { pagedChunks, scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import type { FilesService } from './files.service';

const M = MESSAGES.reconciliationStatements;
const C = M.columns;
const READ = perm(PERMISSIONS.conciliacao_extratos, 'read');
const tags = ['reconciliation: files'];

type FileLine = Awaited<ReturnType<FilesService['lines']>>['results'][number];

/**
 * 'Baixar tabela' of 'Extratos' (spec 4 §2.7, D4): the grid's columns, keyed by its column ids so
 * a request's `columns` picks the visible ones in their order; the list's sort; a job.
 */
export function filesExportSource(service: FilesService): ExportSource<ReconciliationFile, ReconciliationFileListQuery> {
  return {
    kind: 'reconciliation-files',
    fileBaseName: 'extratos',
    sheetName: M.filesSheet,
    route: { url: '/reconciliation/files/export', auth: READ, tags, summary: 'Exporta a lista de extratos (assíncrono: o arquivo chega como notificação)' },
    params: reconciliationFileListQuerySchema,
    columns: [
      { key: 'received_at', header: C.receivedAt, width: 18, value: (f) => formatDateTime(f.received_at) },
      { key: 'creditor_name', header: C.supplier, width: 32, value: (f) => f.creditor_name },
      { key: 'name', header: C.file, width: 36, value: (f) => f.name },
      { key: 'format', header: C.format, width: 10, value: (f) => (f.format ? M.formatLabels[f.format] : '') },
      { key: 'origin', header: C.origin, width: 24, value: (f) => f.uploaded_by_name ?? M.userOrigin },
      { key: 'account', header: C.account, width: 36, value: (f) => f.accounts.map((a) => a.label).join(', ') },
      { key: 'period_start', header: C.period, width: 26, value: (f) => (f.period_start && f.period_end ? M.period(formatDate(f.period_start), formatDate(f.period_end)) : '') },
      { key: 'lines_total', header: C.lines, width: 12, value: (f) => f.lines_total },
      { key: 'lines_new', header: C.imported, width: 12, value: (f) => f.lines_new },
      { key: 'lines_duplicated', header: C.duplicated, width: 12, value: (f) => f.lines_duplicated },
      { key: 'lines_error', header: C.withError, width: 12, value: (f) => f.lines_error },
      { key: 'status', header: C.status, width: 24, value: (f) => M.fileStatusLabels[f.status] },
    ],
    count: async (params, scope) => (await service.list(scopeAsAuth(scope), { ...params, offset: 0, limit: 1 })).metadata.resultset.count,
    read: (params, scope, chunkSize) =>
      pagedChunks(async (offset, limit) => (await service.list(scopeAsAuth(scope), { ...params, offset, limit })).results, EXPORT_LIMITS.reconciliation, chunkSize),
  };
}

type LineParams = ReconciliationFileLinesQuery & { id: string };

/** 'Baixar tabela' of a tab of 'Detalhe do extrato': streamed at once, the tab's visible columns and sort (§2.7); amounts as numbers. */
export function fileLinesExportSource(service: FilesService): ExportSource<FileLine, LineParams> {
  return {
    kind: 'reconciliation-file-lines',
    fileBaseName: 'extrato_lancamentos',
    sheetName: M.linesSheet,
    route: { url: '/reconciliation/files/:id/lines/export', auth: READ, tags, summary: 'Baixa a aba de lançamentos do extrato (xlsx ou CSV, na hora)', stream: { rowCap: 200_000 } },
    params: reconciliationFileLinesQuerySchema.and(z.object({ id: uuidSchema })) as unknown as z.ZodType<LineParams>,
    authorize: async ({ id }, auth) => {
      await service.visible(auth, id);
    },
    columns: [
      { key: 'line_number', header: C.line, width: 8, value: (l) => l.line_number },
      { key: 'posted_date', header: C.date, width: 12, value: (l) => (l.posted_date ? formatDate(l.posted_date) : '') },
      { key: 'description', header: C.description, width: 40, value: (l) => l.description ?? '' },
      { key: 'document_id', header: C.document, width: 20, value: (l) => l.document_id ?? '' },
      { key: 'entry_type', header: C.type, width: 10, value: (l) => (l.entry_type === 'C' ? M.credit : l.entry_type === 'D' ? M.debit : '') },
      { key: 'amount', header: C.amount, width: 16, value: (l) => (l.amount === null ? null : Number(l.amount)) },
      { key: 'classification', header: C.classification, width: 36, value: (l) => l.classification ?? '' },
      { key: 'duplicate_of', header: C.importedBeforeIn, width: 36, value: (l) => (l.duplicate_of ? M.importedBefore(l.duplicate_of.file_name, formatDate(l.duplicate_of.received_at)) : '') },
      { key: 'ignore_reason', header: C.reason, width: 28, value: (l) => l.ignore_reason ?? '' },
      { key: 'field', header: C.field, width: 16, value: (l) => l.error?.field ?? '' },
      { key: 'error', header: C.error, width: 30, value: (l) => l.error?.message ?? '' },
      { key: 'raw', header: C.content, width: 60, value: (l) => l.error?.raw ?? '' },
    ],
    async *read(params, scope, chunkSize) {
      yield* pagedChunks(async (offset, limit) => (await service.lines(scopeAsAuth(scope), params.id, { ...params, offset, limit })).results, 200_000, chunkSize);
    },
  };
}
