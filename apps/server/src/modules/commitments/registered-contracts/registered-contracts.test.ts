import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, addDays, generateCnpj, type RegisteredContractResponse } from '@lastro/domain';
import type { Registry } from '../../../integrations/registry/registry';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';
import { xlsxRows } from '../../exports/testing/export-flow';
import { insertDeal } from '../testing/deal-rows';

const URL = '/api/registered-contracts';
const M = MESSAGES.registeredContracts;
const UFR = generateCnpj({ seed: 31337 });

let t: TestApp;
let registry: Registry;
let adminToken: string;
let tokenA: string;
let tokenB: string;
let a: Awaited<ReturnType<typeof createCreditor>>;
let identifier: string;
const REF = `ref-rc-${Date.now()}`;
/** The commitment's own code, which another creditor uses too (codes are each creditor's). */
const CODE = `CMP-RC-${Date.now()}`;

const lookUp = (token: string, ref: string) => t.as(token, { method: 'GET', url: URL, query: { external_reference: ref } });

beforeAll(async () => {
  t = await createTestApp();
  registry = t.app.modules.services('registry');
  const today = await registry.today();
  const db = t.database.db;
  a = await createCreditor(db);
  const b = await createCreditor(db);
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const reader = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_contratos_registrados, ['read']]] });
  tokenA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: a.id, profileId: reader.id })).email, TEST_PASSWORD);
  tokenB = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: b.id, profileId: reader.id })).email, TEST_PASSWORD);

  const optIn = await registry.requestOptIn({
    idempotencyKey: `optin-${REF}`,
    financiador: a.documentNumber,
    ufr: UFR,
    dataAssinatura: today,
    dataInicio: today,
    dataFim: addDays(today, 700),
  });
  expect((await registry.awaitOperation(optIn.protocolo)).status).toBe('processada');
  // A percentage over URs before and after the twelve months of constituted ones: some
  // effects apply at once, the others wait for their UR to be constituted.
  const receipt = await registry.registerContract({
    idempotencyKey: REF,
    financiador: a.documentNumber,
    referenciaExterna: REF,
    tipoEfeito: 2,
    regraDivisao: 2,
    percentualBp: 1_000,
    dataAssinatura: today,
    dataVencimento: addDays(today, 420),
    unidades: { ufr: UFR, dataInicio: addDays(today, 330), dataFim: addDays(today, 400) },
    domicilio: { titular: a.documentNumber, ispb: '60701190', codigoBanco: '341', agencia: '0001', conta: '123456', tipoConta: 'CC' },
  });
  const op = await registry.awaitOperation(receipt.protocolo);
  expect(op.status, JSON.stringify(op.erros)).toBe('processada');
  identifier = (await registry.findContract({ financiador: a.documentNumber, referenciaExterna: REF }))!.identificadorContrato;
  await insertDeal(db, { creditor: a, merchantDocument: UFR, externalReference: REF, contractIdentifier: identifier, code: CODE });
  await insertDeal(db, { creditor: b, externalReference: `${REF}-b`, code: CODE });
  // Known to the product, never registered: the registry has no such contract.
  await insertDeal(db, { creditor: a, externalReference: `${REF}-unregistered` });
});
afterAll(async () => t?.close());

describe('GET registered-contracts', () => {
  it('answers the contract as the registry holds it, with the platform as participant', async () => {
    const res = await lookUp(adminToken, REF);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as RegisteredContractResponse;
    expect(c).toMatchObject({
      external_reference: REF,
      reference_id: identifier,
      asset_holder_document: UFR,
      requestor_document: a.documentNumber,
      participant_document: t.config.platformDocument,
      bank_account: { document_holder: a.documentNumber, type: 'CC', isbp: '60701190', agency: '0001', number: '123456' },
    });
    expect(c.receivables.length).toBeGreaterThan(0);
    expect(c.receivables_pending.length).toBeGreaterThan(0);
    for (const r of c.receivables) {
      expect(r.amount_effect).toBeGreaterThan(0);
      expect(r.amount_total).toBeGreaterThanOrEqual(r.amount_effect);
      expect(r.amount_blocked).toBeGreaterThanOrEqual(r.amount_effect);
      expect(r.asset_holder_document).toBe(UFR);
    }
    for (const r of c.receivables_pending) expect(r.amount_effect).toBe(0);
    const cents = (v: number) => Math.round(v * 100);
    expect(cents(c.receivables_amount_effect)).toBe(c.receivables.reduce((s, r) => s + cents(r.amount_effect), 0));
  });

  it('finds it by the registry identifier too, and for its own creditor user', async () => {
    const byId = await lookUp(tokenA, identifier);
    expect(byId.statusCode, byId.body).toBe(200);
    expect((byId.json() as RegisteredContractResponse).external_reference).toBe(REF);
  });

  it("finds it by the commitment's own code, a creditor user's among its own commitments only", async () => {
    for (const token of [adminToken, tokenA]) {
      const byCode = await lookUp(token, CODE);
      expect(byCode.statusCode, byCode.body).toBe(200);
      expect((byCode.json() as RegisteredContractResponse).external_reference).toBe(REF);
    }
    // Creditor B's commitment of the same code was never registered.
    expect((await lookUp(tokenB, CODE)).statusCode).toBe(404);
  });

  it("answers 'Contrato não encontrado' for an unknown reference, another creditor's contract and one the registry lacks", async () => {
    for (const [token, ref] of [
      [adminToken, 'nao-existe'],
      [tokenB, REF],
      [adminToken, `${REF}-unregistered`],
    ] as const) {
      const res = await lookUp(token, ref);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors.message).toEqual([M.notFound]);
    }
    const empty = await t.as(adminToken, { method: 'GET', url: URL, query: { external_reference: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('downloads the URs table as a spreadsheet in the screen order, only for those who may see the contract', async () => {
    const c = (await lookUp(adminToken, REF)).json() as RegisteredContractResponse;
    const res = await t.as(tokenA, { method: 'GET', url: `${URL}/export`, query: { external_reference: REF, format: 'xls' } });
    expect(res.statusCode, res.body).toBe(200);
    const { sheetName, rows } = await xlsxRows(res.rawPayload);
    expect(sheetName).toBe(M.sheetName);
    const header = rows[0]!;
    expect(header.slice(0, 4)).toEqual(['document_acquirer', 'arrangement_code', 'external_reference', 'reference_id']);
    const body = rows.slice(1);
    expect(body).toHaveLength(c.receivables.length + c.receivables_pending.length);
    const col = (name: string) => header.indexOf(name);
    expect(new Set(body.map((r) => r[col('encumbrance_indicator')]))).toEqual(new Set([0, 1]));
    expect(body.every((r) => r[col('division_rules')] === M.fixedAmount)).toBe(true);
    expect(body.filter((r) => r[col('constituition')] === M.toBeConstituted)).toHaveLength(c.receivables_pending.length);
    const other = await t.as(tokenB, { method: 'GET', url: `${URL}/export`, query: { external_reference: REF } });
    expect(other.statusCode).toBe(404);
  });

  // Moves the registry's date: the last test of the file.
  it('keeps the URs whose settlement paid the contract, with what was paid and when, after their effects are removed', async () => {
    const today = await registry.today();
    const ref = `${REF}-pago`;
    const receipt = await registry.registerContract({
      idempotencyKey: ref,
      financiador: a.documentNumber,
      referenciaExterna: ref,
      tipoEfeito: 2,
      regraDivisao: 1,
      valor: 1_500_000,
      dataAssinatura: today,
      dataVencimento: addDays(today, 60),
      unidades: { ufr: UFR, dataInicio: addDays(today, 1), dataFim: addDays(today, 6) },
      domicilio: { titular: a.documentNumber, ispb: '60701190', codigoBanco: '341', agencia: '0001', conta: '123456', tipoConta: 'CC' },
    });
    expect((await registry.awaitOperation(receipt.protocolo)).status).toBe('processada');
    await insertDeal(t.database.db, { creditor: a, merchantDocument: UFR, externalReference: ref });
    await registry.tick(addDays(today, 10));

    const paid = await registry.contractPayments({ financiador: a.documentNumber, referenciaExterna: ref });
    expect(paid!.pagamentos.length).toBeGreaterThan(0);
    const res = await lookUp(tokenA, ref);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as RegisteredContractResponse;
    const settled = c.receivables.filter((r) => r.amount_settled > 0);
    const cents = (v: number) => Math.round(v * 100);
    expect(
      settled.map((r) => ({ acquirer: r.document_acquirer, arranjo: r.arrangement_code, due: r.due_date, cents: cents(r.amount_settled), on: r.settlement_date_effective })).sort((x, y) => `${x.due}${x.acquirer}${x.arranjo}`.localeCompare(`${y.due}${y.acquirer}${y.arranjo}`)),
    ).toEqual(
      paid!.pagamentos
        .map((p) => ({ acquirer: p.credenciadora, arranjo: p.arranjo, due: p.dataLiquidacao, cents: p.valor, on: p.dataEfetiva }))
        .sort((x, y) => `${x.due}${x.acquirer}${x.arranjo}`.localeCompare(`${y.due}${y.acquirer}${y.arranjo}`)),
    );
    // Settled effects hold nothing any more; what they were paid is the contract's settled amount.
    expect(settled.every((r) => r.amount_effect === 0)).toBe(true);
    expect(cents(c.receivables_amount_settled)).toBe(paid!.pagamentos.reduce((sum, p) => sum + p.valor, 0));
  });
});
