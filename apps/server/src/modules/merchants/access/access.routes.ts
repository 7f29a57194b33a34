import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  merchantAccessAccountResponseSchema,
  merchantAccessEmailSchema,
  merchantAccessPasswordSchema,
  messageResponseSchema,
  uuidSchema,
} from '@lastro/domain';
import { contentDisposition } from '../../../lib/content-disposition';
import { ADMIN_ONLY, perm } from '../../../plugins/route-auth';
import { accessPdfName, renderAccessPdf } from './access-pdf';
import type { AccessService } from './access.service';

const tags = ['merchants access'];
const idParams = z.object({ id: uuidSchema });
const READ = perm(PERMISSIONS.cad_estabelecimento_dados_acesso, 'read');

/**
 * 'Dados de acesso'. The spec's accounts/change-password and accounts/unlockout are the platform
 * users' routes here (access module): the merchant's accounts are reached under the merchant,
 * which also tells apart one e-mail holding accounts of several merchants.
 */
export function accessRoutes(service: AccessService, creditorName: (creditorId: string) => Promise<string>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/merchants/:id/access', {
      config: { auth: READ },
      schema: {
        tags,
        summary: 'Contas de acesso do estabelecimento, com data, hora e IP de cada validação e aceite',
        params: idParams,
        response: { 200: z.object({ results: z.array(merchantAccessAccountResponseSchema) }) },
      },
      handler: async (request) => ({ results: (await service.list(request.auth!, request.params.id)).accounts }),
    });

    r.get('/merchants/:id/access/pdf', {
      config: { auth: READ },
      schema: { tags, summary: 'Dados de acesso em PDF (dados-de-acesso-<timestamp>.pdf)', params: idParams },
      handler: async (request, reply) => {
        const { merchant, accounts } = await service.list(request.auth!, request.params.id);
        const generatedAt = new Date();
        const pdf = await renderAccessPdf({ merchant, accounts, creditorName: await creditorName(merchant.creditorId), generatedAt });
        return reply.type('application/pdf').header('content-disposition', contentDisposition(accessPdfName(generatedAt))).send(pdf);
      },
    });

    r.post('/merchants/:id/access/change-password', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Define a senha de uma conta de acesso do estabelecimento', params: idParams, body: merchantAccessPasswordSchema, response: { 200: messageResponseSchema } },
      handler: async (request) => service.changePassword(request.auth!, request.params.id, request.body),
    });

    r.post('/merchants/:id/access/unlockout', {
      config: { auth: ADMIN_ONLY },
      schema: { tags, summary: 'Desbloqueia uma conta de acesso do estabelecimento', params: idParams, body: merchantAccessEmailSchema, response: { 200: messageResponseSchema } },
      handler: async (request) => service.unlock(request.auth!, request.params.id, request.body.email),
    });
  };
}
