import { generateCnpj, PERMISSIONS } from '@lastro/domain';
import { acquirers, arrangements, banks, partners } from '../../db/schema';
import { form } from '../../modules/registers/registers.test-support';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/**
 * Parameter registers (acquirers, arrangements, banks), the creditor parameter catalogue and
 * partners. Registers are shared reference data: a caller of another creditor holding the
 * permission gets the same answer as one of creditor A.
 */
const ACQ = PERMISSIONS.cad_parametro_lastro_credenciadoras;
const ARR = PERMISSIONS.cad_parametro_lastro_arranjos;
const BNK = PERMISSIONS.cad_parametro_lastro_bancos;
const GERAL = PERMISSIONS.cad_parametro_lastro_geral;

let n = 0;
const next = () => n++;
const cnpj = () => generateCnpj({ seed: 900_000 + next() });
// Arrangement codes of 3 characters no seed uses: 'W' + two base-36 characters.
const arrangementCode = () => `W${next().toString(36).toUpperCase().padStart(2, '0')}`;
const bankCode = () => String(500 + (next() % 400)).padStart(3, '0');
const ispb = () => String(70_000_000 + next());

async function acquirer(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(acquirers)
    .values({ acquirerName: 'Credenciadora Matriz', documentNumber: cnpj(), registerName: 'cip' })
    .returning();
  return row!.id;
}

async function arrangement(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(arrangements)
    .values({ brandName: 'Arranjo Matriz', brandCode: 'MATRIZ', type: 'credit', paymentArrangement: arrangementCode() })
    .returning();
  return row!.id;
}

async function bank(ctx: MatrixContext) {
  for (;;) {
    const [row] = await ctx.db
      .insert(banks)
      .values({ bankName: 'Banco Matriz', bankCode: bankCode(), bankIspb: ispb() })
      .onConflictDoNothing()
      .returning();
    if (row) return row.id;
  }
}

async function partner(ctx: MatrixContext) {
  const [row] = await ctx.db
    .insert(partners)
    .values({ documentNumber: cnpj(), companyName: 'Parceiro Matriz Ltda', tradingName: 'Parceiro Matriz', revenuePercentage: 10 })
    .returning();
  return row!.id;
}

const bankBody = () => ({ name: 'Banco da Matriz', code: bankCode(), ispb: ispb() });

export const matrix: MatrixEntry[] = [
  // Acquirers
  { method: 'GET', url: '/api/domains/acquirers', expect: outcomes.signedIn(200) },
  { method: 'GET', url: '/api/domains/acquirers/search', grants: [[ACQ, ['read']]], expect: outcomes.permission(200, 200) },
  {
    method: 'GET',
    url: '/api/domains/acquirers/:id',
    grants: [[ACQ, ['read']]],
    expect: outcomes.permission(200, 200),
    request: async (ctx) => ({ url: `/api/domains/acquirers/${await acquirer(ctx)}` }),
  },
  {
    method: 'POST',
    url: '/api/domains/acquirers',
    grants: [[ACQ, ['create']]],
    expect: outcomes.permission(201, 201),
    request: () => ({ payload: form({ acquirer_name: 'Credenciadora Nova', document_number: cnpj(), register_name: 'b3' }) }),
  },
  {
    method: 'PATCH',
    url: '/api/domains/acquirers/:id',
    grants: [[ACQ, ['edit']]],
    expect: outcomes.permission(200, 200),
    request: async (ctx) => ({ url: `/api/domains/acquirers/${await acquirer(ctx)}`, payload: { active: false } }),
  },
  {
    method: 'DELETE',
    url: '/api/domains/acquirers/:id',
    grants: [[ACQ, ['delete']]],
    expect: outcomes.permission(204, 204),
    request: async (ctx) => ({ url: `/api/domains/acquirers/${await acquirer(ctx)}` }),
  },
  // List export: a job (202), the file arrives as a notification.
  { method: 'GET', url: '/api/domains/acquirers/export', grants: [[ACQ, ['read']]], expect: outcomes.permission(202, 202) },
  // Arrangements
  { method: 'GET', url: '/api/domains/arrangements', expect: outcomes.signedIn(200) },
  { method: 'GET', url: '/api/domains/arrangements/export', grants: [[ARR, ['read']]], expect: outcomes.permission(202, 202) },
  { method: 'GET', url: '/api/domains/arrangements/search', grants: [[ARR, ['read']]], expect: outcomes.permission(200, 200) },
  {
    method: 'GET',
    url: '/api/domains/arrangements/:id',
    grants: [[ARR, ['read']]],
    expect: outcomes.permission(200, 200),
    request: async (ctx) => ({ url: `/api/domains/arrangements/${await arrangement(ctx)}` }),
  },
  {
    method: 'POST',
    url: '/api/domains/arrangements',
    grants: [[ARR, ['create']]],
    expect: outcomes.permission(201, 201),
    request: () => ({
      payload: form({ brand_name: 'Arranjo Novo', brand_code: 'NOVO', type: 'debit', payment_arrangement: arrangementCode() }),
    }),
  },
  {
    method: 'PATCH',
    url: '/api/domains/arrangements/:id',
    grants: [[ARR, ['edit']]],
    expect: outcomes.permission(200, 200),
    request: async (ctx) => ({ url: `/api/domains/arrangements/${await arrangement(ctx)}`, payload: { brand_name: 'Arranjo Alterado' } }),
  },
  {
    method: 'DELETE',
    url: '/api/domains/arrangements/:id',
    grants: [[ARR, ['delete']]],
    expect: outcomes.permission(204, 204),
    request: async (ctx) => ({ url: `/api/domains/arrangements/${await arrangement(ctx)}` }),
  },
  {
    method: 'DELETE',
    url: '/api/domain/arrangements/:id',
    grants: [[ARR, ['delete']]],
    expect: outcomes.permission(204, 204),
    request: async (ctx) => ({ url: `/api/domain/arrangements/${await arrangement(ctx)}` }),
  },
  // Banks
  { method: 'GET', url: '/api/domains/banks', expect: outcomes.signedIn(200) },
  { method: 'GET', url: '/api/domains/banks/export', grants: [[BNK, ['read']]], expect: outcomes.permission(202, 202) },
  { method: 'GET', url: '/api/domains/banks/search', grants: [[BNK, ['read']]], expect: outcomes.permission(200, 200) },
  {
    method: 'GET',
    url: '/api/domains/banks/:id',
    grants: [[BNK, ['read']]],
    expect: outcomes.permission(200, 200),
    request: async (ctx) => ({ url: `/api/domains/banks/${await bank(ctx)}` }),
  },
  {
    method: 'POST',
    url: '/api/domains/banks',
    grants: [[BNK, ['create']]],
    expect: outcomes.permission(201, 201),
    request: () => ({ payload: bankBody() }),
  },
  {
    method: 'PATCH',
    url: '/api/domains/banks/:id',
    grants: [[BNK, ['edit']]],
    expect: outcomes.permission(200, 200),
    request: async (ctx) => ({ url: `/api/domains/banks/${await bank(ctx)}`, payload: bankBody() }),
  },
  {
    method: 'DELETE',
    url: '/api/domains/banks/:id',
    grants: [[BNK, ['delete']]],
    expect: outcomes.permission(204, 204),
    request: async (ctx) => ({ url: `/api/domains/banks/${await bank(ctx)}` }),
  },
  // Logos: public pictures; an unknown name is simply not found.
  {
    method: 'GET',
    url: '/api/files/logos/:name',
    expect: outcomes.public(404),
    request: () => ({ url: '/api/files/logos/00000000-0000-4000-8000-000000000000.png' }),
  },
  // Catalogue of creditor parameter definitions (Geral tab)
  { method: 'GET', url: '/api/domains/parameters', grants: [[GERAL, ['read']]], expect: outcomes.permission(200, 200) },
  {
    method: 'PATCH',
    url: '/api/domains/parameters/:key',
    grants: [[GERAL, ['edit']]],
    expect: outcomes.permission(200, 200),
    request: () => ({ url: '/api/domains/parameters/segmento_mercado', payload: { label: 'Segmento de mercado' } }),
  },
  // Partners: administrators only
  { method: 'GET', url: '/api/partners', grants: [[PERMISSIONS.cad_parceiros, ['read']]], expect: outcomes.adminOnly(200) },
  { method: 'GET', url: '/api/partners/export', grants: [[PERMISSIONS.cad_parceiros, ['read']]], expect: outcomes.adminOnly(202) },
  {
    method: 'GET',
    url: '/api/partners/:id',
    grants: [[PERMISSIONS.cad_parceiros, ['read']]],
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({ url: `/api/partners/${await partner(ctx)}` }),
  },
  {
    method: 'POST',
    url: '/api/partners',
    grants: [[PERMISSIONS.cad_parceiros, ['create']]],
    expect: outcomes.adminOnly(201),
    request: () => ({
      payload: { document_number: cnpj(), company_name: 'Parceiro Novo Ltda', trading_name: 'Parceiro Novo', revenue_percentage: 5 },
    }),
  },
  {
    method: 'PUT',
    url: '/api/partners/:id',
    grants: [[PERMISSIONS.cad_parceiros, ['edit']]],
    expect: outcomes.adminOnly(200),
    request: async (ctx) => ({
      url: `/api/partners/${await partner(ctx)}`,
      payload: { document_number: cnpj(), company_name: 'Parceiro Alterado Ltda', trading_name: 'Parceiro Alterado', revenue_percentage: 7.5 },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/partners/:id',
    grants: [[PERMISSIONS.cad_parceiros, ['delete']]],
    expect: outcomes.adminOnly(204),
    request: async (ctx) => ({ url: `/api/partners/${await partner(ctx)}` }),
  },
];
