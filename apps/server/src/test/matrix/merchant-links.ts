import { PERMISSIONS, generateCnpj, generateCpf } from '@lastro/domain';
import { merchantOptins } from '../../db/schema/merchants';
import { merchantAcquirers } from '../../db/schema/merchants.acquirers';
import { merchantPartners } from '../../db/schema/merchants.partners';
import { acquirers } from '../../db/schema/registers';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Dados dos Sócios, Credenciadoras and Discovery of a merchant. */
const PARTNERS = PERMISSIONS.cad_estabelecimento_dados_socios;
const ACQUIRERS = PERMISSIONS.cad_estabelecimento_credenciadoras;

let seed = 9700;
async function merchantOfA(ctx: MatrixContext, opts: { optIn?: boolean } = {}) {
  const m = await ctx.t.app.modules
    .services('merchants')
    .ensure({
      creditorId: ctx.creditorA.id,
      documentNumber: generateCnpj({ seed: seed++ }),
      companyName: 'Loja Vínculos Ltda',
      tradingName: 'Loja Vínculos',
    });
  // An opt-in the product holds as active (authorization is what is tried here, not the registry).
  if (opts.optIn)
    await ctx.db
      .insert(merchantOptins)
      .values({
        merchantId: m.id,
        creditorId: ctx.creditorA.id,
        signatureDate: '2026-01-01',
        startDate: '2026-01-01',
        endDate: '2099-12-31',
        status: 'ativo',
      });
  return m;
}

async function acquirerId(ctx: MatrixContext) {
  const document = generateCnpj({ seed: seed++ });
  const [row] = await ctx.db
    .insert(acquirers)
    .values({ acquirerName: `Cred ${seed}`, documentNumber: document, registerName: 'cip' })
    .returning();
  return row!.id;
}

export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/domains/advancements', expect: outcomes.signedIn() },
  {
    method: 'GET',
    url: '/api/merchants/:id/partners',
    grants: [[PARTNERS, ['read']]],
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/partners` }),
  },
  {
    method: 'POST',
    url: '/api/merchants/:id/partners',
    grants: [[PARTNERS, ['read', 'create']]],
    expect: outcomes.adminOnly(),
    request: async (ctx) => ({
      url: `/api/merchants/${(await merchantOfA(ctx)).id}/partners`,
      payload: {
        document_number: generateCpf({ seed: seed++ }),
        full_name: 'Maria Sócia',
        status: 'pendente',
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/merchants/:id/partners/:partnerId',
    grants: [[PARTNERS, ['read', 'delete']]],
    expect: outcomes.adminOnly(),
    request: async (ctx) => {
      const m = await merchantOfA(ctx);
      const [p] = await ctx.db
        .insert(merchantPartners)
        .values({ merchantId: m.id, fullName: 'João Sócio', documentNumber: generateCpf({ seed: seed++ }) })
        .returning();
      return { url: `/api/merchants/${m.id}/partners/${p!.id}` };
    },
  },
  {
    method: 'GET',
    url: '/api/merchants/:id/acquirers',
    grants: [[ACQUIRERS, ['read']]],
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/acquirers` }),
  },
  {
    method: 'PATCH',
    url: '/api/merchants/:id/acquirers',
    grants: [[ACQUIRERS, ['read', 'create', 'edit']]],
    expect: outcomes.adminOnly(),
    request: async (ctx) => ({
      url: `/api/merchants/${(await merchantOfA(ctx)).id}/acquirers`,
      payload: { acquirer_id: await acquirerId(ctx), advancement_id: 1 },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/merchants/acquirers/:id',
    grants: [[ACQUIRERS, ['read', 'delete']]],
    expect: outcomes.permission(),
    request: async (ctx) => {
      const m = await merchantOfA(ctx);
      const [link] = await ctx.db
        .insert(merchantAcquirers)
        .values({ merchantId: m.id, acquirerId: await acquirerId(ctx), advancementId: 1 })
        .returning();
      return { url: `/api/merchants/acquirers/${link!.id}` };
    },
  },
  {
    method: 'GET',
    url: '/api/accounts/search-acquirer',
    grants: [[ACQUIRERS, ['read', 'create', 'edit']]],
    expect: outcomes.permission(),
    request: async (ctx) => ({
      query: {
        documentNumber: (await merchantOfA(ctx, { optIn: true })).document_number,
        creditorid: ctx.creditorA.id,
      },
    }),
  },
];
