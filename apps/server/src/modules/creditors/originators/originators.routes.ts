import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  LIST_SORTS,
  listQuerySchema,
  withSort,
  listResponse,
  listResponseSchema,
  originatorWriteResponseSchema,
  originatorCreateBodySchema,
  originatorResponseSchema,
  originatorUpdateBodySchema,
} from '@lastro/domain';
import { forbidden } from '../../../lib/errors';
import { hasPermission } from '../../../plugins/auth';
import { perm } from '../../../plugins/route-auth';
import { optionalFilter } from '../creditors.common';
import type { OriginatorsService } from './originators.service';
import { uuidFilter } from '../../../plugins/route-params';

const SLUG = PERMISSIONS.cad_fornecedor_originadores;
/**
 * The commitment form picks the creditor's originator and domicile: whoever may create
 * commitments may read the originators too (a creditor user only its own creditor's).
 */
const COMMITMENTS = PERMISSIONS.cad_compromisso_dados_compromissos;
const READ = perm([SLUG, COMMITMENTS], ['read', 'create']);
const tags = ['creditors: originators'];

/** backoffice=true is sent by the back-office screens; it changes nothing here. */
const scope = z.object({ creditor_id: uuidFilter, backoffice: z.string().max(10).optional() });

// The spec's originator calls send the token without the "Bearer" prefix; the auth plugin accepts both.
export function originatorsRoutes(service: OriginatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/parceiro/originador', {
      config: { auth: READ },
      schema: {
        tags,
        summary: 'Originadores do fornecedor com os seus domicílios bancários',
        querystring: withSort(listQuerySchema.extend(scope.shape).extend({ name: optionalFilter }), LIST_SORTS.originators),
        response: { 200: listResponseSchema(originatorResponseSchema) },
      },
      handler: async (request) => {
        const auth = request.auth!;
        // The route rule lets either slug in with either action; only these two pairs may read.
        if (!hasPermission(auth, SLUG, 'read') && !hasPermission(auth, COMMITMENTS, 'create')) throw forbidden();
        const q = request.query;
        const { results, count } = await service.list(auth, q.creditor_id, {
          ...q,
          name: q.name,
          offset: q.offset,
          limit: q.limit,
        });
        return listResponse(results, { offset: q.offset, limit: q.limit, count });
      },
    });

    r.post('/parceiro/originador', {
      config: { auth: perm(SLUG, 'create') },
      schema: {
        tags,
        summary: 'Cadastra um originador e os seus domicílios (assistente de cadastro)',
        querystring: scope,
        body: originatorCreateBodySchema,
        response: { 201: originatorWriteResponseSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!, request.query.creditor_id, request.body)),
    });

    r.put('/parceiro/originador', {
      config: { auth: perm(SLUG, ['create', 'edit']) },
      schema: {
        tags,
        summary: 'Altera status de originadores e domicílios e adiciona domicílios',
        querystring: scope,
        body: originatorUpdateBodySchema,
        response: { 200: originatorWriteResponseSchema },
      },
      handler: async (request) => service.update(request.auth!, request.query.creditor_id, request.body),
    });
  };
}
