import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PERMISSIONS,
  addDays,
  generateCnpj,
  parseCents,
  type RegistryContractPaymentsResponse,
  type RegistrySettlementRow,
  type RegistrySettlementsResponse,
  type RegistrySettlementTotalsResponse,
  type RegistryUnitSettlementsResponse,
} from '@lastro/domain';
import type { Registry } from '../../integrations/registry';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../test/fixtures';

const M = MESSAGES.registry;
const UFR = generateCnpj({ seed: 52_023 });
const ACCOUNT_A = { ispb: '60701190', codigoBanco: '341', agencia: '0001', conta: '123456-7', tipoConta: 'CC' };

let t: TestApp;
let registry: Registry;
let today: string;
let adminToken: string;
let tokenA: string;
let tokenB: string;
let tokenC: string;
let a: Awaited<ReturnType<typeof createCreditor>>;
let b: Awaited<ReturnType<typeof createCreditor>>;
let contractA: string;
let contractB: string;
const REF_A = `liq-a-${Date.now()}`;

const get = (token: string | null, url: string, query: Record<string, string> = {}) => t.as(token, { method: 'GET', url, query });
const cents = (amount: string) => parseCents(amount)!;
const total = (xs: readonly { amount: string }[]) => xs.reduce((s, x) => s + cents(x.amount), 0);
let period: { date_from: string; date_to: string };

beforeAll(async () => {
  t = await createTestApp();
  registry = t.app.modules.services('registry');
  today = await registry.today();
  period = { date_from: today, date_to: addDays(today, 30) };
  const db = t.database.db;
  a = await createCreditor(db);
  b = await createCreditor(db);
  const c = await createCreditor(db);
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const reader = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.relatorios_liquidacao, ['read']]] });
  const user = async (creditorId: string) =>
    t.signIn((await createAccount(db, { type: 'Creditor', creditorId, profileId: reader.id })).email, TEST_PASSWORD);
  [tokenA, tokenB, tokenC] = [await user(a.id), await user(b.id), await user(c.id)];

  // B holds 10 % of the merchant's next days of URs, A a fixed amount filling them in date order:
  // the last UR A reaches pays B, A and, with what is left, the merchant.
  const register = async (financiador: string, ref: string, tipoEfeito: 2 | 3, amount: { valor: number } | { percentualBp: number }) => {
    const optIn = await registry.requestOptIn({ idempotencyKey: `${ref}-optin`, financiador, ufr: UFR, dataAssinatura: today, dataInicio: today, dataFim: addDays(today, 365) });
    expect((await registry.awaitOperation(optIn.protocolo)).status).toBe('processada');
    const receipt = await registry.registerContract({
      idempotencyKey: ref,
      financiador,
      referenciaExterna: ref,
      tipoEfeito,
      regraDivisao: 'valor' in amount ? 1 : 2,
      ...amount,
      dataAssinatura: today,
      dataVencimento: addDays(today, 90),
      unidades: { ufr: UFR, dataInicio: addDays(today, 1), dataFim: addDays(today, 8) },
      domicilio: { titular: financiador, ...ACCOUNT_A },
    });
    const op = await registry.awaitOperation(receipt.protocolo);
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    return (op.resultado as { identificadorContrato: string }).identificadorContrato;
  };
  contractB = await register(b.documentNumber, `liq-b-${Date.now()}`, 3, { percentualBp: 1_000 });
  contractA = await register(a.documentNumber, REF_A, 2, { valor: 3_000_000 });
  await registry.tick(addDays(today, 15));
});
afterAll(async () => t?.close());

/** Every page of the creditor's settlements, following `next`. */
async function allPages(token: string, query: Record<string, string>): Promise<RegistrySettlementRow[]> {
  const rows: RegistrySettlementRow[] = [];
  let after: string | null = null;
  do {
    const res = await get(token, '/api/registry/settlements', { ...query, ...(after ? { after } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as RegistrySettlementsResponse;
    rows.push(...page.results);
    after = page.next;
  } while (after);
  return rows;
}

describe('GET registry/settlements and registry/settlements/totals', () => {
  it("pages a creditor user's own settlements by effective date, and the administrator reads them by creditor", async () => {
    const own = await allPages(tokenA, { ...period, limit: '2' });
    expect(own.length).toBeGreaterThan(2);
    expect(new Set(own.map((r) => r.contract_identifier))).toEqual(new Set([contractA]));
    expect(own[0]).toMatchObject({
      external_reference: REF_A,
      merchant_document: UFR,
      payee_document: a.documentNumber,
      bank_account: { document_holder: a.documentNumber, ispb: ACCOUNT_A.ispb, branch: '0001', account: '123456-7', type: 'CC', bank_code: '341' },
    });
    expect(own.every((r) => /^\d+\.\d{2}$/.test(r.amount) && r.unit_key === `${r.acquirer_document}:${UFR}:${r.arrangement_code}:${r.settlement_date}`)).toBe(true);
    expect(own.map((r) => r.effective_date)).toEqual(own.map((r) => r.effective_date).sort());
    expect(await allPages(adminToken, { ...period, creditor_id: a.id, limit: '1000' })).toEqual(own);
    expect(await allPages(tokenA, { ...period, creditor_id: a.id, ispb: ACCOUNT_A.ispb, branch: '0001', account: '123456-7' })).toEqual(own);
    expect(await allPages(tokenA, { ...period, ispb: ACCOUNT_A.ispb, branch: '0001', account: '999' })).toEqual([]);
    const ofB = await allPages(tokenB, period);
    expect(ofB.length).toBeGreaterThan(0);
    expect(new Set(ofB.map((r) => r.contract_identifier))).toEqual(new Set([contractB]));
  });

  it("sums them per day, account and acquirer to the list's total", async () => {
    const res = await get(tokenA, '/api/registry/settlements/totals', period);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RegistrySettlementTotalsResponse;
    const own = await allPages(tokenA, period);
    expect(cents(body.total.amount)).toBe(total(own));
    expect(body.total.count).toBe(own.length);
    expect(total(body.results)).toBe(total(own));
    for (const line of body.results) {
      const those = own.filter((r) => r.effective_date === line.effective_date && r.acquirer_document === line.acquirer_document);
      expect(cents(line.amount)).toBe(total(those));
      expect(line.bank_account).toEqual({ ispb: ACCOUNT_A.ispb, branch: '0001', account: '123456-7' });
    }
    const asAdmin = await get(adminToken, '/api/registry/settlements/totals', { ...period, creditor_id: a.id });
    expect(asAdmin.json()).toEqual(body);
  });

  it("answers another creditor's settlements as not found, and asks an administrator which creditor", async () => {
    for (const url of ['/api/registry/settlements', '/api/registry/settlements/totals']) {
      expect((await get(tokenB, url, { ...period, creditor_id: a.id })).statusCode).toBe(404);
      const unnamed = await get(adminToken, url, period);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().errors.message).toEqual([M.settlementsCreditorRequired]);
      expect((await get(adminToken, url, { ...period, creditor_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    }
  });

  it('refuses, in Portuguese, a period reversed or over 92 days, a domicile without ISPB and a page position it never gave', async () => {
    const refused = async (query: Record<string, string>) => {
      const res = await get(tokenA, '/api/registry/settlements', query);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.message as string[];
    };
    expect(await refused({ date_from: today, date_to: addDays(today, -1) })).toContain(M.settlementsPeriodInvalid);
    expect(await refused({ date_from: today, date_to: addDays(today, 92) })).toContain(M.settlementsPeriodTooLong(92));
    expect(await refused({ ...period, account: '123456-7' })).toContain(M.settlementsDomicileIncomplete);
    expect(await refused({ ...period, after: 'qualquer' })).toEqual(['100501 - Posição de paginação inválida']);
    expect((await get(tokenA, '/api/registry/settlements', { date_from: today, date_to: addDays(today, 91) })).statusCode).toBe(200);
  });
});

describe('GET registry/contracts/:identifier/payments', () => {
  it("answers a contract's payments UR by UR, by identifier or external reference, to its creditor and the administrator", async () => {
    const res = await get(tokenA, `/api/registry/contracts/${contractA}/payments`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RegistryContractPaymentsResponse;
    expect(body).toMatchObject({ contract_identifier: contractA, external_reference: REF_A });
    expect(body.payments.length).toBeGreaterThan(0);
    expect(cents(body.amount_paid)).toBe(total(body.payments));
    // The same money the period's list shows for the contract.
    expect(total(body.payments)).toBe(total(await allPages(tokenA, period)));
    expect((await get(tokenA, `/api/registry/contracts/${encodeURIComponent(REF_A)}/payments`)).json()).toEqual(body);
    expect((await get(adminToken, `/api/registry/contracts/${contractA}/payments`, { creditor_id: a.id })).json()).toEqual(body);
  });

  it("answers another creditor's contract and an unknown one as not found", async () => {
    expect((await get(tokenB, `/api/registry/contracts/${contractA}/payments`)).statusCode).toBe(404);
    expect((await get(tokenB, `/api/registry/contracts/${contractA}/payments`, { creditor_id: a.id })).statusCode).toBe(404);
    expect((await get(adminToken, `/api/registry/contracts/${contractA}/payments`, { creditor_id: b.id })).statusCode).toBe(404);
    const unknown = await get(tokenA, '/api/registry/contracts/nao-existe/payments');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.message).toEqual([M.settlementsContractNotFound]);
    expect((await get(adminToken, `/api/registry/contracts/${contractA}/payments`)).statusCode).toBe(400);
  });
});

describe('GET registry/units/:key/settlements', () => {
  const unitUrl = (key: string) => `/api/registry/units/${encodeURIComponent(key)}/settlements`;
  /** A UR that paid A's contract, B's and the merchant (the last ones A's fixed amount reached). */
  async function sharedUnit(): Promise<string> {
    const ofA = await allPages(tokenA, period);
    const latestFirst = [...new Set(ofA.map((r) => r.unit_key))].sort((x, y) => y.slice(-10).localeCompare(x.slice(-10)));
    for (const key of latestFirst) {
      const u = (await get(adminToken, unitUrl(key))).json() as RegistryUnitSettlementsResponse;
      if (new Set(u.settlements.map((x) => x.contract_identifier)).size === 3) return key;
    }
    throw new Error('no UR paid A, B and the merchant');
  }

  it('shows the administrator every settlement of a settled UR: together they are its total (money in = money out)', async () => {
    const res = await get(adminToken, unitUrl(await sharedUnit()));
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json() as RegistryUnitSettlementsResponse;
    expect(u.others).toBeNull();
    expect(u.amount_settled).toBe(u.amount_total);
    expect(total(u.settlements)).toBe(cents(u.amount_total));
    expect(new Set(u.settlements.map((s) => s.contract_identifier))).toEqual(new Set([contractA, contractB, null]));
    const toMerchant = u.settlements.filter((s) => s.contract_identifier === null);
    expect(toMerchant.every((s) => s.payee_document === UFR && s.bank_account === null)).toBe(true);
  });

  it("shows a creditor user its own contracts' settlements and the rest as one sum; a UR it holds no effect on is not found", async () => {
    const key = await sharedUnit();
    const all = (await get(adminToken, unitUrl(key))).json() as RegistryUnitSettlementsResponse;
    for (const [token, contract] of [
      [tokenA, contractA],
      [tokenB, contractB],
    ] as const) {
      const res = await get(token, unitUrl(key));
      expect(res.statusCode, res.body).toBe(200);
      const u = res.json() as RegistryUnitSettlementsResponse;
      expect(u.settlements).toEqual(all.settlements.filter((s) => s.contract_identifier === contract));
      expect(u.others!.count).toBe(all.settlements.length - u.settlements.length);
      expect(total(u.settlements) + cents(u.others!.amount)).toBe(cents(u.amount_total));
    }
    expect((await get(tokenC, unitUrl(key))).statusCode).toBe(404);
    expect((await get(tokenB, unitUrl(key), { creditor_id: a.id })).statusCode).toBe(404);
    const unknown = await get(tokenA, unitUrl(`${key.slice(0, -10)}2099-01-01`));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.message).toEqual([M.settlementsUnitNotFound]);
    expect((await get(adminToken, unitUrl('nao-e-uma-chave'))).statusCode).toBe(404);
  });
});
