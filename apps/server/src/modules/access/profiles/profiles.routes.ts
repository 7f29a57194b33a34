import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_LIMITS,
  PERMISSIONS,
  LIST_SORTS,
  listQuerySchema,
  withSort,
  listResponseSchema,
  nameSchema,
  profileAccountResponseSchema,
  profileDetailResponseSchema,
  profileOptionResponseSchema,
  profileResourceSchema,
  profileResponseSchema,
  resourceResponseSchema,
  profileSchema,
  int4IdSchema,
  boundedArray,
  searchTextSchema,
} from '@lastro/domain';
import { ADMIN_ONLY, SIGNED_IN, perm } from '../../../plugins/route-auth';
import type { ProfilesService } from './profiles.service';
import { int4Params } from '../../../plugins/route-params';

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const idParam = int4Params('id');

const profileOut = profileResponseSchema;
const profileDetailOut = profileDetailResponseSchema;
const resourceOut = resourceResponseSchema;
const profileAccountOut = profileAccountResponseSchema;

/** Reading profiles: admins, and creditor users choosing a profile for their users. */
const READ_PROFILES = perm(
  [PERMISSIONS.cad_acesso_perfil, PERMISSIONS.cad_acesso_usuario_fornecedor],
  ['create', 'read', 'edit'],
);

/**
 * Profiles are shared by every creditor, so changing them is for platform administrators
 * only (cad_acesso_perfil is a platform-only resource: no creditor profile can hold it).
 */
export function profilesRoutes(service: ProfilesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/domains/user-resource', {
      config: { auth: perm(PERMISSIONS.cad_acesso_perfil, ['create', 'read', 'edit']) },
      schema: {
        tags: ['profiles'],
        summary: 'Catálogo de recursos de permissão por tipo de conta (1 plataforma, 2 fornecedor)',
        querystring: withSort(
          listQuerySchema.extend({ type: z.enum(['1', '2']).default('1').transform((v) => (v === '1' ? 1 : 2)) }),
          [],
        ),
        response: { 200: listResponseSchema(resourceOut) },
      },
      handler: async (request) => {
        const { type, offset, limit } = request.query;
        return service.listResources(type, { offset, limit });
      },
    });

    r.get('/domains/types', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['profiles'],
        summary: 'Tipos de perfil',
        response: { 200: z.array(profileOptionResponseSchema) },
      },
      handler: async () => service.types(),
    });

    r.get('/domains/profiles', {
      config: { auth: READ_PROFILES },
      schema: {
        tags: ['profiles'],
        summary: 'Lista perfis (nome, tipo, ativo) com a contagem de usuários',
        querystring: withSort(
          listQuerySchema.extend({
            name: searchTextSchema.optional(),
            is_lastro: boolParam.optional(),
            active: boolParam.optional(),
          }),
          LIST_SORTS.profiles,
        ),
        response: { 200: listResponseSchema(profileOut) },
      },
      handler: async (request) => {
        const { offset: _offset, limit: _limit, ...filter } = request.query;
        return service.list(request.auth!, filter, request.query);
      },
    });

    r.get('/domains/profiles/accounts', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['profiles'],
        summary: `Usuários de um perfil (exportação até ${EXPORT_LIMITS.profileAccounts})`,
        querystring: withSort(
          listQuerySchema.extend({
            profile_id: int4IdSchema,
            name: searchTextSchema.optional(),
            email: searchTextSchema.optional(),
            active: boolParam.optional(),
          }),
          LIST_SORTS.profileAccounts,
        ),
        response: { 200: listResponseSchema(profileAccountOut) },
      },
      handler: async (request) => {
        const { offset: _offset, limit: _limit, profile_id, ...filter } = request.query;
        return service.accounts(request.auth!, { profileId: profile_id, ...filter }, request.query);
      },
    });

    r.get('/domains/profiles/:id', {
      config: { auth: READ_PROFILES },
      schema: {
        tags: ['profiles'],
        summary: 'Um perfil com suas permissões',
        params: idParam,
        response: { 200: profileDetailOut },
      },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.post('/domains/profiles', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['profiles'],
        summary: 'Cria um perfil com suas permissões',
        body: profileSchema,
        response: { 201: profileOut },
      },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.body, request.auth)),
    });

    r.patch('/domains/profiles/:id', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['profiles'],
        summary: "Atualiza nome e permissões, ou inativa (mode 'inactive', irreversível)",
        params: idParam,
        body: z.object({
          mode: z.literal('inactive').optional(),
          active: z.boolean().optional(),
          description: nameSchema(3, 30).optional(),
          is_lastro: z.boolean().optional(),
          resources: boundedArray(profileResourceSchema).optional(),
        }),
        response: { 200: profileOut },
      },
      handler: async (request) => service.update(request.auth!, request.params.id, request.body),
    });

    r.delete('/domains/profiles/:id', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['profiles'],
        summary: 'Exclui um perfil que nunca foi atribuído',
        params: idParam,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await service.remove(request.auth!, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
