import { addDays, COMMITMENT_STATUS_CODE, generateCnpj } from '@lastro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../../integrations/registry';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, TEST_PASSWORD } from '../../../test/fixtures';
import { optInThroughApi } from '../../../test/optins';
import { judge } from './registration-effects';
import type { DealRow, InstallmentRow } from './registration.repository';
import { creditorWithDomicile, type CreditorWorld } from './testing/fixtures';

/**
 * Issue 23 finding 4: a smoke commitment at a percentage is registered with its installment as
 * the contract's limit (saldo devedor), so the registry never applies nor pays more than it, and
 * the commitment is judged against it.
 */

const S = COMMITMENT_STATUS_CODE;

let t: TestApp;
let today: string;
let admin: string;
let creditor: CreditorWorld;
let merchant: { id: string; documentNumber: string };
let relations: { acquirers: string[]; arrangements: string[] };

const registry = () => t.app.modules.services('registry');

beforeAll(async () => {
  t = await createTestApp();
  today = await registry().today();
  creditor = await creditorWithDomicile(t, {
    tipo_transacao: 'ambos',
    tipo_contrato: 'todos',
    quantidade_parcelas_compromisso: '3',
  });
  admin = await t.signIn((await createAccount(t.database.db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const documentNumber = generateCnpj({ seed: 23_401 });
  const m = await t.app.modules
    .services('merchants')
    .ensure({
      creditorId: creditor.id,
      documentNumber,
      companyName: 'Loja Limite Ltda',
      tradingName: 'Loja Limite',
    });
  merchant = { id: m.id, documentNumber };
  const optIn = await optInThroughApi(t, admin, m.id, {
    creditor_id: creditor.id,
    signature_date: today,
    start_date: today,
    end_date: addDays(today, 365),
  });
  expect(optIn.statusCode, optIn.body).toBe(201);
  const found = await t.as(admin, {
    method: 'GET',
    url: '/api/merchants/relations',
    query: { documentNumber, creditor_id: creditor.id },
  });
  const rows = found.json().results as { acquirer_document: string; arrangement_code: string }[];
  relations = {
    acquirers: [...new Set(rows.map((r) => r.acquirer_document))],
    arrangements: [...new Set(rows.map((r) => r.arrangement_code))],
  };
});
afterAll(async () => t?.close());

/** POST deals/contract-smoke: one installment at `percent` %, of `amount` reais, over the window; waits for its registration. */
async function smokePercentage(code: string, amount: number, percent: number, window: [number, number]) {
  const res = await t.as(admin, {
    method: 'POST',
    url: '/api/deals/contract-smoke',
    payload: [
      {
        is_gcap: false,
        creditor_id: creditor.id,
        creditor_originator_bank_account_id: creditor.domicileId,
        title: 'Cobrança fumaça em percentual',
        description: 'Limite do contrato',
        code,
        merchant_id: merchant.id,
        min_percentage: 100,
        expiration_date: addDays(today, 300),
        issue_date: today,
        document_acquirers: relations.acquirers,
        payment_arrangements: relations.arrangements,
        type: 2,
        contract_type: 1,
        origin_gateway: null,
        amount,
        due_date: null,
        execution_date: addDays(today, window[0]),
        execution_date_final: addDays(today, window[1]),
        division_rule: 2,
        amount_onerate: percent,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()[0].id as string;
  const status = await waitFor(async () => {
    const [deal] = await t.database.query<{ status: number }>('select status from deals where id = $1', [id]);
    return deal && deal.status !== S.em_processamento ? deal.status : undefined;
  }, 'the smoke commitment to be registered');
  return { id, status };
}

/** What the deal's effects hold and were paid, as the product copied them from the registry. */
async function heldAndPaid(id: string) {
  const [row] = await t.database.query<{ held: string; paid: string }>(
    `select coalesce(sum(effect_amount), 0) as held, coalesce(sum(effective_settlement_amount), 0) as paid
     from deal_effects where deal_id = $1`,
    [id],
  );
  return { held: Number(row!.held), paid: Number(row!.paid) };
}

describe('a smoke commitment at a percentage (issue 23 finding 4)', () => {
  it('is registered with its amount as the limit: never applied nor paid above it, aprovado once reached', async () => {
    // 50 % of three months of every arranjo of the merchant is far more than R$ 1.000,00.
    const { id, status } = await smokePercentage('PCT-LIMITE', 1000, 50, [1, 90]);
    expect(status).toBe(S.aprovado);
    const contract = (await registry().findContract({
      financiador: creditor.documentNumber,
      referenciaExterna: `${id}-01`,
    }))!;
    expect(contract).toMatchObject({
      regraDivisao: 2,
      percentualBp: 5_000,
      valor: 100_000,
      resultadoDistribuicao: 3,
    });
    expect((await heldAndPaid(id)).held).toBe(100_000);

    for (const day of [20, 45, 70]) {
      await registry().tick(addDays(today, day));
      await t.app.modules.services('commitments').registryEvents.refreshLive();
      const { held, paid } = await heldAndPaid(id);
      expect(held + paid, `day ${day}`).toBe(100_000);
    }
    expect((await heldAndPaid(id)).paid).toBeGreaterThan(0);
  });

  it('is insuficiente when what it obtains is below the minimum percentage of its limit', async () => {
    const { id, status } = await smokePercentage('PCT-CURTO', 1_000_000, 1, [100, 110]);
    expect(status).toBe(S.insuficiente);
    const [deal] = await t.database.query<{ status_message: string }>(
      'select status_message from deals where id = $1',
      [id],
    );
    expect(deal!.status_message).toMatch(/^Valor livre insuficiente: aplicado R\$ .+, faltam R\$ .+$/);
  });
});

describe('judge, for a percentage contract with a limit', () => {
  const installment = { amount: 100_000 } as InstallmentRow;
  const contract = (valorConstituido: number, resultadoDistribuicao: 1 | 2 | 3) =>
    ({
      regraDivisao: 2,
      valor: 100_000,
      percentualBp: 5_000,
      valorConstituido,
      resultadoDistribuicao,
      efeitos: [],
    }) as unknown as Contract;

  it('approves it at its limit, and below it only from the minimum percentage of the limit on', () => {
    const deal = { minPercentage: 80 } as DealRow;
    expect(judge(deal, installment, contract(100_000, 3)).status).toBe(S.aprovado);
    expect(judge(deal, installment, contract(100_000, 1)).status).toBe(S.aprovado);
    expect(judge(deal, installment, contract(80_000, 2)).status).toBe(S.aprovado);
    expect(judge(deal, installment, contract(79_999, 2))).toMatchObject({
      status: S.insuficiente,
      statusMessage: 'Valor livre insuficiente: aplicado R$ 799,99, faltam R$ 200,01',
    });
  });
});
