import { z } from 'zod';
import { formatDateTime, MESSAGES, maskCnpj, stripTaxIdMask, yesNo } from '@lastro/domain';
import { ADMIN_ONLY } from '../../plugins/route-auth';
import type { ExportSource } from '../../lib/export-source';
import type {
  CreditorExportFilters,
  CreditorExportRow,
  createCreditorsExportRepository,
} from './creditors-export.repository';

const M = MESSAGES.creditors;

const creditorExportParams = z.object({
  name: z.string().trim().max(200).optional(),
  document: z.string().trim().max(30).optional(),
  document_number: z.string().trim().max(30).optional(),
});

/** The creditors list ('Fornecedores', same filters and order) as a spreadsheet: admin only (checked by the route). */
export function creditorsExportSource(
  repo: ReturnType<typeof createCreditorsExportRepository>,
): ExportSource<CreditorExportRow, CreditorExportFilters> {
  return {
    kind: 'creditors',
    fileBaseName: 'fornecedores',
    sheetName: 'Fornecedores',
    route: {
      url: '/creditor',
      auth: ADMIN_ONLY,
      tags: ['exports'],
      summary: 'Exporta os fornecedores (assíncrono: o arquivo chega como notificação)',
    },
    params: creditorExportParams.transform((q) => {
      const doc = q.document_number || q.document;
      return { name: q.name || undefined, document: doc ? stripTaxIdMask(doc) || undefined : undefined };
    }),
    columns: [
      { header: M.cnpjLabel, width: 22, value: (r) => maskCnpj(r.documentNumber), copyCell: maskCnpj },
      { header: M.tradingNameLabel, width: 36, value: (r) => r.tradingName },
      { header: M.companyNameLabel, width: 42, value: (r) => r.companyName },
      { header: MESSAGES.common.active, width: 8, value: (r) => yesNo(r.active) },
      { header: M.createdAtColumn, width: 18, value: (r) => formatDateTime(r.createdAt) },
    ],
    count: (params) => repo.count(params),
    read: (params, _scope, chunkSize) => repo.chunks(params, chunkSize),
    copy: async (params) => repo.copyQuery(params),
  };
}
