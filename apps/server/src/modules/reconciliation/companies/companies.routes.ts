import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listResponse,
  listResponseSchema,
  MESSAGES,
  PERMISSIONS,
  reconciliationAccountOptionSchema,
  reconciliationAccountOptionsQuerySchema,
  reconciliationAccountPatchSchema,
  reconciliationAccountSchema,
  reconciliationCompanyCreateSchema,
  reconciliationCompanyDetailSchema,
  reconciliationCompanyListQuerySchema,
  reconciliationCompanyPatchSchema,
  reconciliationCompanySchema,
  uuidSchema,
} from '@lastro/domain';
import { badRequest } from '../../../lib/errors';
import { perm } from '../../../plugins/route-auth';
import type { CompaniesService } from './companies.service';

const tags = ['reconciliation: companies'];
const S = PERMISSIONS.conciliacao_empresas;
/** Any of the six reconciliation screens reads the 'Conta' pickers (spec 4 §8). */
const ANY_RECONCILIATION_READ = perm(
  [
    PERMISSIONS.conciliacao_agenda,
    PERMISSIONS.conciliacao_bancaria,
    PERMISSIONS.conciliacao_divergencias,
    PERMISSIONS.conciliacao_extratos,
    PERMISSIONS.conciliacao_empresas,
    PERMISSIONS.conciliacao_monitoramento_contratos,
  ],
  'read',
);
const idParams = z.object({ id: uuidSchema });
const ok = z.object({ message: z.string() });

/** 'Empresas e contas' (spec 4 §2.8, §8 'account'): companies, their accounts and aliases. */
export function companiesRoutes(service: CompaniesService, today: () => Promise<string>) {
  // The shape is checked on arrival; 'not after today' needs the registry's date.
  const notFuture = async (start: string | undefined) => {
    if (start !== undefined && start > (await today())) throw badRequest(MESSAGES.reconciliationCompanies.futureStart);
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/reconciliation/companies', {
      config: { auth: perm(S, 'read') },
      schema: {
        tags,
        summary: 'Empresas na conciliação (originadores e estabelecimentos) do fornecedor',
        querystring: reconciliationCompanyListQuerySchema,
        response: { 200: listResponseSchema(reconciliationCompanySchema) },
      },
      handler: async (request) => {
        const { rows, count } = await service.search(request.auth!, request.query);
        return listResponse(rows, { offset: request.query.offset, limit: request.query.limit, count });
      },
    });

    r.get('/reconciliation/companies/:id', {
      config: { auth: perm(S, 'read') },
      schema: { tags, summary: 'Uma empresa com suas contas e identificações', params: idParams, response: { 200: reconciliationCompanyDetailSchema } },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.post('/reconciliation/companies', {
      config: { auth: perm(S, 'create') },
      schema: {
        tags,
        summary: 'Adiciona um estabelecimento do fornecedor à conciliação, com a conta do valor livre',
        body: reconciliationCompanyCreateSchema(),
        response: { 201: reconciliationCompanyDetailSchema },
      },
      handler: async (request, reply) => {
        await notFuture(request.body.start_date);
        return reply.status(201).send(await service.create(request.auth!, { ...request.body, start_date: request.body.start_date ?? (await today()) }));
      },
    });

    r.patch('/reconciliation/companies/:id', {
      config: { auth: perm(S, 'edit') },
      schema: {
        tags,
        summary: 'Altera a conciliação ativa, as tolerâncias, o início ou a conta do estabelecimento',
        params: idParams,
        body: reconciliationCompanyPatchSchema(),
        response: { 200: reconciliationCompanyDetailSchema },
      },
      handler: async (request) => {
        await notFuture(request.body.start_date);
        return service.update(request.auth!, request.params.id, request.body);
      },
    });

    r.delete('/reconciliation/companies/:id', {
      config: { auth: perm(S, 'delete') },
      schema: { tags, summary: 'Remove um estabelecimento da conciliação', params: idParams, response: { 200: ok } },
      handler: async (request) => {
        await service.remove(request.auth!, request.params.id);
        return { message: MESSAGES.reconciliationCompanies.removed };
      },
    });

    r.patch('/reconciliation/accounts/:id', {
      config: { auth: perm(S, 'edit') },
      schema: { tags, summary: "Liga ou desliga 'Conciliar' numa conta", params: idParams, body: reconciliationAccountPatchSchema, response: { 200: reconciliationAccountSchema } },
      handler: async (request) => service.updateAccount(request.auth!, request.params.id, request.body.reconcile),
    });

    r.delete('/reconciliation/accounts/:id/aliases/:aliasId', {
      config: { auth: perm(S, 'edit') },
      schema: { tags, summary: 'Remove uma identificação lembrada da conta', params: z.object({ id: uuidSchema, aliasId: uuidSchema }), response: { 200: ok } },
      handler: async (request) => {
        await service.removeAlias(request.auth!, request.params.id, request.params.aliasId);
        return { message: MESSAGES.reconciliationCompanies.updated };
      },
    });

    r.get('/reconciliation/accounts/options', {
      config: { auth: ANY_RECONCILIATION_READ },
      schema: { tags, summary: "As contas do fornecedor para os filtros 'Conta'", querystring: reconciliationAccountOptionsQuerySchema, response: { 200: z.array(reconciliationAccountOptionSchema) } },
      handler: async (request) => service.accountOptions(request.auth!, request.query),
    });
  };
}
