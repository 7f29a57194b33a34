import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  boundedString,
  listQuerySchema,
  listResponseSchema,
  LIST_SORTS,
  messageResponseSchema,
  passwordTextSchema,
  searchTextSchema,
  userCreatedResponseSchema,
  withSort,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { UsersService } from './users.service';
import { userOut } from './users.presenter';
import { int4Filter, looseScalar, uuidFilter, uuidParams } from '../../../plugins/route-params';

export const USER_SLUGS = [PERMISSIONS.cad_acesso_usuario_lastro, PERMISSIONS.cad_acesso_usuario_fornecedor];

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
export const userListQuery = listQuerySchema.extend({
  name: searchTextSchema.optional(),
  email: searchTextSchema.optional(),
  phone_number: searchTextSchema.optional(),
  profile_id: int4Filter,
  active: boolParam.optional(),
});
const idParam = uuidParams('id');
const createdOut = userCreatedResponseSchema;
const messageOut = messageResponseSchema;

/** The body is checked by the rule of the kind of user it creates or edits (see the service). */
const looseText = boundedString();
const userBody = z
  .object({
    profile_id: looseScalar.optional(),
    origin: looseScalar.optional(),
    type: looseScalar.optional(),
    id: looseText.optional(),
    name: looseText.optional(),
    user_name: looseText.optional(),
    email: looseText.optional(),
    phone_number: looseText.optional(),
    password: passwordTextSchema().optional(),
  })
  .describe('Usuário da plataforma (com senha) ou do fornecedor (com id = fornecedor)');

export function usersRoutes(service: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/users/search', {
      config: { auth: perm(USER_SLUGS, 'read') },
      schema: {
        tags: ['users'],
        summary: 'Busca usuários (type Backoffice = plataforma, Creditor = fornecedor)',
        querystring: withSort(
          userListQuery.extend({
            type: z.enum(['Backoffice', 'Creditor']).optional(),
            creditor_id: uuidFilter,
          }),
          LIST_SORTS.users,
        ),
        response: { 200: listResponseSchema(userOut) },
      },
      handler: async (request) => {
        const { offset: _offset, limit: _limit, ...filter } = request.query;
        return service.search(request.auth!, filter, request.query);
      },
    });

    r.get('/users/:id', {
      config: { auth: perm(USER_SLUGS, 'read') },
      schema: { tags: ['users'], summary: 'Um usuário', params: idParam, response: { 200: userOut } },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.post('/users', {
      config: { auth: perm(USER_SLUGS, 'create') },
      schema: {
        tags: ['users'],
        summary: 'Cria um usuário e envia o convite por e-mail',
        body: userBody,
        response: { 201: createdOut },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!, request.body)),
    });

    r.patch('/users/:id', {
      config: { auth: perm(USER_SLUGS, 'edit') },
      schema: {
        tags: ['users'],
        summary: 'Atualiza nome, e-mail, telefone e perfil',
        params: idParam,
        body: userBody,
        response: { 200: userOut },
      },
      handler: async (request) => service.update(request.auth!, request.params.id, request.body),
    });

    r.delete('/users/:id', {
      config: { auth: perm(USER_SLUGS, 'delete') },
      schema: {
        tags: ['users'],
        summary: 'Inativa um usuário (irreversível; encerra as sessões)',
        params: idParam,
        response: { 200: messageOut },
      },
      handler: async (request) => service.inactivate(request.auth!, request.params.id),
    });
  };
}
