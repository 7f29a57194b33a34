import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@lastro/domain';
import {
  creditorDomiciles,
  creditorFeeRanges,
  creditorOriginators,
  creditorPartnerships,
  creditorUnits,
  creditorVisualIdentities,
  partners,
} from '../../db/schema';
import { creditorBody, multipart, pngImage, randomCnpj } from '../../modules/creditors/testing';
import { createCreditor } from '../fixtures';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Creditors, their parameters, fees, visual identity, originators, units, partnerships; CEP/CNPJ look-ups. */
const C = PERMISSIONS.cad_fornecedor;
const P = PERMISSIONS.cad_fornecedor_parametros;
const T = PERMISSIONS.cad_fornecedor_taxas;
const V = PERMISSIONS.cad_fornecedor_identidade_visual;
const O = PERMISSIONS.cad_fornecedor_originadores;

let year = 2100;
/** A fee range of its own year, so no two calls overlap. */
const feeRange = () => {
  const y = year++;
  return { price_range: 'Faixa', min_value: 0, max_value: 100, fee: 1.5, start_date: `${y}-01-01`, end_date: `${y}-12-31` };
};

async function feeRangeOfA(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(creditorFeeRanges)
    .values({ creditorId: ctx.creditorA.id, priceRange: 'Faixa', minValue: 0, maxValue: 100, fee: 1, startDate: '2000-01-01', endDate: '2000-01-01', active: false })
    .returning();
  return row!.id;
}

async function originatorOfA(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(creditorOriginators)
    .values({ creditorId: ctx.creditorA.id, cnpjOriginador: randomCnpj(), razaoSocial: 'Originadora da Matriz' })
    .returning();
  const [domicile] = await ctx.db
    .insert(creditorDomiciles)
    .values({
      originatorId: row!.id,
      cnpjDomicilio: row!.cnpjOriginador,
      tituloDomicilio: 'Conta',
      banco: '001',
      ispb: '00000000',
      agencia: '0001',
      conta: '12345',
      digito: '6',
      tipoConta: 'CC',
    })
    .returning();
  return { originatorId: row!.id, domicileId: domicile!.id };
}

async function visualIdentityOfA(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(creditorVisualIdentities)
    .values({
      creditorId: ctx.creditorA.id,
      colorHex: '#0E97F7',
      pathLogo: '/api/files/visual-identity/none.png',
      pathImage: '/api/files/visual-identity/none.png',
      article: 'O',
      productService: 'crédito',
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row.id;
  const [existing] = await ctx.db
    .select({ id: creditorVisualIdentities.id })
    .from(creditorVisualIdentities)
    .where(eq(creditorVisualIdentities.creditorId, ctx.creditorA.id));
  return existing!.id;
}

async function partnership(ctx: MatrixContext) {
  const [partner] = await ctx.db
    .insert(partners)
    .values({ documentNumber: randomCnpj(), companyName: 'Parceiro Ltda', tradingName: 'Parceiro', revenuePercentage: 10 })
    .returning();
  const [row] = await ctx.db
    .insert(creditorPartnerships)
    .values({ creditorId: ctx.creditorA.id, partnerId: partner!.id, startDate: '2026-01-01' })
    .returning();
  return { partnerId: partner!.id, id: row!.id };
}

const identityForm = async () =>
  multipart(
    { color_hex: '#0E97F7', article: 'O', product_service: 'crédito' },
    {
      file_logo: { filename: 'logo.png', contentType: 'image/png', data: await pngImage(8, 8) },
      file_image: { filename: 'foto.png', contentType: 'image/png', data: await pngImage(8, 8) },
    },
  );

export const matrix: MatrixEntry[] = [
  // Creditors: the list, creation and deletion are the platform's; a creditor user may read its own.
  { method: 'GET', url: '/api/creditors', expect: outcomes.adminOnly(200) },
  {
    method: 'POST',
    url: '/api/creditors',
    expect: outcomes.adminOnly(201),
    request: () => ({ payload: creditorBody() }),
  },
  {
    method: 'GET',
    url: '/api/creditors/:id',
    grants: [[C, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}` }),
  },
  {
    method: 'PATCH',
    url: '/api/creditors/:id',
    grants: [[C, ['edit']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}`, payload: { trading_name: 'Fornecedor da Matriz' } }),
  },
  {
    method: 'DELETE',
    url: '/api/creditors/:id',
    expect: outcomes.adminOnly(204),
    request: async (ctx) => ({ url: `/api/creditors/${(await createCreditor(ctx.db)).id}` }),
  },
  {
    method: 'POST',
    url: '/api/validation/search-document/:document',
    grants: [[C, ['create']]],
    expect: outcomes.permission(200, 200),
    request: () => ({ url: `/api/validation/search-document/${randomCnpj()}` }),
  },
  {
    method: 'GET',
    url: '/api/creditors/:id/units',
    grants: [[C, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/units` }),
  },
  {
    method: 'DELETE',
    url: '/api/creditors/:id/units/:unitId',
    grants: [[C, ['delete']]],
    expect: outcomes.permission(204),
    request: async (ctx) => {
      const [unit] = await ctx.db.insert(creditorUnits).values({ creditorId: ctx.creditorA.id, name: 'Unidade' }).returning();
      return { url: `/api/creditors/${ctx.creditorA.id}/units/${unit!.id}` };
    },
  },

  // Parameters
  {
    method: 'GET',
    url: '/api/creditors/:id/parameters',
    grants: [[P, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/parameters` }),
  },
  {
    // A detail table: streamed into the answer, no job.
    method: 'GET',
    url: '/api/creditors/:id/parameters/export',
    grants: [[P, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/parameters/export`, query: { format: 'csv' } }),
  },
  {
    method: 'POST',
    url: '/api/creditors/:id/parameters',
    grants: [[P, ['edit']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({
      url: `/api/creditors/${ctx.creditorA.id}/parameters`,
      payload: { parameters: [{ parameter_key: 'dia_faturamento', parameter_value: '5' }] },
    }),
  },

  // Fee ranges
  {
    method: 'GET',
    url: '/api/creditors/:id/pricing',
    grants: [[T, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/pricing` }),
  },
  {
    method: 'POST',
    url: '/api/creditors/:id/pricing',
    grants: [[T, ['create']]],
    expect: outcomes.permission(201),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/pricing`, payload: feeRange() }),
  },
  {
    method: 'PUT',
    url: '/api/creditors/:id/pricing/:pricingId',
    grants: [[T, ['edit']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({
      url: `/api/creditors/${ctx.creditorA.id}/pricing/${await feeRangeOfA(ctx)}`,
      payload: { ...feeRange(), active: false },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/creditors/:id/pricing/:pricingId',
    grants: [[T, ['delete']]],
    expect: outcomes.permission(204),
    request: async (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/pricing/${await feeRangeOfA(ctx)}` }),
  },

  // Visual identity (one per creditor: the admin's creation aims at a creditor of its own)
  {
    method: 'GET',
    url: '/api/creditors/:id/visual-identity',
    grants: [[V, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/visual-identity` }),
  },
  {
    method: 'POST',
    url: '/api/creditors/:id/visual-identity',
    grants: [[V, ['create']]],
    expect: outcomes.permission(201),
    request: async (ctx, role) => {
      const creditorId = role === 'admin' ? (await createCreditor(ctx.db)).id : ctx.creditorA.id;
      const form = await identityForm();
      return { url: `/api/creditors/${creditorId}/visual-identity`, payload: form.payload, headers: form.headers };
    },
  },
  {
    method: 'PATCH',
    url: '/api/creditors/:id/visual-identity/:visualId',
    grants: [[V, ['edit']]],
    expect: outcomes.permission(200),
    request: async (ctx) => {
      const form = multipart({ color_hex: '#7450F0', article: 'A', product_service: 'crédito' });
      return {
        url: `/api/creditors/${ctx.creditorA.id}/visual-identity/${await visualIdentityOfA(ctx)}`,
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  // Public pictures: nobody is refused, an unknown name is simply not found.
  {
    method: 'GET',
    url: '/api/files/visual-identity/:name',
    expect: outcomes.public(404),
    request: () => ({ url: '/api/files/visual-identity/00000000-0000-4000-8000-000000000000.png' }),
  },

  // Originators and domiciles
  {
    method: 'GET',
    url: '/api/parceiro/originador',
    grants: [[O, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id, backoffice: 'true' } }),
  },
  {
    // A list export: another creditor's user is refused before any job is queued.
    method: 'GET',
    url: '/api/parceiro/originador/export',
    grants: [[O, ['read']]],
    expect: outcomes.permission(202),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'POST',
    url: '/api/parceiro/originador',
    grants: [[O, ['create']]],
    expect: outcomes.permission(201),
    request: (ctx) => ({
      query: { creditor_id: ctx.creditorA.id },
      payload: { originadores: [{ cnpj_originador: randomCnpj(), razao_social: 'Originadora', domicilios: [] }] },
    }),
  },
  {
    method: 'PUT',
    url: '/api/parceiro/originador',
    grants: [[O, ['edit']]],
    expect: outcomes.permission(200),
    request: async (ctx) => {
      const { originatorId, domicileId } = await originatorOfA(ctx);
      return {
        query: { creditor_id: ctx.creditorA.id, backoffice: 'true' },
        payload: { originadores: [{ id: originatorId, status: 'Inativo', domicilios: [{ id: domicileId, status: 'Inativo' }] }] },
      };
    },
  },

  // Partnerships (admin-only)
  { method: 'GET', url: '/api/creditors/partnerships', expect: outcomes.adminOnly(200) },
  {
    method: 'GET',
    url: '/api/creditors/partnerships/:id',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({ url: `/api/creditors/partnerships/${(await partnership(ctx)).id}` }),
  },
  {
    method: 'POST',
    url: '/api/creditors/partnerships',
    expect: outcomes.adminOnly(201),
    request: async (ctx) => {
      const creditor = await createCreditor(ctx.db);
      const { partnerId } = await partnership(ctx);
      return { payload: { creditor_id: creditor.id, partner_id: partnerId, start_date: '2026-01-01' } };
    },
  },
  {
    method: 'PUT',
    url: '/api/creditors/partnerships/:id',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => {
      const { id, partnerId } = await partnership(ctx);
      return {
        url: `/api/creditors/partnerships/${id}`,
        payload: { creditor_id: ctx.creditorA.id, partner_id: partnerId, start_date: '2026-01-01', active: false },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/creditors/partnerships/:id',
    expect: outcomes.adminOnly(204),
    request: async (ctx) => ({ url: `/api/creditors/partnerships/${(await partnership(ctx)).id}` }),
  },

  // CEP and CNPJ look-ups: any signed-in account
  {
    method: 'POST',
    url: '/api/accounts/search-zipcode',
    expect: outcomes.signedIn(200),
    request: () => ({ payload: { zipCode: '01310-100' } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/search-document',
    expect: outcomes.signedIn(200),
    request: () => ({ payload: { document: randomCnpj(), type: '1' } }),
  },
];
