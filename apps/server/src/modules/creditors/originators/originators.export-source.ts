import { z } from 'zod';
import { EXPORT_LIMITS, formatDateTime, formatDocument, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import { pagedChunks, scopeAsAuth, type ExportSource } from '../../../lib/export-source';
import type { OriginatorsService } from './originators.service';

const M = MESSAGES.creditors;

type OriginatorRow = Awaited<ReturnType<OriginatorsService['list']>>['results'][number];
interface OriginatorExportParams {
  creditor_id?: string | undefined;
  name?: string | undefined;
}

/** A creditor's originators (tab Originadores, name filter), up to 9999 (spec 1 §9). */
export function originatorsExportSource(service: OriginatorsService): ExportSource<OriginatorRow, OriginatorExportParams> {
  const list = (scope: Parameters<typeof scopeAsAuth>[0], params: OriginatorExportParams, offset: number, limit: number) =>
    service.list(scopeAsAuth(scope), params.creditor_id, { name: params.name, offset, limit });
  return {
    kind: 'originators',
    fileBaseName: 'originadores',
    sheetName: M.originatorsTab,
    route: {
      url: '/parceiro/originador/export',
      auth: perm(PERMISSIONS.cad_fornecedor_originadores, 'read'),
      tags: ['creditors: originators'],
      summary: 'Exporta os originadores do fornecedor (assíncrono: o arquivo chega como notificação)',
    },
    params: z.object({
      creditor_id: z.string().trim().max(100).optional(),
      name: z.string().trim().max(200).optional(),
    }),
    // Someone else's creditor is refused before a job is queued.
    authorize: async (params, auth) => {
      await service.creditorOf(auth, params.creditor_id);
    },
    columns: [
      { header: M.statusColumn, width: 10, value: (o) => o.status },
      { header: M.idColumn, width: 38, value: (o) => o.id },
      { header: M.cnpjCpfLabel, width: 20, value: (o) => formatDocument(o.cnpj_originador) },
      { header: M.originatorCompanyNameLabel, width: 36, value: (o) => o.razao_social },
      { header: M.domicileCountColumn, width: 12, value: (o) => o.quantidade_domicilios },
      { header: M.createdAtColumn, width: 18, value: (o) => formatDateTime(o.data_cadastro) },
    ],
    count: async (params, scope) => (await list(scope, params, 0, 1)).count,
    read: (params, scope, chunkSize) =>
      pagedChunks(async (offset, limit) => (await list(scope, params, offset, limit)).results, EXPORT_LIMITS.lists, chunkSize),
  };
}
