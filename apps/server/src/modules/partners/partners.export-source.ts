import { z } from 'zod';
import { EXPORT_LIMITS, formatDate, formatDocument, MESSAGES, type Partner } from '@lastro/domain';
import { ADMIN_ONLY } from '../../plugins/route-auth';
import { pagedChunks, type ExportSource } from '../../lib/export-source';
import type { PartnerFilters } from './partners.repository';
import type { PartnersService } from './partners.service';

const R = MESSAGES.registers;

/** The partners list (/app/partners, name filter) as a job: administrators only, up to 9999 rows. */
export function partnersExportSource(service: PartnersService): ExportSource<Partner, Omit<PartnerFilters, 'offset' | 'limit'>> {
  return {
    kind: 'partners',
    fileBaseName: 'parceiros',
    sheetName: MESSAGES.merchants.partnersTitle,
    route: {
      url: '/partners/export',
      auth: ADMIN_ONLY,
      tags: ['partners'],
      summary: 'Exporta a lista de parceiros (assíncrono: o arquivo chega como notificação)',
    },
    params: z.object({ name: z.string().trim().max(100).optional().transform((v) => v || undefined) }),
    columns: [
      { header: R.partnerDocumentLabel, width: 20, value: (p) => formatDocument(p.document_number) },
      { header: R.partnerCompanyNameLabel, width: 36, value: (p) => p.company_name },
      { header: R.partnerTradingNameLabel, width: 30, value: (p) => p.trading_name },
      { header: MESSAGES.merchants.revenuePercentageLabel, width: 10, value: (p) => p.revenue_percentage },
      { header: R.partnerCreatedAtColumn, width: 14, value: (p) => formatDate(p.created_at) },
    ],
    count: async (params) => (await service.search({ ...params, offset: 0, limit: 1 })).count,
    read: (params, _scope, chunkSize) =>
      pagedChunks(async (offset, limit) => (await service.search({ ...params, offset, limit })).rows, EXPORT_LIMITS.lists, chunkSize),
  };
}
