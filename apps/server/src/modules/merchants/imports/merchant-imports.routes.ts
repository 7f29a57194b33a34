import { randomUUID } from 'node:crypto';
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
import { scopeOf } from '../../../lib/export-source';
import { isRowError, type ImportBatchRow, type ImportSource } from '../../../lib/import-source';
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
 * Rows sent as JSON through an import source, answered when written (no job): each creditor's
 * rows are authorised, parsed and written as one batch, as the file's would be.
 */
async function runRows<Row>(
  source: ImportSource<Row, MerchantImportOptions>,
  groups: Map<string, { line: number; record: Record<string, string> }[]>,
  fn: '0' | '1',
  auth: AuthContext,
): Promise<ImportRowsReply> {
  const failed: { line: number; record: Record<string, string>; error: string }[] = [];
  let total = 0;
  for (const [creditorId, items] of groups) {
    const options: MerchantImportOptions = { creditor_id: creditorId, function: fn };
    await source.authorize?.(options, auth);
    const batch: ImportBatchRow<Row>[] = [];
    for (const { line, record } of items) {
      total += 1;
      const parsed = source.parseRow(record, options, scopeOf(auth));
      if (isRowError(parsed)) failed.push({ line, record, error: parsed.error });
      else batch.push({ line, row: parsed, raw: record });
    }
    const errors = await source.writeBatch(batch, options, scopeOf(auth), `sync:${randomUUID()}`);
    for (const { line, raw } of batch) {
      const error = errors.get(line);
      if (error) failed.push({ line, record: raw, error });
    }
  }
  failed.sort((a, b) => a.line - b.line);
  return {
    process_id: randomUUID(),
    status: { status: failed.map((f) => ({ item1: f.line, item2: f.error })), totalLines: total, totalError: failed.length },
    erros: failed,
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
        const groups = new Map<string, { line: number; record: Record<string, string> }[]>();
        request.body.forEach((item, i) => {
          groups.set(item.creditor_id, [...(groups.get(item.creditor_id) ?? []), { line: i + 1, record: recordOf(item) }]);
        });
        return runRows(sources.maintenance, groups, '0', request.auth!);
      },
    });
  };
}
