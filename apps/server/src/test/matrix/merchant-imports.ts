import { MERCHANT_REGISTRATION_COLUMNS, PERMISSIONS, generateCnpj } from '@lastro/domain';
import { multipart } from '../../modules/creditors/testing';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Merchant imports: the two uploads (routes the imports module registers for the merchants' sources), the JSON maintenance, the functions. */
const S = PERMISSIONS.importacao_estabelecimento;
let seed = 93_000;

/** A one-row file for creditor A as the page uploads it; the row itself is the job's to judge. */
const upload = (ctx: MatrixContext, fn: '0' | '1', csv: string) =>
  multipart({ creditor_id: ctx.creditorA.id, function: fn }, { file: { filename: 'estabelecimentos.csv', contentType: 'text/csv', data: Buffer.from(csv) } });

export const matrix: MatrixEntry[] = [
  {
    method: 'POST',
    url: '/api/users/upload-merchant',
    grants: [[S, ['create']]],
    expect: outcomes.permission(202),
    request: (ctx) => upload(ctx, '1', `${MERCHANT_REGISTRATION_COLUMNS.join(';')}\n${generateCnpj({ seed: seed++ })}\n`),
  },
  {
    method: 'POST',
    url: '/api/users/upload-merchant/maintenance',
    grants: [[S, ['create']]],
    expect: outcomes.permission(202),
    request: (ctx) => upload(ctx, '0', `cnpj_ou_id_lote;opt_in_opt_out;recorrente_\n${generateCnpj({ seed: seed++ })};opt-out;não\n`),
  },
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
