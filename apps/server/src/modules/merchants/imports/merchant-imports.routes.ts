import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  importRowsReplySchema,
  merchantImportFunctionsReplySchema,
  merchantMaintenanceBodySchema,
  uuidSchema,
  type ImportRowsReply,
  type MerchantMaintenanceItem,
} from '@lastro/domain';
import type { ImportSource } from '../../../lib/import-source';
import { runImportRows } from '../../../lib/import-rows';
import { perm, type AuthContext } from '../../../plugins/route-auth';
import type { MerchantImportOptions, MerchantImportSources } from './merchant-imports.sources';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A JSON maintenance item as the sheet's record, so the same source reads both. */
const recordOf = (item: MerchantMaintenanceItem): Record<string, string> => ({
  cnpj_ou_id_lote: item.document_number,
  opt_in_opt_out: typeof item.optin_optout === 'boolean' ? (item.optin_optout ? 'opt-in' : 'opt-out') : text(item.optin_optout),
  recorrente_: typeof item.is_recurrence === 'boolean' ? (item.is_recurrence ? 'sim' : 'não') : text(item.is_recurrence),
});

/**
 * The maintenance rows through the file's source (lib/import-rows), one run per creditor the
 * body names; lines stay the body's (1 = its first item) whatever the grouping.
 */
async function maintainRows<Row>(source: ImportSource<Row, MerchantImportOptions>, items: MerchantMaintenanceItem[], auth: AuthContext) {
  const groups = new Map<string, number[]>();
  items.forEach((item, i) => groups.set(item.creditor_id, [...(groups.get(item.creditor_id) ?? []), i]));
  const erros: ImportRowsReply['erros'] = [];
  let processId = '';
  for (const [creditorId, indexes] of groups) {
    const reply = await runImportRows(source, indexes.map((i) => recordOf(items[i]!)), { creditor_id: creditorId, function: '0' }, auth);
    processId ||= reply.process_id;
    for (const e of reply.erros) erros.push({ ...e, line: indexes[e.line - 1]! + 1 });
  }
  erros.sort((a, b) => a.line - b.line);
  return {
    process_id: processId,
    status: { status: erros.map((e) => ({ item1: e.line, item2: e.error })), totalLines: items.length, totalError: erros.length },
    erros,
  };
}

/** POST accounts/maintenance: the opt-in/opt-out maintenance of spec 3 §7 for rows sent as JSON. */
export function merchantImportRoutes(sources: MerchantImportSources) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/merchants/import-functions', {
      config: { auth: perm(PERMISSIONS.importacao_estabelecimento, 'create') },
      schema: {
        tags: ['merchants'],
        summary: 'Funções de importação de estabelecimentos que o fornecedor permite (funcao_importacao_ec)',
        querystring: z.object({ creditor_id: uuidSchema }),
        response: { 200: merchantImportFunctionsReplySchema },
      },
      handler: async (request) => sources.functionsOf(request.auth!, request.query.creditor_id),
    });

    r.post('/accounts/maintenance', {
      config: { auth: perm(PERMISSIONS.importacao_estabelecimento, 'create') },
      schema: {
        tags: ['merchants'],
        summary: 'Manutenção de opt-in/opt-out de estabelecimentos (linhas em JSON): o status de importação',
        body: merchantMaintenanceBodySchema,
        response: { 200: importRowsReplySchema },
      },
      handler: async (request) => {
        return maintainRows(sources.maintenance, request.body, request.auth!);
      },
    });
  };
}
