import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIST_SORTS,
  MESSAGES,
  PERMISSIONS,
  listQuerySchema,
  listResponse,
  listResponseSchema,
  merchantPartnerCreateSchema,
  merchantPartnerFiltersSchema,
  merchantPartnerResponseSchema,
  withSort,
} from '@lastro/domain';
import { ADMIN_ONLY, perm } from '../../../plugins/route-auth';
import { uuidParams } from '../../../plugins/route-params';
import type { MerchantPartnersService } from './partners.service';

const tags = ['merchants: partners'];

export function merchantPartnersRoutes(service: MerchantPartnersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/merchants/:id/partners', {
      config: { auth: perm(PERMISSIONS.cad_estabelecimento_dados_socios, 'read') },
      schema: {
        tags,
        summary: 'Sócios do estabelecimento (Dados dos Sócios)',
        params: uuidParams('id'),
        querystring: withSort(
          listQuerySchema.extend(merchantPartnerFiltersSchema.shape),
          LIST_SORTS.merchantPartners,
        ),
        response: { 200: listResponseSchema(merchantPartnerResponseSchema) },
      },
      handler: async (request) => {
        const q = request.query;
        const { rows, count } = await service.list(request.auth!, request.params.id, q);
        return listResponse(rows, { offset: q.offset, limit: q.limit, count });
      },
    });

    r.post('/merchants/:id/partners', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Cadastra um sócio do estabelecimento (administradores)',
        params: uuidParams('id'),
        body: merchantPartnerCreateSchema,
        response: { 201: merchantPartnerResponseSchema },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.create(request.auth!, request.params.id, request.body, request.auth!.accountId),
          ),
    });

    r.delete('/merchants/:id/partners/:partnerId', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Exclui um sócio do estabelecimento (administradores)',
        params: uuidParams('id', 'partnerId'),
        response: { 200: z.object({ message: z.string() }) },
      },
      handler: async (request) => {
        await service.remove(request.auth!, request.params.id, request.params.partnerId);
        return { message: MESSAGES.merchants.deleted };
      },
    });
  };
}
