import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, accountEmailSchema, listResponseSchema, messageResponseSchema, requiredString, LIST_SORTS, withSort } from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { AccountsService } from './accounts.service';
import type { UsersService } from './users.service';
import { userListQuery } from './users.routes';
import { userOut } from './users.presenter';
import { uuidParams } from '../../../plugins/route-params';

const FORNECEDOR = PERMISSIONS.cad_acesso_usuario_fornecedor;

/** The creditor-side calls of access management (paths under creditors/ as the spec names them). */
export function creditorUsersRoutes(accounts: AccountsService, users: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/creditors/:id/access', {
      config: { auth: perm(FORNECEDOR, 'read') },
      schema: {
        tags: ['users'],
        summary: 'Usuários de um fornecedor',
        params: uuidParams('id'),
        querystring: withSort(userListQuery, LIST_SORTS.users),
        response: { 200: listResponseSchema(userOut) },
      },
      handler: async (request) => {
        const { offset: _offset, limit: _limit, ...filter } = request.query;
        return users.listOfCreditor(request.auth!, request.params.id, filter, request.query);
      },
    });

    r.post('/creditors/secundary-account', {
      config: { auth: perm(FORNECEDOR, 'create') },
      schema: {
        tags: ['users'],
        summary: 'Vincula uma conta como conta secundária do fornecedor',
        body: z.object({ creditor_id: requiredString(), account_id: requiredString() }),
        response: {
          200: z.object({ creditor_id: z.string(), account_id: z.string(), is_secondary: z.boolean() }),
        },
      },
      handler: async (request) => accounts.linkSecondary(request.auth!, request.body),
    });

    r.post('/creditors/secundary-account/send-token', {
      config: { auth: perm(FORNECEDOR, 'edit') },
      schema: {
        tags: ['users'],
        summary: 'Reenvia o convite (conta secundária)',
        body: accountEmailSchema,
        response: { 200: messageResponseSchema },
      },
      handler: async (request) => accounts.resendInvite(request.auth!, request.body, 'secondary'),
    });
  };
}
