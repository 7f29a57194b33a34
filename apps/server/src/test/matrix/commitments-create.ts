import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@lastro/domain';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

const CREATE = [[PERMISSIONS.cad_compromisso_dados_compromissos, ['create']]] as const;

/**
 * A well-formed commitment for creditor A. Creditor A has no parameters, so a caller allowed to
 * create for it is stopped by 'Parceiro não tem parametros cadastrados' (400) after the
 * authorization and scope checks; creating for real is covered by the create tests.
 */
const payload = (ctx: MatrixContext) => [
  {
    creditor_id: ctx.creditorA.id,
    creditor_originator_bank_account_id: randomUUID(),
    merchant_id: randomUUID(),
    title: 'Contrato',
    description: 'Descrição',
    code: 'M-1',
    min_percentage: 100,
    expiration_date: '2099-12-31',
    issue_date: '2099-01-01',
    document_acquirers: ['01027058000191'],
    payment_arrangements: ['VCC'],
    type: 2,
    contract_type: 1,
    amount: 10,
    execution_date: '2099-01-02',
    execution_date_final: '2099-02-01',
  },
];

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/deals/create-options',
    grants: CREATE,
    expect: outcomes.permission(200),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  { method: 'POST', url: '/api/deals', grants: CREATE, expect: outcomes.permission(400), request: (ctx) => ({ payload: payload(ctx) }) },
  {
    method: 'POST',
    url: '/api/deals/contract-smoke',
    grants: CREATE,
    expect: outcomes.permission(400),
    request: (ctx) => ({ payload: payload(ctx).map((p) => ({ ...p, division_rule: 2, amount_onerate: 10 })) }),
  },
];
