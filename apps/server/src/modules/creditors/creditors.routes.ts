import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  creditorCreateBodySchema,
  creditorDetailResponseSchema,
  creditorResponseSchema,
  creditorUnitResponseSchema,
  creditorUpdateBodySchema,
  LIST_SORTS,
  listQuerySchema,
  withSort,
  listResponse,
  listResponseSchema,
  merchantDocumentCheckQuerySchema,
  queryFlagSchema,
} from '@lastro/domain';
import { hasPermission } from '../../plugins/auth';
import { forbidden } from '../../lib/errors';
import { ADMIN_ONLY, perm, type AuthContext } from '../../plugins/route-auth';
import { creditorIdParams, optionalFilter } from './creditors.common';
import type { CreditorsService } from './creditors.service';
import { uuidParams } from '../../plugins/route-params';

const SLUG = PERMISSIONS.cad_fornecedor;
const tags = ['creditors'];

// `active` lets the pickers ask for the creditors one may still choose (active=true).
const filters = withSort(
  listQuerySchema.extend({ name: optionalFilter, document: optionalFilter, active: queryFlagSchema }),
  LIST_SORTS.creditors,
);

/**
 * The one route answers for both registers: with `creditor_id` it searches that creditor's
 * merchants (the merchant form), without it the creditors (the creditor form).
 */
export type MerchantDocumentCheck = (auth: AuthContext, creditorId: string, document: string) => Promise<boolean>;

export function creditorsRoutes(service: CreditorsService, merchantDocumentRegistered?: MerchantDocumentCheck) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/creditors', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Fornecedores (filtros nome, documento e ativo; limit 999999 nas seleções)',
        querystring: filters,
        response: { 200: listResponseSchema(creditorResponseSchema) },
      },
      handler: async (request) => {
        const q = request.query;
        const { rows, count } = await service.search(q);
        return listResponse(rows, { offset: q.offset, limit: q.limit, count });
      },
    });

    r.post('/creditors', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Cadastra um fornecedor e o seu usuário master (convidado por e-mail)',
        body: creditorCreateBodySchema,
        response: { 201: creditorDetailResponseSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.auth!, request.body)),
    });

    r.get('/creditors/:id', {
      config: { auth: perm(SLUG, 'read') },
      schema: { tags, summary: 'Um fornecedor', params: creditorIdParams, response: { 200: creditorDetailResponseSchema } },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.patch('/creditors/:id', {
      config: { auth: perm(SLUG, 'edit') },
      schema: {
        tags,
        summary: 'Atualiza os dados cadastrais (ou reativa com active)',
        params: creditorIdParams,
        body: creditorUpdateBodySchema,
        response: { 200: creditorDetailResponseSchema },
      },
      handler: async (request) => service.update(request.auth!, request.params.id, request.body),
    });

    r.delete('/creditors/:id', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Inativa um fornecedor', params: creditorIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(request.auth!, request.params.id);
        return reply.status(204).send(null);
      },
    });

    r.post('/validation/search-document/:document', {
      config: { auth: perm([SLUG, PERMISSIONS.cad_estabelecimento], ['create', 'edit']) },
      schema: {
        tags,
        summary: 'true quando o CNPJ já pertence a um fornecedor cadastrado (com creditor_id: a um estabelecimento desse fornecedor)',
        params: z.object({ document: z.string().max(32) }),
        querystring: merchantDocumentCheckQuerySchema,
        response: { 200: z.boolean() },
      },
      handler: async (request) => {
        const auth = request.auth!;
        const { creditor_id: creditorId } = request.query;
        const may = (slug: string) => hasPermission(auth, slug, 'create') || hasPermission(auth, slug, 'edit');
        if (creditorId && merchantDocumentRegistered) {
          if (!may(PERMISSIONS.cad_estabelecimento)) throw forbidden();
          return merchantDocumentRegistered(auth, creditorId, request.params.document);
        }
        if (!may(SLUG)) throw forbidden();
        return service.documentRegistered(request.params.document);
      },
    });

    r.get('/creditors/:id/units', {
      config: { auth: perm(SLUG, 'read') },
      schema: { tags, summary: 'Unidades do fornecedor', params: creditorIdParams, response: { 200: z.array(creditorUnitResponseSchema) } },
      handler: async (request) => service.listUnits(request.auth!, request.params.id),
    });

    r.delete('/creditors/:id/units/:unitId', {
      config: { auth: perm(SLUG, 'delete') },
      schema: {
        tags,
        summary: 'Remove uma unidade do fornecedor',
        params: uuidParams('id', 'unitId'),
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await service.removeUnit(request.auth!, request.params.id, request.params.unitId);
        return reply.status(204).send(null);
      },
    });
  };
}
