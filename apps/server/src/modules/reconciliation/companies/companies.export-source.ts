import { z } from 'zod';
import {
  EXPORT_LIMITS,
  formatDate,
  formatDocument,
  MESSAGES,
  PERMISSIONS,
  reconciliationCompanyListQuerySchema,
  yesNo,
  type ReconciliationCompany,
} from '@lastro/domain';
import { pagedChunks, scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import { perm } from '../../../plugins/route-auth';
import type { CompaniesService } from './companies.service';

const M = MESSAGES.reconciliationCompanies;
type Params = z.output<typeof reconciliationCompanyListQuerySchema>;

/** 'Baixar tabela' of the tab 'Empresas': the grid's rows, columns and sort (spec 4 §2.2, §8). */
export function companiesExportSource(service: CompaniesService): ExportSource<ReconciliationCompany, Params> {
  return {
    kind: 'reconciliation-companies',
    fileBaseName: 'empresas_conciliacao',
    sheetName: M.companiesTab,
    route: {
      url: '/reconciliation/companies/export',
      auth: perm(PERMISSIONS.conciliacao_empresas, 'read'),
      tags: ['reconciliation: companies'],
      summary: 'Exporta as empresas da conciliação (assíncrono: o arquivo chega como notificação)',
    },
    params: reconciliationCompanyListQuerySchema,
    columns: [
      { key: 'document_number', header: M.documentColumn, width: 20, value: (c) => formatDocument(c.document_number) },
      { key: 'name', header: M.nameColumn, width: 36, value: (c) => c.name },
      { key: 'kind', header: M.kindColumn, width: 16, value: (c) => (c.kind === 'originador' ? M.kindOriginator : M.kindMerchant) },
      { key: 'creditor_name', header: M.supplierColumn, width: 36, value: (c) => c.creditor_name },
      { key: 'accounts_count', header: M.accountsColumn, width: 10, value: (c) => c.accounts_count },
      { key: 'tolerance_amount', header: M.toleranceAmountColumn, width: 16, value: (c) => Number(c.tolerance_amount) },
      { key: 'tolerance_days', header: M.toleranceDaysColumn, width: 16, value: (c) => c.tolerance_days },
      { key: 'start_date', header: M.startDateColumn, width: 16, value: (c) => formatDate(c.start_date) },
      { key: 'last_statement_date', header: M.lastStatementColumn, width: 16, value: (c) => (c.last_statement_date ? formatDate(c.last_statement_date) : '') },
      { key: 'active', header: M.activeColumn, width: 12, value: (c) => yesNo(c.active) },
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
