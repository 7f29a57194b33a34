import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  accountEmailSchema,
  accountStatusSchema,
  changePasswordSchema,
  emailSchema,
  LIST_SORTS,
  listQuerySchema,
  withSort,
  listResponseSchema,
  messageResponseSchema,
  phoneSchema,
  requiredString,
  INPUT_LIMITS,
  boundedString,
  searchTextSchema,
  isMerchantAccountBody,
  isMerchantLeadBody,
  merchantAccountBodySchema,
  merchantCreatedResponseSchema,
  merchantLeadInputSchema,
} from '@lastro/domain';
import { forbidden } from '../../../lib/errors';
import { hasPermission } from '../../../plugins/auth';
import { perm, type AuthContext } from '../../../plugins/route-auth';
import type { MerchantsPort } from '../../merchants/merchants.ports';
import type { AccountsService } from './accounts.service';
import type { UsersService } from './users.service';
import { USER_SLUGS } from './users.routes';
import { bodyByShape, looseScalar, uuidFilter, uuidParams } from '../../../plugins/route-params';

const messageOut = messageResponseSchema;
const FORNECEDOR = PERMISSIONS.cad_acesso_usuario_fornecedor;

const MERCHANT = PERMISSIONS.cad_estabelecimento;

const leadBody = z.object({ full_name: requiredString(), email: emailSchema });
const accountBody = z.object({
  lead_account_id: requiredString(),
  contact_name: requiredString(),
  contact_email: boundedString(INPUT_LIMITS.email).optional(),
  phone_number: phoneSchema,
  creditor_id: boundedString(INPUT_LIMITS.search).optional(),
  partnerType: boundedString(INPUT_LIMITS.search).optional(),
  typePerson: looseScalar.optional(),
  unity_create: z.union([looseScalar, z.boolean(), z.null()]).optional(),
});

/** The merchants' side of accounts/lead and accounts (the merchants module's port). */
export type MerchantAccounts = Pick<MerchantsPort['accounts'], 'createLead' | 'create'>;

/** Each kind of body needs the create permission of its own register. */
function requireCreate(auth: AuthContext, slug: string) {
  if (!hasPermission(auth, slug, 'create')) throw forbidden();
}

export function accountsRoutes(accounts: AccountsService, users: UsersService, merchantAccounts: () => MerchantAccounts) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/accounts/search', {
      // The spec sends this call without a token; here it needs one, or it would list accounts to anyone.
      config: { auth: perm(USER_SLUGS, 'read') },
      schema: {
        tags: ['accounts'],
        summary: 'Busca contas por e-mail, nome ou fornecedor (inclui contas em criação)',
        querystring: withSort(
          listQuerySchema.extend({
            email: searchTextSchema.optional(),
            name: searchTextSchema.optional(),
            creditor_id: uuidFilter,
          }),
          LIST_SORTS.accounts,
        ),
        response: {
          200: listResponseSchema(
            z.object({
              id: z.string(),
              name: z.string(),
              email: z.string(),
              account_type: z.string(),
              creditor_id: z.string().nullable(),
              status: z.string(),
              is_secondary: z.boolean(),
            }),
          ),
        },
      },
      handler: async (request) => {
        const { offset: _offset, limit: _limit, ...filter } = request.query;
        return accounts.search(request.auth!, filter, request.query);
      },
    });

    r.post('/accounts/lead', {
      config: { auth: perm([FORNECEDOR, MERCHANT], 'create') },
      schema: {
        tags: ['accounts'],
        summary: 'Reserva nome e e-mail de um novo usuário do fornecedor (primeiro passo); com password, a conta de acesso de um estabelecimento',
        body: bodyByShape(isMerchantLeadBody, merchantLeadInputSchema, leadBody),
        response: { 201: z.object({ id: z.string() }) },
      },
      handler: async (request, reply) => {
        const auth = request.auth!;
        const body = request.body;
        if (body.kind === 'first') {
          requireCreate(auth, MERCHANT);
          return reply.status(201).send(await merchantAccounts().createLead(body.data));
        }
        requireCreate(auth, FORNECEDOR);
        return reply.status(201).send(await accounts.createLead(auth, body.data));
      },
    });

    r.post('/accounts', {
      config: { auth: perm([FORNECEDOR, MERCHANT], 'create') },
      schema: {
        tags: ['accounts'],
        summary: 'Conclui a conta de um lead no fornecedor e envia o convite; com document_number, cadastra um estabelecimento',
        body: bodyByShape(isMerchantAccountBody, merchantAccountBodySchema, accountBody),
        response: { 201: z.union([merchantCreatedResponseSchema, z.object({ account_id: z.string(), user_id: z.string() })]) },
      },
      handler: async (request, reply) => {
        const auth = request.auth!;
        const body = request.body;
        if (body.kind === 'first') {
          requireCreate(auth, MERCHANT);
          return reply.status(201).send(await merchantAccounts().create(auth, body.data));
        }
        requireCreate(auth, FORNECEDOR);
        return reply.status(201).send(await accounts.completeLead(auth, body.data));
      },
    });

    r.post('/accounts/change-password', {
      config: { auth: perm(USER_SLUGS, 'edit') },
      schema: {
        tags: ['accounts'],
        summary: 'Define uma nova senha para um usuário (encerra as sessões dele)',
        body: changePasswordSchema,
        response: { 200: messageOut },
      },
      handler: async (request) => accounts.changePassword(request.auth!, request.body),
    });

    r.post('/accounts/unlockout', {
      config: { auth: perm(USER_SLUGS, 'edit') },
      schema: {
        tags: ['accounts'],
        summary: 'Desbloqueia um usuário bloqueado por tentativas de acesso',
        body: accountEmailSchema,
        response: { 200: messageOut },
      },
      handler: async (request) => accounts.unlock(request.auth!, request.body),
    });

    r.patch('/accounts/:accountId', {
      // Inactivating is the same act as DELETE users/{id}: the same permission decides it.
      config: { auth: perm(USER_SLUGS, 'delete') },
      schema: {
        tags: ['accounts'],
        summary: "Inativa uma conta (status 'inativo', irreversível; encerra as sessões)",
        params: uuidParams('accountId'),
        body: accountStatusSchema,
        response: { 200: messageOut },
      },
      handler: async (request) => users.inactivate(request.auth!, request.params.accountId),
    });

    r.post('/accounts/send-token', {
      config: { auth: perm(USER_SLUGS, 'edit') },
      schema: {
        tags: ['accounts'],
        summary: 'Reenvia o convite (conta principal)',
        body: accountEmailSchema,
        response: { 200: messageOut },
      },
      handler: async (request) => accounts.resendInvite(request.auth!, request.body, 'primary'),
    });
  };
}
