import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  listResponse,
  listResponseSchema,
  merchantListQuerySchema,
  merchantListRowResponseSchema,
  merchantPickerRowResponseSchema,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { MerchantsListService } from './merchants-list.service';

/**
 * The list itself needs cad_estabelecimento; the merchant pickers of the schedule and
 * commitment screens call the same route (limit=999999), and the scope keeps each caller to
 * its own creditor's merchants.
 */
const LIST = perm(
  [PERMISSIONS.cad_estabelecimento, PERMISSIONS.cad_agenda_consulta_agenda, PERMISSIONS.cad_compromisso_dados_compromissos],
  'read',
);

export function merchantsListRoutes(service: MerchantsListService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/merchants', {
      config: { auth: LIST },
      schema: {
        tags: ['merchants'],
        summary: 'Estabelecimentos (filtros, ordenação, view_full_api); limit=999999 responde as linhas leves dos seletores',
        querystring: merchantListQuerySchema,
        // The strict light row first: a picker's tens of thousands of rows match it at once, and a
        // list row (10 to 100 of them) fails it on its extra keys and matches the second.
        response: { 200: listResponseSchema(z.union([merchantPickerRowResponseSchema, merchantListRowResponseSchema])) },
      },
      handler: async (request) => {
        const { rows, count, limit } = await service.search(request.auth!, request.query);
        return listResponse<(typeof rows)[number]>(rows, { offset: request.query.offset, limit, count });
      },
    });
  };
}
