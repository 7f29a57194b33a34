import { PERMISSIONS, generateCnpj } from '@lastro/domain';
import { outcomes, type MatrixEntry } from './types';

/** Merchant imports: the JSON maintenance call (the file uploads are the imports module's routes). */
const S = PERMISSIONS.importacao_estabelecimento;
let seed = 93_000;

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/merchants/import-functions',
    grants: [[S, ['create']]],
    expect: outcomes.permission(),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/maintenance',
    grants: [[S, ['create']]],
    expect: outcomes.permission(),
    // An opt-out of a merchant without opt-in asks nothing of the registry: the row is already as asked.
    request: async (ctx) => {
      const m = await ctx.t.app.modules
        .services('merchants')
        .ensure({ creditorId: ctx.creditorA.id, documentNumber: generateCnpj({ seed: seed++ }), companyName: 'Loja Manutenção Ltda', tradingName: 'Manutenção' });
      return { payload: [{ creditor_id: ctx.creditorA.id, document_number: m.document_number, optin_optout: 'opt-out', is_recurrence: 'não' }] };
    },
  },
];
