import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREDITOR_PARAMETER_GROUPS,
  listQuerySchema,
  listResponse,
  listResponseSchema,
  parameterDefinitionUpdateSchema,
  PERMISSIONS,
  LIST_SORTS,
  withSort,
  parameterDefinitionResponseSchema,
} from '@lastro/domain';
import { perm } from '../../plugins/route-auth';
import type { ParametersService } from './parameters.service';

const SLUG = PERMISSIONS.cad_parametro_lastro_geral;
const tags = ['parameters'];


const filters = withSort(
  listQuerySchema.extend({
    group: z.enum(CREDITOR_PARAMETER_GROUPS.map((g) => g.value) as [string, ...string[]]).optional(),
    name: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
    active: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  }),
  LIST_SORTS.parameters,
);

export function parametersRoutes(service: ParametersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/domains/parameters', {
      config: { auth: perm(SLUG, ['read', 'edit']) },
      schema: {
        tags,
        summary: 'Catálogo de definições de parâmetros de fornecedor (aba Geral)',
        querystring: filters,
        response: { 200: listResponseSchema(parameterDefinitionResponseSchema) },
      },
      handler: async (request) => {
        const q = request.query;
        const { rows, count } = await service.search(q);
        return listResponse(rows, { offset: q.offset, limit: q.limit, count });
      },
    });

    r.patch('/domains/parameters/:key', {
      config: { auth: perm(SLUG, 'edit') },
      schema: {
        tags,
        summary: 'Altera uma definição de parâmetro (rótulo, tipo, grupo, valores da lista, ordem, ativo)',
        params: z.object({ key: z.string().min(1).max(64) }),
        body: parameterDefinitionUpdateSchema,
        response: { 200: parameterDefinitionResponseSchema },
      },
      handler: async (request) => service.update(request.params.key, request.body),
    });
  };
}
