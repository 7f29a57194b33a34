import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  merchantOptInResponseSchema,
  merchantRelationResponseSchema,
  merchantRelationsQuerySchema,
  merchantStatusQuerySchema,
  merchantStatusResponseSchema,
  optInInputSchema,
  optOutQuerySchema,
  uuidSchema,
} from '@lastro/domain';
import { ADMIN_ONLY, perm } from '../../plugins/route-auth';
import type { MerchantsService } from './merchants.service';
import type { OptInsService } from './optins/optins.service';

const tags = ['merchants'];
const idParams = z.object({ id: uuidSchema });
/** The schedule query page looks merchants up; so do the merchants screens and the commitment form. */
const LOOKUP = perm(
  [PERMISSIONS.cad_agenda_consulta_agenda, PERMISSIONS.cad_estabelecimento, PERMISSIONS.cad_compromisso_dados_compromissos],
  'read',
);

export function merchantsRoutes(merchants: MerchantsService, optins: OptInsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/merchants/status', {
      config: { auth: LOOKUP },
      schema: {
        tags,
        summary: 'Estabelecimento do documento para o fornecedor, com a situação do opt-in',
        querystring: merchantStatusQuerySchema,
        response: { 200: merchantStatusResponseSchema },
      },
      handler: async (request) => merchants.status(request.auth!, request.query.creditor_id, request.query.document),
    });

    r.get('/merchants/relations', {
      config: { auth: LOOKUP },
      schema: {
        tags,
        summary: 'Credenciadoras e arranjos do estabelecimento na registradora (discovery; exige opt-in ativo)',
        querystring: merchantRelationsQuerySchema,
        response: { 200: z.object({ results: z.array(merchantRelationResponseSchema) }) },
      },
      handler: async (request) => ({
        results: await merchants.relations(request.auth!, request.query.creditor_id, request.query.documentNumber),
      }),
    });

    r.get('/merchants/:id/optins', {
      config: { auth: LOOKUP },
      schema: { tags, summary: 'Opt-ins do estabelecimento', params: idParams, response: { 200: z.object({ results: z.array(merchantOptInResponseSchema) }) } },
      handler: async (request) => ({ results: await optins.list(request.auth!, request.params.id) }),
    });

    r.post('/merchants/:id/optins', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Registra um opt-in na registradora (ação manual do administrador)',
        params: idParams,
        body: optInInputSchema,
        response: { 201: merchantOptInResponseSchema },
      },
      handler: async (request, reply) =>
        // Answered at once ('solicitado', with its protocol): registry writes do not wait inside a request.
        reply.status(201).send(await optins.register(request.params.id, request.body, request.auth!.accountId, { wait: false })),
    });

    r.delete('/merchants/:id/optins', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Registra o opt-out do opt-in ativo do fornecedor na registradora',
        params: idParams,
        querystring: optOutQuerySchema,
        response: { 200: merchantOptInResponseSchema },
      },
      handler: async (request) => optins.optOut(request.params.id, request.query.creditor_id, { wait: false }),
    });
  };
}
