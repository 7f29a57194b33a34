import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, perm, type RouteAuth } from '../../plugins/route-auth';
import type { ExportsService } from './exports.service';

const exportQuery = z.looseObject({
  /**
   * The spec's callers send their account id; the file always goes to the signed-in
   * account, whatever this says, so it cannot be used to push files to someone else.
   */
  account_id: z.string().optional(),
  /** 'xls' is what the web's export buttons call the spreadsheet format. */
  format: z.enum(['xlsx', 'xls', 'csv']).optional(),
});

const accepted = z.object({ message: z.string(), job_id: z.string() });

/** Paging and control keys are not filters (the spec removes limit, offset and id). */
const NOT_FILTERS = new Set(['account_id', 'format', 'limit', 'offset', 'id']);
const filtersOf = (q: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(q).filter(([k, v]) => !NOT_FILTERS.has(k) && v !== '' && v !== undefined),
  );

export function exportsRoutes(service: ExportsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const exportRoute = (url: string, kind: string, auth: RouteAuth, summary: string) =>
      r.get(url, {
        config: { auth },
        schema: { tags: ['exports'], summary, querystring: exportQuery, response: { 202: accepted } },
        handler: async (request, reply) => {
          const q = request.query as Record<string, unknown>;
          const answer = await service.request(kind, request.auth!, {
            query: filtersOf(q),
            format: request.query.format === 'csv' ? 'csv' : 'xlsx',
          });
          return reply.status(202).send(answer);
        },
      });

    exportRoute(
      '/creditor',
      'creditors',
      ADMIN_ONLY,
      'Exporta os fornecedores (assíncrono: o arquivo chega como notificação)',
    );
    exportRoute(
      '/merchant',
      'merchants',
      perm('cad_estabelecimento', 'read'),
      'Exporta os estabelecimentos (assíncrono; view_full_api e filtros da lista)',
    );
  };
}
