import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIST_SORTS, listQuerySchema, listResponseSchema, partnerResponseSchema, partnerSchema, withSort } from '@lastro/domain';
import { ADMIN_ONLY } from '../../plugins/route-auth';
import type { PartnersService } from './partners.service';
import { pagedList } from '../../lib/paged-list';

const tags = ['partners'];

const partnerDto = partnerResponseSchema;
const idParams = z.object({ id: z.uuid() });
const filters = withSort(
  listQuerySchema.extend({
    name: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
  }),
  LIST_SORTS.partners,
);

/** Partners area (/app/partners): administrators only. */
export function partnersRoutes(service: PartnersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/partners', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Lista de parceiros (filtro por nome)', querystring: filters, response: { 200: listResponseSchema(partnerDto) } },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/partners/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Um parceiro', params: idParams, response: { 200: partnerDto } },
      handler: async (request) => service.get(request.params.id),
    });

    r.post('/partners', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Cadastra um parceiro', body: partnerSchema, response: { 201: partnerDto } },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.body)),
    });

    r.put('/partners/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Altera um parceiro', params: idParams, body: partnerSchema, response: { 200: partnerDto } },
      handler: async (request) => service.update(request.params.id, request.body),
    });

    r.delete('/partners/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Exclui um parceiro', params: idParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
