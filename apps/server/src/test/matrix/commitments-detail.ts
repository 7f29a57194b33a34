import { PERMISSIONS } from '@lastro/domain';
import { multipart } from '../../modules/creditors/testing';
import { createDealFixture } from '../../modules/commitments/detail/testing';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Commitment detail: the deal, its histories, the domicile change and the TCD (deals of creditor A). */
const READ = [[PERMISSIONS.cad_compromisso_dados_compromissos, ['read']]] as const;
const BANK = [[PERMISSIONS.cad_compromisso_dados_bancarios, ['read', 'edit']]] as const;
const UPLOAD = [[PERMISSIONS.cad_compromisso_dados_compromissos, ['create']]] as const;

const dealOfA = (ctx: MatrixContext) => createDealFixture(ctx.t, { creditorId: ctx.creditorA.id, installments: 1, type: 4 });
const pdf = Buffer.from('%PDF-1.4\n%matriz\n');
const tcdForm = (reference: string) =>
  multipart({ type: 'contrato', external_reference: reference }, { file: { filename: 'tcd.pdf', contentType: 'application/pdf', data: pdf } });

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/deals/:id',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).deal.id}` }),
  },
  {
    method: 'PATCH',
    url: '/api/deals/:id',
    grants: [[PERMISSIONS.cad_compromisso_dados_compromissos, ['edit']]],
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).deal.id}`, payload: { title: 'Matriz' } }),
  },
  {
    method: 'GET',
    url: '/api/deals/:id/history',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).deal.id}/history` }),
  },
  {
    method: 'GET',
    url: '/api/deals/:id/history-domicile',
    grants: BANK,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).deal.id}/history-domicile` }),
  },
  {
    method: 'GET',
    url: '/api/deals/:id/domiciles',
    grants: BANK,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).deal.id}/domiciles` }),
  },
  {
    method: 'PATCH',
    url: '/api/deals/update-domiciles',
    grants: BANK,
    // Answered per item (an import sends many): another creditor's deal is an item refused as not found.
    expect: outcomes.permission('ok', 'ok'),
    request: async (ctx) => {
      const f = await dealOfA(ctx);
      return { payload: { domicilios: [{ id_compromisso: f.deal.id, id_domicilio: f.domiciles.second.id }] } };
    },
  },
  {
    method: 'POST',
    url: '/api/upload',
    grants: UPLOAD,
    expect: outcomes.permission(),
    request: async (ctx) => tcdForm((await dealOfA(ctx)).deal.id),
  },
  {
    method: 'GET',
    url: '/api/search',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ query: { external_reference: (await dealOfA(ctx)).deal.id } }),
  },
  {
    method: 'GET',
    url: '/api/deals/:id/tcd',
    grants: READ,
    expect: outcomes.permission(),
    request: async (ctx) => {
      const f = await dealOfA(ctx);
      await ctx.t.as(ctx.adminToken, { method: 'POST', url: '/api/upload', ...tcdForm(f.deal.id) });
      return { url: `/api/deals/${f.deal.id}/tcd` };
    },
  },
];
