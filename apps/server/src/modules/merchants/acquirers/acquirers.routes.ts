import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADVANCEMENTS,
  MESSAGES,
  PERMISSIONS,
  advancementResponseSchema,
  discoveryQuerySchema,
  discoveryResponseSchema,
  merchantAcquirerLinkInputSchema,
  merchantAcquirerLinkResponseSchema,
} from '@lastro/domain';
import { ADMIN_ONLY, SIGNED_IN, perm } from '../../../plugins/route-auth';
import { uuidParams } from '../../../plugins/route-params';
import type { MerchantAcquirersService } from './acquirers.service';

const tags = ['merchants: acquirers'];
const SLUG = PERMISSIONS.cad_estabelecimento_credenciadoras;

export function merchantAcquirersRoutes(service: MerchantAcquirersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/domains/advancements', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Modalidades de antecipação (seletor do vínculo com a credenciadora)',
        response: { 200: z.object({ results: z.array(advancementResponseSchema) }) },
      },
      handler: async () => ({ results: ADVANCEMENTS.map((a) => ({ ...a })) }),
    });

    r.get('/merchants/:id/acquirers', {
      config: { auth: perm(SLUG, 'read') },
      schema: {
        tags,
        summary: 'Credenciadoras vinculadas ao estabelecimento, com os arranjos do discovery',
        params: uuidParams('id'),
        response: { 200: z.object({ results: z.array(merchantAcquirerLinkResponseSchema) }) },
      },
      handler: async (request) => ({ results: await service.list(request.auth!, request.params.id) }),
    });

    r.patch('/merchants/:id/acquirers', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Vincula uma credenciadora ao estabelecimento (administradores)',
        params: uuidParams('id'),
        body: merchantAcquirerLinkInputSchema,
        response: { 200: z.object({ id: z.string() }) },
      },
      handler: async (request) => service.link(request.auth!, request.params.id, request.body),
    });

    r.delete('/merchants/acquirers/:id', {
      config: { auth: perm(SLUG, 'delete') },
      schema: {
        tags,
        summary: 'Exclui o vínculo do estabelecimento com a credenciadora',
        params: uuidParams('id'),
        response: { 200: z.object({ message: z.string() }) },
      },
      handler: async (request) => {
        await service.remove(request.auth!, request.params.id);
        return { message: MESSAGES.merchants.deleted };
      },
    });

    r.get('/accounts/search-acquirer', {
      config: { auth: perm(SLUG, ['create', 'edit']) },
      schema: {
        tags,
        summary:
          'Discovery: pede à registradora as credenciadoras e arranjos do estabelecimento (job; exige opt-in ativo)',
        querystring: discoveryQuerySchema,
        response: { 200: discoveryResponseSchema },
      },
      handler: async (request) =>
        service.startDiscovery(request.auth!, request.query.creditorid, request.query.documentNumber),
    });
  };
}
