import { PERMISSIONS } from '@lastro/domain';
import { domicileBody, merchantAccount, merchantOf, registerOriginator, seedReconciliationReference } from '../../modules/reconciliation/testing';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** 'Empresas e contas' (spec 4 §7, §8): conciliacao_empresas; the 'Conta' pickers read on any of the six. */
const S = PERMISSIONS.conciliacao_empresas;
const grants = (...actions: ('create' | 'read' | 'edit' | 'delete')[]) => [[S, actions]] as const;

async function companyOfA(ctx: MatrixContext): Promise<{ id: string; accountId: string }> {
  await seedReconciliationReference(ctx.db);
  const merchant = await merchantOf(ctx.t, ctx.creditorA.id, 'Loja da Matriz');
  const res = await ctx.t.as(ctx.adminToken, {
    method: 'POST',
    url: '/api/reconciliation/companies',
    payload: { creditor_id: ctx.creditorA.id, merchant_id: merchant.id, account: merchantAccount() },
  });
  const body = res.json() as { id: string; accounts: { id: string }[] };
  return { id: body.id, accountId: body.accounts[0]!.id };
}

async function originatorCompanyOfA(ctx: MatrixContext): Promise<string> {
  await seedReconciliationReference(ctx.db);
  const cnpj = await registerOriginator(ctx.t, ctx.adminToken, ctx.creditorA.id, 'Originadora da Matriz', [domicileBody()]);
  const res = await ctx.t.as(ctx.adminToken, { method: 'GET', url: '/api/reconciliation/companies', query: { creditor_id: ctx.creditorA.id, q: cnpj } });
  return (res.json() as { results: { id: string }[] }).results[0]!.id;
}

async function ruleOfA(ctx: MatrixContext): Promise<string> {
  const res = await ctx.t.as(ctx.adminToken, {
    method: 'POST',
    url: '/api/reconciliation/rules',
    payload: { creditor_id: ctx.creditorA.id, description_contains: 'PIX RECEBIDO', result: 'outro' },
  });
  return (res.json() as { id: string }).id;
}

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/reconciliation/companies', grants: grants('read'), expect: outcomes.permission('ok', 'ok') },
  {
    method: 'GET',
    url: '/api/reconciliation/companies/:id',
    grants: grants('read'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/companies/${await originatorCompanyOfA(ctx)}` }),
  },
  {
    method: 'POST',
    url: '/api/reconciliation/companies',
    grants: grants('read', 'create'),
    // Another creditor's user aims at A's merchant: its own creditor holds no such merchant.
    expect: outcomes.permission(201),
    request: async (ctx) => {
      await seedReconciliationReference(ctx.db);
      const merchant = await merchantOf(ctx.t, ctx.creditorA.id, 'Loja Nova da Matriz');
      return { payload: { creditor_id: ctx.creditorA.id, merchant_id: merchant.id, account: merchantAccount() } };
    },
  },
  {
    method: 'PATCH',
    url: '/api/reconciliation/companies/:id',
    grants: grants('read', 'edit'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/companies/${(await companyOfA(ctx)).id}`, payload: { tolerance_days: 2 } }),
  },
  {
    method: 'DELETE',
    url: '/api/reconciliation/companies/:id',
    grants: grants('read', 'delete'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/companies/${(await companyOfA(ctx)).id}` }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/companies/export',
    grants: grants('read'),
    expect: outcomes.permission('ok', 'ok'),
    request: () => ({ query: { format: 'csv' } }),
  },
  {
    method: 'PATCH',
    url: '/api/reconciliation/accounts/:id',
    grants: grants('read', 'edit'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/accounts/${(await companyOfA(ctx)).accountId}`, payload: { reconcile: false } }),
  },
  {
    method: 'DELETE',
    url: '/api/reconciliation/accounts/:id/aliases/:aliasId',
    grants: grants('read', 'edit'),
    // No alias exists yet (files bring them): the account is checked first, so another creditor's is 404 too.
    expect: { anonymous: 401, lacking: 403, otherCreditor: 404, withPermission: 404, admin: 404 },
    request: async (ctx) => ({ url: `/api/reconciliation/accounts/${(await companyOfA(ctx)).accountId}/aliases/00000000-0000-4000-8000-000000000000` }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/accounts/options',
    grants: [[PERMISSIONS.conciliacao_extratos, ['read']]],
    expect: outcomes.permission('ok', 'ok'),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/rules',
    grants: grants('read'),
    expect: outcomes.permission('ok', 'ok'),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'POST',
    url: '/api/reconciliation/rules',
    grants: grants('read', 'create'),
    expect: outcomes.permission(201, 201),
    request: (ctx) => ({ payload: { creditor_id: ctx.creditorA.id, description_contains: 'TED RECEBIDA', result: 'outro' } }),
  },
  {
    method: 'PATCH',
    url: '/api/reconciliation/rules/:id',
    grants: grants('read', 'edit'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/rules/${await ruleOfA(ctx)}`, payload: { description_contains: 'PIX', result: 'outro' } }),
  },
  {
    method: 'DELETE',
    url: '/api/reconciliation/rules/:id',
    grants: grants('read', 'delete'),
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/rules/${await ruleOfA(ctx)}` }),
  },
  {
    method: 'PUT',
    url: '/api/reconciliation/rules/order',
    grants: grants('read', 'edit'),
    // A's rules named by another creditor's user are not its rules: the order is refused as data.
    expect: outcomes.permission('ok', 400),
    request: async (ctx) => {
      const res = await ctx.t.as(ctx.adminToken, { method: 'GET', url: '/api/reconciliation/rules', query: { creditor_id: ctx.creditorA.id } });
      const ids = (res.json() as { id: string }[]).map((r) => r.id);
      return { payload: { creditor_id: ctx.creditorA.id, ids: ids.length ? ids : [await ruleOfA(ctx)] } };
    },
  },
];
