import { randomUUID } from 'node:crypto';
import { PERMISSIONS, generateCnpj } from '@lastro/domain';
import { dealInstallments, deals } from '../../db/schema';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** The commitment actions: each call gets a fresh deal of creditor A in a status the action allows. */
const S = PERMISSIONS.cad_compromisso_dados_compromissos;
let seed = 93_000;

async function dealOfA(ctx: MatrixContext, status: number): Promise<string> {
  const documentNumber = generateCnpj({ seed: seed++ });
  const merchant = await ctx.t.app.modules
    .services('merchants')
    .ensure({ creditorId: ctx.creditorA.id, documentNumber, companyName: 'Loja Compromisso Ltda', tradingName: 'Loja Compromisso' });
  const id = randomUUID();
  await ctx.db.insert(deals).values({
    id,
    creditorId: ctx.creditorA.id,
    merchantId: merchant.id,
    creditorCompanyName: 'Fornecedor A Ltda',
    creditorTradingName: 'Fornecedor A',
    creditorDocumentNumber: generateCnpj({ seed: seed++ }),
    merchantCompanyName: 'Loja Compromisso Ltda',
    merchantTradingName: 'Loja Compromisso',
    merchantDocumentNumber: documentNumber,
    title: 'Compromisso',
    description: 'Matriz',
    code: 'MATRIZ',
    type: 1,
    contractType: 1,
    amount: 1000,
    installments: 1,
    executionDate: '2030-01-01',
    executionDateEnd: '2030-01-31',
    status,
  });
  await ctx.db.insert(dealInstallments).values({
    dealId: id,
    installment: 1,
    amount: 1000,
    executionDate: '2030-01-01',
    executionDateEnd: '2030-01-31',
    externalReference: `${id}-01`,
  });
  return id;
}

export const matrix: MatrixEntry[] = [
  {
    method: 'PUT',
    url: '/api/deals/change-status',
    grants: [[S, ['delete']]],
    expect: outcomes.permission(),
    // Cancelling a commitment waiting for approval: nothing registered yet.
    request: async (ctx) => ({ payload: { deal_id: await dealOfA(ctx, 1), deal_status: 3 } }),
  },
  {
    method: 'POST',
    url: '/api/deals/reversed',
    grants: [[S, ['edit']]],
    expect: outcomes.permission(),
    // The second call of 'Liquidar': completes a settled commitment.
    request: async (ctx) => ({ payload: { deal_id: await dealOfA(ctx, 4) } }),
  },
  {
    method: 'POST',
    url: '/api/deals/approved',
    grants: [[S, ['edit']]],
    expect: outcomes.permission(),
    request: async (ctx) => ({ payload: { deal_id: await dealOfA(ctx, 1) } }),
  },
];
