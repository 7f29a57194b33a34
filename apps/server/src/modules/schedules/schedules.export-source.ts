import { z } from 'zod';
import {
  EXPORT_LIMITS,
  MESSAGES,
  PERMISSIONS,
  SCHEDULE_QUERY_TYPES,
  formatDate,
  formatDateTime,
  formatDocument,
  scheduleListQuerySchema,
  uuidSchema,
  type ScheduleListRow,
} from '@lastro/domain';
import { pagedChunks, scopeAsAuth, type ExportSource } from '../../lib/export-source';
import { perm } from '../../plugins/route-auth';
import type { ScheduleSummaryRow, SchedulesService } from './schedules.service';

const M = MESSAGES.schedules;
const READ = perm(PERMISSIONS.cad_agenda_consulta_agenda, 'read');
const listFilters = scheduleListQuerySchema.omit({ offset: true, limit: true });
type ListFilters = z.output<typeof listFilters>;

const queryTypeLabel = (value: string) => SCHEDULE_QUERY_TYPES.find((t) => t.value === value)?.label ?? value;

/** The schedule list (xls named schedules, up to 9,999 rows) as a job; creditor users get their own rows. */
export function schedulesExportSource(service: SchedulesService): ExportSource<ScheduleListRow, ListFilters> {
  return {
    kind: 'schedules',
    fileBaseName: 'schedules',
    sheetName: M.listTitle,
    route: { url: '/requests/export', auth: READ, tags: ['schedules'], summary: 'Exporta a lista de consultas de agenda (assíncrono: o arquivo chega como notificação)' },
    params: listFilters,
    columns: [
      { header: M.creditorLabel, width: 30, value: (r) => r.creditor_company_name },
      { header: M.queryTypeColumn, width: 26, value: (r) => queryTypeLabel(r.query_type) },
      { header: M.partnerColumn, width: 20, value: (r) => r.partnership ?? '' },
      { header: M.merchantColumn, width: 30, value: (r) => r.merchant_company_name },
      { header: M.documentLabel, width: 20, value: (r) => formatDocument(r.merchant_document_number) },
      { header: M.queryDateColumn, width: 18, value: (r) => formatDateTime(r.created_at) },
      { header: M.executionStartColumn, width: 18, value: (r) => formatDateTime(r.execution_begin_date) },
      { header: M.executionEndColumn, width: 18, value: (r) => formatDateTime(r.execution_end_date) },
      { header: M.statusLabel, width: 30, value: (r) => r.status.description },
    ],
    count: async (params, scope) => (await service.search(scopeAsAuth(scope), { ...params, offset: 0, limit: 1 })).count,
    read: (params, scope, chunkSize) =>
      pagedChunks(
        async (offset, limit) => (await service.search(scopeAsAuth(scope), { ...params, offset, limit })).rows,
        EXPORT_LIMITS.lists,
        chunkSize,
      ),
  };
}

/** The Resumo of one processed query, downloaded at once as a spreadsheet named schedule. */
export function scheduleSummaryExportSource(service: SchedulesService): ExportSource<ScheduleSummaryRow, { id: string }> {
  return {
    kind: 'schedule-summary',
    fileBaseName: 'schedule',
    sheetName: M.summary,
    route: {
      url: '/requests/:id/summary/export',
      auth: READ,
      tags: ['schedules'],
      summary: 'Baixa o resumo da consulta de agenda (xlsx ou CSV, na hora)',
      stream: { rowCap: 10_000 },
    },
    params: z.object({ id: uuidSchema }),
    authorize: async ({ id }, auth) => {
      await service.processed(auth, id);
    },
    columns: [
      { header: M.requestDateColumn, width: 18, value: (r) => formatDateTime(r.request_date) },
      { header: M.periodColumn, width: 26, value: (r) => `${formatDate(r.period.from)} a ${formatDate(r.period.to)}` },
      { header: M.merchantColumn, width: 30, value: (r) => r.merchant_name },
      { header: M.acquirerColumn, width: 22, value: (r) => r.acquirer_name },
      { header: M.arrangementColumn, width: 24, value: (r) => r.arrangement_name },
      { header: M.totalColumn, width: 16, value: (r) => r.amount_total },
      // The total is committed + available + settled: each of its parts has a column.
      { header: M.committedColumn, width: 18, value: (r) => r.amount_committed },
      { header: M.availableColumn, width: 16, value: (r) => r.amount_available },
      { header: M.settledColumn, width: 16, value: (r) => r.amount_settled },
      { header: M.valueTypeColumn, width: 10, value: (r) => r.value_type },
      { header: M.settlementDateColumn, width: 14, value: (r) => formatDate(r.settlement_date) },
    ],
    async *read({ id }, scope) {
      yield await service.summaryRows(scopeAsAuth(scope), id);
    },
  };
}
