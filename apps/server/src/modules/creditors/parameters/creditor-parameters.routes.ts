import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INPUT_LIMITS,
  PERMISSIONS,
  creditorParametersBodySchema,
  creditorParametersResponseSchema,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import { creditorIdParams } from '../creditors.common';
import type { CreditorParametersService } from './creditor-parameters.service';

const SLUG = PERMISSIONS.cad_fornecedor_parametros;
const tags = ['creditors: parameters'];


export function creditorParametersRoutes(service: CreditorParametersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/creditors/:id/parameters', {
      config: { auth: perm(SLUG, 'read') },
      schema: {
        tags,
        summary: 'Parâmetros do fornecedor e o catálogo de definições ativas',
        params: creditorIdParams,
        querystring: z.object({
          limit: z.coerce.number().int().positive().max(INPUT_LIMITS.int4Max).optional(),
        }),
        response: { 200: creditorParametersResponseSchema },
      },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.post('/creditors/:id/parameters', {
      config: { auth: perm(SLUG, ['create', 'edit']) },
      schema: {
        tags,
        summary: 'Grava os parâmetros do fornecedor (apenas valores preenchidos)',
        params: creditorIdParams,
        body: creditorParametersBodySchema,
        response: { 200: creditorParametersResponseSchema },
      },
      handler: async (request) => service.save(request.auth!, request.params.id, request.body),
    });
  };
}
