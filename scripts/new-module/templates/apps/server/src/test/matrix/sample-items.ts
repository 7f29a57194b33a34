import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Sample items: administrators only. */
let n = 0;
const body = () => ({ name: `Sample item da matriz ${++n}`, description: '' });

async function sampleItem(ctx: MatrixContext): Promise<string> {
  const res = await ctx.t.as(ctx.adminToken, { method: 'POST', url: '/api/sample-items', payload: body() });
  return (res.json() as { id: string }).id;
}

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/sample-items', expect: outcomes.adminOnly(200) },
  {
    method: 'GET',
    url: '/api/sample-items/:id',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({ url: `/api/sample-items/${await sampleItem(ctx)}` }),
  },
  { method: 'POST', url: '/api/sample-items', expect: outcomes.adminOnly(201), request: () => ({ payload: body() }) },
  {
    method: 'PUT',
    url: '/api/sample-items/:id',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({ url: `/api/sample-items/${await sampleItem(ctx)}`, payload: body() }),
  },
  {
    method: 'DELETE',
    url: '/api/sample-items/:id',
    expect: outcomes.adminOnly(204),
    request: async (ctx) => ({ url: `/api/sample-items/${await sampleItem(ctx)}` }),
  },
];
