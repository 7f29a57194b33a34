import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditorPartnershipSchema,
  listQuerySchema,
  listResponse,
  listResponseSchema,
  LIST_SORTS,
  partnershipResponseSchema,
  withSort,
} from '@lastro/domain';
import { ADMIN_ONLY } from '../../../plugins/route-auth';
import { creditorIdParams, optionalFilter } from '../creditors.common';
import type { PartnershipsService } from './partnerships.service';
import { uuidFilter } from '../../../plugins/route-params';

const tags = ['creditors: partnerships'];

const filters = withSort(
  listQuerySchema.extend({
    creditor_id: uuidFilter,
    partner_id: uuidFilter,
    name: optionalFilter,
  }),
  LIST_SORTS.partnerships,
);

// Partnerships are set up by the platform's operators (the Parceiros area is admin-only).
export function partnershipsRoutes(service: PartnershipsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/creditors/partnerships', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Parcerias entre fornecedores e parceiros',
        querystring: filters,
        response: { 200: listResponseSchema(partnershipResponseSchema) },
      },
      handler: async (request) => {
        const q = request.query;
        const { rows, count } = await service.search({
          ...q,
          creditorId: q.creditor_id,
          partnerId: q.partner_id,
          name: q.name,
          offset: q.offset,
          limit: q.limit,
        });
        return listResponse(rows, { offset: q.offset, limit: q.limit, count });
      },
    });

    r.get('/creditors/partnerships/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Uma parceria', params: creditorIdParams, response: { 200: partnershipResponseSchema } },
      handler: async (request) => service.get(request.params.id),
    });

    r.post('/creditors/partnerships', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Cria uma parceria', body: creditorPartnershipSchema, response: { 201: partnershipResponseSchema } },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.body)),
    });

    r.put('/creditors/partnerships/:id', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Atualiza uma parceria',
        params: creditorIdParams,
        body: creditorPartnershipSchema,
        response: { 200: partnershipResponseSchema },
      },
      handler: async (request) => service.update(request.params.id, request.body),
    });

    r.delete('/creditors/partnerships/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Remove uma parceria', params: creditorIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
