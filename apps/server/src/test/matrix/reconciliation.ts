import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Reconciliation: administrators only. */
let n = 0;
const body = () => ({ name: `Reconciliation company da matriz ${++n}`, description: '' });

async function reconciliationCompany(ctx: MatrixContext): Promise<string> {
  const res = await ctx.t.as(ctx.adminToken, { method: 'POST', url: '/api/reconciliation', payload: body() });
  return (res.json() as { id: string }).id;
}

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/reconciliation', expect: outcomes.adminOnly(200) },
  {
    method: 'GET',
    url: '/api/reconciliation/:id',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({ url: `/api/reconciliation/${await reconciliationCompany(ctx)}` }),
  },
  { method: 'POST', url: '/api/reconciliation', expect: outcomes.adminOnly(201), request: () => ({ payload: body() }) },
  {
    method: 'PUT',
    url: '/api/reconciliation/:id',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({ url: `/api/reconciliation/${await reconciliationCompany(ctx)}`, payload: body() }),
  },
  {
    method: 'DELETE',
    url: '/api/reconciliation/:id',
    expect: outcomes.adminOnly(204),
    request: async (ctx) => ({ url: `/api/reconciliation/${await reconciliationCompany(ctx)}` }),
  },
];
