import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  feeRangeResponseSchema,
  feeRangeSchema,
  listQuerySchema,
  LIST_SORTS,
  pricingResponseSchema,
  withSort,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import { creditorIdParams } from '../creditors.common';
import type { PricingService } from './pricing.service';
import { uuidParams } from '../../../plugins/route-params';

const SLUG = PERMISSIONS.cad_fornecedor_taxas;
const tags = ['creditors: pricing'];

const pricingParams = uuidParams('id', 'pricingId');

export function pricingRoutes(service: PricingService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/creditors/:id/pricing', {
      config: { auth: perm(SLUG, 'read') },
      schema: {
        tags,
        summary: 'Faixas de taxa do fornecedor e os seus períodos',
        params: creditorIdParams,
        querystring: withSort(listQuerySchema, LIST_SORTS.feeRanges),
        response: { 200: pricingResponseSchema },
      },
      handler: async (request) => {
        const q = request.query;
        const { rows, count, periods } = await service.list(request.auth!, request.params.id, q);
        return {
          results: rows,
          metadata: { resultset: { offset: q.offset, limit: q.limit, count } },
          periods,
        };
      },
    });

    r.post('/creditors/:id/pricing', {
      config: { auth: perm(SLUG, 'create') },
      schema: {
        tags,
        summary: 'Cadastra uma faixa de taxa',
        params: creditorIdParams,
        body: feeRangeSchema,
        response: { 201: feeRangeResponseSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!, request.params.id, request.body)),
    });

    r.put('/creditors/:id/pricing/:pricingId', {
      config: { auth: perm(SLUG, 'edit') },
      schema: {
        tags,
        summary: 'Altera uma faixa de taxa (o id vai no caminho)',
        params: pricingParams,
        body: feeRangeSchema,
        response: { 200: feeRangeResponseSchema },
      },
      handler: async (request) =>
        service.update(request.auth!, request.params.id, request.params.pricingId, request.body),
    });

    r.delete('/creditors/:id/pricing/:pricingId', {
      config: { auth: perm(SLUG, 'delete') },
      schema: {
        tags,
        summary: 'Exclui uma faixa de taxa',
        params: pricingParams,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await service.remove(request.auth!, request.params.id, request.params.pricingId);
        return reply.status(204).send(null);
      },
    });
  };
}
