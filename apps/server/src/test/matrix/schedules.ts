import { PERMISSIONS, addDays, generateCnpj } from '@lastro/domain';
import { merchantOptins } from '../../db/schema/merchants';
import { scheduleRequests } from '../../db/schema/schedules';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Merchants' look-ups and opt-ins; schedule queries, their exports. */
const S = PERMISSIONS.cad_agenda_consulta_agenda;
const READ = [[S, ['read']]] as const;
const CREATE = [[S, ['read', 'create']]] as const;

let seed = 9100;
async function merchantOfA(ctx: MatrixContext, opts: { optIn?: boolean } = {}) {
  const m = await ctx.t.app.modules
    .services('merchants')
    .ensure({ creditorId: ctx.creditorA.id, documentNumber: generateCnpj({ seed: seed++ }), companyName: 'Loja Matriz Ltda', tradingName: 'Loja Matriz' });
  // An opt-in the product holds as active (the registry is not asked: authorization is what is tried here).
  if (opts.optIn)
    await ctx.db.insert(merchantOptins).values({ merchantId: m.id, creditorId: ctx.creditorA.id, signatureDate: '2026-01-01', startDate: '2026-01-01', endDate: '2099-12-31', status: 'ativo' });
  return m;
}

async function queryOfA(ctx: MatrixContext, status: '01' | '02') {
  const m = await merchantOfA(ctx);
  const [row] = await ctx.db
    .insert(scheduleRequests)
    .values({
      creditorId: ctx.creditorA.id,
      merchantId: m.id,
      creditorCompanyName: 'Fornecedor A',
      partnerType: 'fornecedor',
      merchantCompanyName: m.company_name,
      merchantDocumentNumber: m.document_number,
      queryType: 'CONSOLIDATED',
      protocol: `matriz-${seed++}`,
      status,
    })
    .returning();
  return row!.id;
}

const anotherCreditorsRecord = { anonymous: 401, lacking: 403, otherCreditor: 404 } as const;

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/requests', grants: READ, expect: outcomes.permission('ok', 'ok') },
  {
    method: 'GET',
    url: '/api/requests/:id',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/requests/${await queryOfA(ctx, '01')}` }),
  },
  {
    method: 'POST',
    url: '/api/requests/create-consolidated',
    grants: CREATE,
    expect: outcomes.permission(),
    request: async (ctx) => ({ payload: { creditor_id: ctx.creditorA.id, merchant_id: (await merchantOfA(ctx, { optIn: true })).id } }),
  },
  {
    method: 'POST',
    url: '/api/requests/create-expanded',
    grants: CREATE,
    expect: outcomes.permission(),
    request: async (ctx) => ({
      payload: {
        partnerType: 'if',
        creditor_id: ctx.creditorA.id,
        merchant_id: (await merchantOfA(ctx, { optIn: true })).id,
        acquirers: ['01027058000191'],
        arrangements: ['VCC'],
        initial_date: '2026-01-01',
        end_date: '2026-03-31',
      },
    }),
  },
  { method: 'GET', url: '/api/requests/export', grants: READ, expect: outcomes.permission('ok', 'ok') },
  {
    method: 'GET',
    url: '/api/requests/:id/summary/export',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/requests/${await queryOfA(ctx, '02')}/summary/export` }),
  },
  {
    method: 'GET',
    url: '/api/merchants/status',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ query: { document: (await merchantOfA(ctx)).document_number, creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'GET',
    url: '/api/merchants/relations',
    grants: READ,
    // Allowed callers reach the rule: discovery needs an active opt-in, which this merchant lacks.
    expect: { ...anotherCreditorsRecord, withPermission: 400, admin: 400 },
    request: async (ctx) => ({ query: { documentNumber: (await merchantOfA(ctx)).document_number, creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'GET',
    url: '/api/merchants/:id/optins',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/optins` }),
  },
  {
    method: 'POST',
    url: '/api/merchants/:id/optins',
    grants: CREATE,
    expect: outcomes.adminOnly(),
    request: async (ctx) => {
      const today = await ctx.t.app.modules.services('registry').today();
      return {
        url: `/api/merchants/${(await merchantOfA(ctx)).id}/optins`,
        payload: { creditor_id: ctx.creditorA.id, signature_date: today, start_date: today, end_date: addDays(today, 365) },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/merchants/:id/optins',
    grants: CREATE,
    // No active opt-in: the administrator reaches the rule and gets "not found".
    expect: outcomes.adminOnly(404),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/optins`, query: { creditor_id: ctx.creditorA.id } }),
  },
];
