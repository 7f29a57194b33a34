import { PERMISSIONS, generateCnpj } from '@lastro/domain';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/**
 * Merchant registration: detail, update, inactivation, bulk creation, e-mail change (accounts/lead
 * and accounts are access.ts's entries; their merchant bodies are tried in registration.test.ts).
 */
const S = PERMISSIONS.cad_estabelecimento;
let seed = 91_000;
const cnpj = () => generateCnpj({ seed: seed++ });

const merchantOfA = (ctx: MatrixContext) =>
  ctx.t.app.modules
    .services('merchants')
    .ensure({ creditorId: ctx.creditorA.id, documentNumber: cnpj(), companyName: 'Loja Cadastro Ltda', tradingName: 'Loja Cadastro' });

const supplierBody = (ctx: MatrixContext) => ({
  creditor_id: ctx.creditorA.id,
  document_number: cnpj(),
  trading_name: 'Loja',
  company_name: 'Loja Ltda',
  contact_name: 'Ana',
  contact_email: ctx.email('loja'),
  phone_number: '(11) 98765-4321',
  address_zip_code: '01310-100',
  address: 'Avenida Paulista',
  address_number: '1000',
  address_neighborhood: 'Bela Vista',
  address_city: 'São Paulo',
  address_state: 'SP',
});

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/merchants/creditor-profile',
    grants: [[S, ['create']]],
    expect: outcomes.permission(),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'GET',
    url: '/api/merchants/:id',
    grants: [[S, ['read']]],
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}` }),
  },
  {
    method: 'PUT',
    url: '/api/merchants/:id',
    grants: [[S, ['edit']]],
    expect: outcomes.permission(),
    // A merchant made by ensure() has only names: an update must bring the rest of the supplier's fields.
    request: async (ctx) => {
      const { creditor_id: _c, document_number: _d, ...rest } = supplierBody(ctx);
      return { url: `/api/merchants/${(await merchantOfA(ctx)).id}`, payload: rest };
    },
  },
  {
    method: 'DELETE',
    url: '/api/merchants/:id',
    grants: [[S, ['delete']]],
    expect: outcomes.permission(204),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}` }),
  },
  {
    method: 'POST',
    url: '/api/accounts/multiple-limited',
    grants: [[S, ['create']]],
    // Creditor A is a regular supplier: allowed callers reach the financial-institution rule.
    expect: { ...outcomes.permission(), withPermission: 400, admin: 400 },
    request: (ctx) => ({ payload: [{ creditor_id: ctx.creditorA.id, document_number: cnpj() }] }),
  },
  {
    method: 'POST',
    url: '/api/accounts/change-email',
    grants: [[S, ['edit']]],
    expect: outcomes.adminOnly(),
    request: async (ctx) => ({ payload: { newEmail: ctx.email('novo'), userId: (await merchantOfA(ctx)).id } }),
  },
];
