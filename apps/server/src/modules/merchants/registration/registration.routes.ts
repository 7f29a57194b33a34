import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  merchantChangeEmailSchema,
  merchantCreditorProfileResponseSchema,
  merchantDetailResponseSchema,
  merchantLimitedBodySchema,
  merchantLimitedResponseSchema,
  merchantUpdateBodySchema,
  uuidSchema,
} from '@lastro/domain';
import { ADMIN_ONLY, perm } from '../../../plugins/route-auth';
import { uuidParams } from '../../../plugins/route-params';
import type { RegistrationService } from './registration.service';

const SLUG = PERMISSIONS.cad_estabelecimento;
const tags = ['merchants'];

/**
 * Read, update and inactivate merchants; bulk creation; the admin's e-mail change. accounts/lead and
 * accounts also serve creditor users: the access module serves them and hands merchants' bodies here.
 */
export function registrationRoutes(service: RegistrationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/merchants/creditor-profile', {
      config: { auth: perm(SLUG, ['create', 'edit']) },
      schema: {
        tags,
        summary: 'Tipo de parceiro do fornecedor (perfil_parceiro): quais regras o formulário do estabelecimento segue',
        querystring: z.object({ creditor_id: uuidSchema }),
        response: { 200: merchantCreditorProfileResponseSchema },
      },
      handler: async (request) => service.creditorProfile(request.auth!, request.query.creditor_id),
    });

    r.get('/merchants/:id', {
      config: { auth: perm(SLUG, 'read') },
      schema: { tags, summary: 'Dados cadastrais do estabelecimento', params: uuidParams('id'), response: { 200: merchantDetailResponseSchema } },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.put('/merchants/:id', {
      config: { auth: perm(SLUG, 'edit') },
      schema: {
        tags,
        summary: 'Atualiza os dados cadastrais (documento e fornecedor não mudam; active só administrador)',
        params: uuidParams('id'),
        body: merchantUpdateBodySchema,
        response: { 200: merchantDetailResponseSchema },
      },
      handler: async (request) => service.update(request.auth!, request.params.id, request.body),
    });

    r.delete('/merchants/:id', {
      config: { auth: perm(SLUG, 'delete') },
      schema: { tags, summary: 'Inativa o estabelecimento', params: uuidParams('id'), response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(request.auth!, request.params.id);
        return reply.status(204).send(null);
      },
    });

    r.post('/accounts/multiple-limited', {
      config: { auth: perm(SLUG, 'create') },
      schema: {
        tags,
        summary: 'Cadastro simplificado (parceiro Instituição Financeira): só o documento; tudo ou nada',
        body: merchantLimitedBodySchema,
        response: { 201: merchantLimitedResponseSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await service.createLimited(request.auth!, request.body)),
    });

    r.post('/accounts/change-email', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Altera o e-mail do estabelecimento e o da sua conta de acesso',
        body: merchantChangeEmailSchema,
        response: { 200: z.object({ ok: z.boolean() }) },
      },
      handler: async (request) => service.changeEmail(request.auth!, request.body),
    });
  };
}
