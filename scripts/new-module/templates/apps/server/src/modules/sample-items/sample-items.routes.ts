import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listResponseSchema,
  sampleItemInputSchema,
  sampleItemListQuerySchema,
  sampleItemSchema,
  uuidSchema,
} from '@lastro/domain';
import { pagedList } from '../../lib/paged-list';
import { ADMIN_ONLY } from '../../plugins/route-auth';
import type { SampleItemsService } from './sample-items.service';

const tags = ['sample-items'];
const idParams = z.object({ id: uuidSchema });

/** /api/sample-items: administrators only (a permission slug would go in `auth` instead). */
export function sampleItemsRoutes(service: SampleItemsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/sample-items', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Lista de sample items (filtro por nome)',
        querystring: sampleItemListQuerySchema,
        response: { 200: listResponseSchema(sampleItemSchema) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/sample-items/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Um sample item', params: idParams, response: { 200: sampleItemSchema } },
      handler: async (request) => service.get(request.params.id),
    });

    r.post('/sample-items', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Cadastra um sample item', body: sampleItemInputSchema, response: { 201: sampleItemSchema } },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.body)),
    });

    r.put('/sample-items/:id', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Altera um sample item',
        params: idParams,
        body: sampleItemInputSchema,
        response: { 200: sampleItemSchema },
      },
      handler: async (request) => service.update(request.params.id, request.body),
    });

    r.delete('/sample-items/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Exclui um sample item', params: idParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
