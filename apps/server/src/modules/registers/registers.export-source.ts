import { z } from 'zod';
import {
  ARRANGEMENT_TYPES,
  EXPORT_LIMITS,
  formatDateTime,
  labelOf,
  MESSAGES,
  PERMISSIONS,
  REGISTRIES,
  type Acquirer,
  type Arrangement,
  type Bank,
} from '@lastro/domain';
import { perm } from '../../plugins/route-auth';
import { pagedChunks, type ExportColumn, type ExportSource } from '../../lib/export-source';
import type { AcquirersService } from './acquirers/acquirers.service';
import type { ArrangementsService } from './arrangements/arrangements.service';
import type { BanksService } from './banks/banks.service';
import { optionalText } from './registers.schemas';

const R = MESSAGES.registers;
const status = (active: boolean) => (active ? MESSAGES.common.active : MESSAGES.common.inactive);
const date = (value: string | null) => (value ? formatDateTime(value) : '');

type Search<Row, F> = (filters: F & { offset: number; limit: number }) => Promise<{ rows: Row[]; count: number }>;

/** A register list (the Parâmetros screen's tabs) as a job: same filters, up to 9999 rows (spec 3). */
function registerSource<Row, F extends Record<string, unknown>>(def: {
  kind: string;
  fileBaseName: string;
  sheetName: string;
  url: string;
  slug: (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
  params: z.ZodType<F>;
  columns: ExportColumn<Row>[];
  search: Search<Row, F>;
}): ExportSource<Row, F> {
  return {
    kind: def.kind,
    fileBaseName: def.fileBaseName,
    sheetName: def.sheetName,
    route: {
      url: def.url,
      auth: perm(def.slug, 'read'),
      tags: ['registers'],
      summary: `Exporta a lista de ${def.sheetName.toLowerCase()} (assíncrono: o arquivo chega como notificação)`,
    },
    params: def.params,
    columns: def.columns,
    count: async (params) => (await def.search({ ...params, offset: 0, limit: 1 })).count,
    read: (params, _scope, chunkSize) =>
      pagedChunks(async (offset, limit) => (await def.search({ ...params, offset, limit })).rows, EXPORT_LIMITS.lists, chunkSize),
  };
}

/** The export sources of the registers; `publicUrl` makes the logo paths links that open from the file. */
export function registersExportSources(
  services: {
    acquirers: Pick<AcquirersService, 'search'>;
    arrangements: Pick<ArrangementsService, 'search'>;
    banks: Pick<BanksService, 'search'>;
  },
  publicUrl: string,
) {
  const fileUrl = (path: string | null) => (path ? new URL(path, publicUrl).toString() : '');
  return [
    registerSource<Acquirer, { name?: string | undefined; document?: string | undefined }>({
      kind: 'acquirers',
      fileBaseName: 'credenciadoras',
      sheetName: R.acquirersTab,
      url: '/domains/acquirers/export',
      slug: PERMISSIONS.cad_parametro_lastro_credenciadoras,
      params: z.object({ name: optionalText, document: optionalText }),
      // Headers as spec doc 3 names them.
      columns: [
        { header: 'acquirer_name', width: 30, value: (r) => r.acquirer_name },
        { header: 'document_number', width: 20, value: (r) => r.document_number },
        { header: 'register_name', width: 16, value: (r) => labelOf(REGISTRIES, r.register_name, r.register_name) },
        { header: 'file', width: 40, value: (r) => fileUrl(r.path) },
        { header: 'active', width: 10, value: (r) => status(r.active) },
        { header: 'created_at', width: 18, value: (r) => date(r.created_at) },
        { header: 'inactivation_date', width: 18, value: (r) => date(r.inactivation_date) },
      ],
      search: (f) => services.acquirers.search(f),
    }),
    registerSource<Arrangement, { name?: string | undefined; code?: string | undefined; arrangement?: string | undefined }>({
      kind: 'arrangements',
      fileBaseName: 'arranjos',
      sheetName: R.arrangementsTab,
      url: '/domains/arrangements/export',
      slug: PERMISSIONS.cad_parametro_lastro_arranjos,
      params: z.object({ name: optionalText, code: optionalText, arrangement: optionalText }),
      columns: [
        { header: 'brand_name', width: 24, value: (r) => r.brand_name },
        { header: 'brand_code', width: 12, value: (r) => r.brand_code },
        { header: 'type', width: 12, value: (r) => labelOf(ARRANGEMENT_TYPES, r.type, r.type) },
        { header: 'payment_arrangement', width: 20, value: (r) => r.payment_arrangement },
        { header: 'file', width: 40, value: (r) => fileUrl(r.path) },
        { header: 'active', width: 10, value: (r) => status(r.active) },
        { header: 'created_at', width: 18, value: (r) => date(r.created_at) },
        { header: 'updated_at', width: 18, value: (r) => date(r.updated_at) },
      ],
      search: (f) => services.arrangements.search(f),
    }),
    registerSource<Bank, { name?: string | undefined; code?: string | undefined }>({
      kind: 'banks',
      fileBaseName: 'bancos',
      sheetName: R.banksTab,
      url: '/domains/banks/export',
      slug: PERMISSIONS.cad_parametro_lastro_bancos,
      params: z.object({ name: optionalText, code: optionalText }),
      // The bank fields of spec doc 1 §3.
      columns: [
        { header: 'bank_name', width: 30, value: (r) => r.bank_name },
        { header: 'bank_code', width: 10, value: (r) => r.bank_code },
        { header: 'bank_ispb', width: 12, value: (r) => r.bank_ispb },
        { header: 'created_at', width: 18, value: (r) => date(r.created_at) },
      ],
      search: (f) => services.banks.search(f),
    }),
  ];
}
