import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PERMISSIONS, VALIDATION_MESSAGES, addDays, generateCnpj, type CommitmentInstallmentPayloadInput } from '@lastro/domain';
import { creditorDomiciles, creditorOriginators } from '../../../db/schema/creditors';
import { dealHistory, dealInstallments, deals } from '../../../db/schema/commitments';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';
import { DEAL_REGISTRATION_JOB } from '../commitments.ports';
import { optInThroughApi } from '../../../test/optins';

const M = MESSAGES.commitments;
const C = M.create;

let t: TestApp;
let today: string;
let adminToken: string;
let tokenA: string;
let tokenB: string;
let readOnlyA: string;
let creditorA: string;
let creditorB: string;
let merchantA: { id: string; document_number: string };
let domicileA: string;
let domicileB: string;
let relations: { acquirer: string; arrangement: string };
let enqueued: { type: string; accountId: string; data: unknown }[] = [];

const services = <N extends 'creditors' | 'merchants'>(name: N) => t.app.modules.services(name);
let seed = 9100;

async function domicileOf(creditorId: string, status = 'Ativo') {
  const db = t.database.db;
  const [o] = await db
    .insert(creditorOriginators)
    .values({ creditorId, cnpjOriginador: generateCnpj({ seed: seed++ }), razaoSocial: 'Originadora Ltda' })
    .returning();
  const [d] = await db
    .insert(creditorDomiciles)
    .values({ originatorId: o!.id, cnpjDomicilio: o!.cnpjOriginador, tituloDomicilio: 'Conta', banco: '001', ispb: '00000000', agencia: '0001', conta: '12345', digito: '6', tipoConta: 'CC', status })
    .returning();
  return d!.id;
}

async function merchantWithOptIn(creditorId: string) {
  const m = await services('merchants').ensure({ creditorId, documentNumber: generateCnpj({ seed: seed++ }), companyName: 'Loja Ltda', tradingName: 'Loja' });
  const res = await optInThroughApi(t, adminToken, m.id, { creditor_id: creditorId, signature_date: today, start_date: today, end_date: addDays(today, 365) });
  expect(res.statusCode).toBe(201);
  return m;
}

const installment = (over: Partial<CommitmentInstallmentPayloadInput> = {}): CommitmentInstallmentPayloadInput => ({
  is_gcap: false,
  creditor_id: creditorA,
  creditor_originator_bank_account_id: domicileA,
  title: 'Contrato de garantia',
  description: 'Capital de giro',
  code: 'CG-001',
  merchant_id: merchantA.id,
  min_percentage: 100,
  expiration_date: addDays(today, 180),
  issue_date: today,
  document_acquirers: [relations.acquirer],
  payment_arrangements: [relations.arrangement],
  type: 2,
  contract_type: 1,
  origin_gateway: null,
  amount: 100,
  due_date: null,
  execution_date: addDays(today, 1),
  execution_date_final: addDays(today, 30),
  ...over,
});

const post = (token: string, payload: unknown, path = 'deals', headers: Record<string, string> = {}) =>
  t.as(token, { method: 'POST', url: `/api/${path}`, payload: payload as object, headers });

beforeAll(async () => {
  t = await createTestApp();
  today = await t.app.modules.services('registry').today();
  const db = t.database.db;
  creditorA = (await createCreditor(db)).id;
  creditorB = (await createCreditor(db)).id;
  await services('creditors').setParameters(creditorA, { tipo_transacao: 'ambos', tipo_contrato: 'todos', quantidade_parcelas_compromisso: '3', gcap: '1' });
  await services('creditors').setParameters(creditorB, { tipo_transacao: '1', tipo_contrato: '1' });
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const writer = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_compromisso_dados_compromissos, ['read', 'create']]] });
  const reader = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_compromisso_dados_compromissos, ['read']]] });
  tokenA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA, profileId: writer.id })).email, TEST_PASSWORD);
  tokenB = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorB, profileId: writer.id })).email, TEST_PASSWORD);
  readOnlyA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA, profileId: reader.id })).email, TEST_PASSWORD);
  domicileA = await domicileOf(creditorA);
  domicileB = await domicileOf(creditorB);
  merchantA = await merchantWithOptIn(creditorA);
  const found = await t.as(tokenA, { method: 'GET', url: '/api/merchants/relations', query: { documentNumber: merchantA.document_number, creditor_id: creditorA } });
  expect(found.statusCode).toBe(200);
  const rows = found.json().results as { acquirer_document: string; arrangement_code: string }[];
  relations = { acquirer: rows[0]!.acquirer_document, arrangement: rows[0]!.arrangement_code };
});
afterAll(async () => t?.close());

beforeEach(() => {
  enqueued = [];
  // The registration job belongs to another part of the module: record what is queued instead.
  vi.spyOn(t.app.modules.jobs, 'enqueue').mockImplementation(async (type, accountId, data) => {
    enqueued.push({ type, accountId, data });
    return 'job';
  });
});

describe('POST deals', () => {
  it('creates the commitment with its installments, a first history row and queues its registration', async () => {
    const res = await post(tokenA, [installment({ amount: 33.33 }), installment({ amount: 33.33 }), installment({ amount: 33.34, execution_date_final: addDays(today, 60) })]);
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json() as { id: string; installment: number; external_reference: string; amount: number }[];
    expect(items.map((i) => i.installment)).toEqual([1, 2, 3]);
    const dealId = items[0]!.id;
    expect(items.every((i) => i.id === dealId)).toBe(true);
    expect(items.map((i) => i.external_reference)).toEqual([`${dealId}-01`, `${dealId}-02`, `${dealId}-03`]);

    const db = t.database.db;
    const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({
      creditorId: creditorA,
      merchantId: merchantA.id,
      merchantDocumentNumber: merchantA.document_number,
      amount: 10000,
      installments: 3,
      strategy: 0,
      status: 6,
      executionDate: addDays(today, 1),
      executionDateEnd: addDays(today, 60),
      bankAccountId: domicileA,
      acquirers: [relations.acquirer],
    });
    expect(deal!.creditorCompanyName).toMatch(/^Fornecedor/);
    const rows = await db.select().from(dealInstallments).where(eq(dealInstallments.dealId, dealId));
    expect(rows.map((r) => r.amount).sort()).toEqual([3333, 3333, 3334]);
    const history = await db.select().from(dealHistory).where(eq(dealHistory.dealId, dealId));
    expect(history).toMatchObject([{ status: 6, description: 'Em processamento' }]);
    expect(enqueued).toEqual([{ type: DEAL_REGISTRATION_JOB, accountId: expect.any(String), data: { dealId } }]);
  });

  it('creates once for one Idempotency-Key, answering the first creation again', async () => {
    const key = `chave-${Date.now()}`;
    const [first, second] = await Promise.all([
      post(tokenA, [installment({ code: 'IDEM' })], 'deals', { 'idempotency-key': key }),
      post(tokenA, [installment({ code: 'IDEM' })], 'deals', { 'idempotency-key': key }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json()[0].id).toBe(second.json()[0].id);
    const again = await post(tokenA, [installment({ code: 'IDEM' })], 'deals', { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()[0].id).toBe(first.json()[0].id);
    expect((await t.database.db.select().from(deals).where(eq(deals.requestKey, key))).length).toBe(1);
    expect(enqueued.length).toBe(1);
    expect((await post(tokenA, [installment()], 'deals', { 'idempotency-key': 'com espaço' })).json()).toEqual({ errors: { message: [C.idempotencyKeyInvalid] } });
  });

  it('refuses an Idempotency-Key used before with another request (422), and answers the same request in any key order', async () => {
    const key = `chave-outra-${Date.now()}`;
    const body = installment({ code: 'IDEM-B' });
    const first = await post(tokenA, [body], 'deals', { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const reused = { errors: { message: [C.idempotencyKeyReused] } };
    for (const [payload, path] of [
      [[installment({ code: 'IDEM-B', amount: 101 })], 'deals'],
      [[body, body], 'deals'],
    ] as const) {
      const res = await post(tokenA, payload, path, { 'idempotency-key': key });
      expect(res.statusCode, `${path} ${res.body}`).toBe(422);
      expect(res.json()).toEqual(reused);
    }
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const same = await post(tokenA, [reordered], 'deals', { 'idempotency-key': key });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()[0].id).toBe(first.json()[0].id);
    // Two different requests sent at once with one key: one is created, the other refused.
    const raceKey = `${key}-corrida`;
    const raced = await Promise.all([
      post(tokenA, [installment({ code: 'IDEM-C1' })], 'deals', { 'idempotency-key': raceKey }),
      post(tokenA, [installment({ code: 'IDEM-C2' })], 'deals', { 'idempotency-key': raceKey }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await t.database.db.select().from(deals).where(eq(deals.requestKey, raceKey))).length).toBe(1);
    expect(enqueued.length).toBe(2);
  });

  it('refuses what the form refuses, in Portuguese', async () => {
    const refused = async (payload: unknown, path = 'deals') => {
      const res = await post(tokenA, payload, path);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { errors: { message: string[] } }).errors.message;
    };
    expect(await refused([installment({ execution_date: addDays(today, 40) })])).toContain(M.executionStartAfterEnd);
    expect(await refused([installment({ expiration_date: addDays(today, -1) })])).toContain(M.expirationBeforeCreation);
    expect(await refused([installment({ type: 1 })])).toContain(M.dueDateRequired);
    expect(await refused([installment({ document_acquirers: [] })])).toContain(M.acquirersRequired);
    expect(await refused([installment({ min_percentage: 0 })])).toContain(M.minPercentageRange);
    expect(await refused([installment()], 'deals/contract-smoke')).toContain(M.divisionRuleRequired);
    expect(await refused([installment({ division_rule: 2, amount_onerate: 101 })], 'deals/contract-smoke')).toContain(M.percentAbove100);
    expect(await refused([installment(), installment({ code: 'outro' })])).toContain(C.installmentsDiffer);
    expect((await refused({ title: 'x' })).length).toBeGreaterThan(0);
    // No installment at all: the list's own message, not a 500 from a rule reading the first one.
    expect(await refused([])).toEqual([VALIDATION_MESSAGES.required]);
    expect(await refused([], 'deals/contract-smoke')).toEqual([VALIDATION_MESSAGES.required]);
    expect(await refused([installment({ amount: 'dez' as unknown as number })])).toContain(M.amountPositive);
  });

  it('refuses an impossible day in any date of the payload with "Data inválida" alone, creating nothing', async () => {
    const before = await t.database.db.select({ id: deals.id }).from(deals);
    for (const field of ['issue_date', 'expiration_date', 'due_date', 'execution_date', 'execution_date_final'] as const) {
      for (const day of ['2110-02-62', '62/02/2110', '2026-02-30']) {
        const res = await post(tokenA, [installment({ [field]: day })]);
        expect(res.statusCode, `${field} ${day}`).toBe(400);
        expect((res.json() as { errors: { message: string[] } }).errors.message, `${field} ${day}`).toEqual([VALIDATION_MESSAGES.invalidDate]);
      }
    }
    expect(await t.database.db.select({ id: deals.id }).from(deals)).toHaveLength(before.length);
  });

  it('checks the merchant, its links, the domicile and the creditor parameters', async () => {
    const refused = async (payload: unknown, token = tokenA, path = 'deals') => {
      const res = await post(token, payload, path);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { errors: { message: string[] } }).errors.message;
    };
    const noOptIn = await services('merchants').ensure({ creditorId: creditorA, documentNumber: generateCnpj({ seed: seed++ }), companyName: 'Sem Opt-in Ltda', tradingName: 'Sem Opt-in' });
    expect(await refused([installment({ merchant_id: noOptIn.id })])).toEqual([M.noOptIn]);
    expect(await refused([installment({ document_acquirers: ['00000000000191'] })])).toEqual([C.acquirerNotLinked]);
    expect(await refused([installment({ payment_arrangements: ['XXX'] })])).toEqual([C.arrangementNotLinked]);
    expect(await refused([installment({ creditor_originator_bank_account_id: domicileB })])).toEqual([C.domicileNotAvailable]);
    expect(await refused([installment({ creditor_originator_bank_account_id: await domicileOf(creditorA, 'Inativo') })])).toEqual([C.domicileNotAvailable]);
    expect(await refused([installment(), installment(), installment(), installment()].map((i) => ({ ...i, amount: 25 })))).toEqual([C.tooManyInstallments]);
    // Creditor B allows Garantia and Troca de Titularidade only; its merchant is its own.
    const merchantB = await merchantWithOptIn(creditorB);
    const asB = { creditor_id: creditorB, merchant_id: merchantB.id, creditor_originator_bank_account_id: domicileB };
    expect(await refused([installment({ ...asB, contract_type: 2 })], tokenB)).toEqual([C.transactionTypeNotAllowed, C.contractTypeNotAllowed]);
    expect(await refused([installment({ ...asB, merchant_id: merchantA.id, type: 1, due_date: today })], tokenB)).toEqual([M.merchantNotFound]);
    expect(await refused([installment({ ...asB, type: 1, contract_type: 2, is_gcap: true, division_rule: 2, amount_onerate: 10, due_date: today })], tokenB, 'deals/contract-smoke')).toEqual([
      C.contractTypeNotAllowed,
      C.gcapNotAllowed,
    ]);
    // A creditor without parameters.
    const bare = (await createCreditor(t.database.db)).id;
    const res = await post(adminToken, [installment({ creditor_id: bare })]);
    expect(res.json()).toEqual({ errors: { message: [M.partnerWithoutParameters] } });
  });

  it('keeps the commitment within the partner\'s amount and term limits (compromisso_valor_min/max, dias_min/max, permite_compromisso_acima_limite)', async () => {
    const base = { tipo_transacao: 'ambos', tipo_contrato: 'todos', quantidade_parcelas_compromisso: '3', gcap: '1' };
    const refusedWith = async (payload: unknown) => {
      const res = await post(tokenA, payload);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { errors: { message: string[] } }).errors.message;
    };
    try {
      await services('creditors').setParameters(creditorA, { ...base, compromisso_valor_min: '50', compromisso_valor_max: '1000', dias_min: '10', dias_max: '60' });
      expect(await refusedWith([installment({ amount: 40 })])).toEqual([C.amountBelowPartnerMin('R$ 50,00')]);
      expect(await refusedWith([installment({ amount: 1000.01 })])).toEqual([C.amountAbovePartnerMax('R$ 1.000,00')]);
      expect(await refusedWith([installment({ execution_date_final: addDays(today, 5) })])).toEqual([C.termBelowPartnerMin(10)]);
      expect(await refusedWith([installment({ execution_date_final: addDays(today, 61) })])).toEqual([C.termAbovePartnerMax(60)]);
      // Within the limits (the term counts from the issue date to the last execution end).
      expect((await post(tokenA, [installment({ code: 'LIM-OK', amount: 1000, execution_date_final: addDays(today, 60) })])).statusCode).toBe(201);
      // The partner may be allowed above the maximum.
      await services('creditors').setParameters(creditorA, { ...base, compromisso_valor_max: '1000', permite_compromisso_acima_limite: '1' });
      expect((await post(tokenA, [installment({ code: 'LIM-ACIMA', amount: 5000 })])).statusCode).toBe(201);
      const options = await t.as(tokenA, { method: 'GET', url: '/api/deals/create-options', query: { creditor_id: creditorA } });
      expect(options.json()).toMatchObject({ min_amount: 50, max_amount: null, min_days: 10, max_days: 60 });
    } finally {
      const cleared = { compromisso_valor_min: '', compromisso_valor_max: '', dias_min: '', dias_max: '', permite_compromisso_acima_limite: '' };
      await services('creditors').setParameters(creditorA, { ...base, ...cleared });
    }
  });

  it('answers the created commitment even when its registration cannot be queued', async () => {
    vi.spyOn(t.app.modules.jobs, 'enqueue').mockRejectedValue(new Error('fila indisponível'));
    const res = await post(tokenA, [installment({ code: 'SEM-FILA' })]);
    expect(res.statusCode, res.body).toBe(201);
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, res.json()[0].id));
    expect(deal).toMatchObject({ code: 'SEM-FILA', status: 6 });
  });

  it('creates a smoke commitment with collateral management', async () => {
    const res = await post(
      tokenA,
      [installment({ is_gcap: true, type: 4, contract_type: 2, expiration_date: null, division_rule: 2, amount_onerate: 12.5 })],
      'deals/contract-smoke',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()[0]).toMatchObject({ division_rule: 2, amount_onerate: 12.5, strategy: 1 });
    const [row] = await t.database.db.select().from(dealInstallments).where(eq(dealInstallments.dealId, res.json()[0].id));
    expect(row).toMatchObject({ divisionRule: 2, amountOnerateBp: 1250, amountOnerate: null });
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, res.json()[0].id));
    expect(deal).toMatchObject({ gcap: true, strategy: 1, expirationDate: null });
  });

  it('keeps creditor users to their own creditor and needs the create permission', async () => {
    expect((await post(tokenB, [installment()])).statusCode).toBe(404);
    expect((await post(readOnlyA, [installment()])).statusCode).toBe(403);
    expect((await post(tokenB, [installment()], 'deals', { 'idempotency-key': 'x-1' })).statusCode).toBe(404);
    // An admin creates for any creditor.
    expect((await post(adminToken, [installment()])).statusCode).toBe(201);
  });
});

describe('the form\'s look-ups for a creditor user who may create commitments', () => {
  it('reads its own creditor\'s originators with their domiciles, not another\'s', async () => {
    const own = await t.as(tokenA, { method: 'GET', url: '/api/parceiro/originador', query: { creditor_id: creditorA, backoffice: 'true' } });
    expect(own.statusCode).toBe(200);
    expect(own.json().results.flatMap((o: { domicilios: { id: string }[] }) => o.domicilios.map((d) => d.id))).toContain(domicileA);
    expect((await t.as(tokenB, { method: 'GET', url: '/api/parceiro/originador', query: { creditor_id: creditorA } })).statusCode).toBe(404);
    // Reading commitments is not enough.
    expect((await t.as(readOnlyA, { method: 'GET', url: '/api/parceiro/originador', query: { creditor_id: creditorA } })).statusCode).toBe(403);
  });

  it('tells the form what the creditor\'s parameters allow', async () => {
    const res = await t.as(tokenA, { method: 'GET', url: '/api/deals/create-options', query: { creditor_id: creditorA } });
    expect(res.json()).toEqual({ partner_type: 'fornecedor', partner_profile: null, configured: true, transaction_types: [1, 2, 3, 4], contract_types: [1, 2], max_installments: 3, gcap: true, min_amount: null, max_amount: null, min_days: null, max_days: null });
    const b = await t.as(adminToken, { method: 'GET', url: '/api/deals/create-options', query: { creditor_id: creditorB } });
    expect(b.json()).toMatchObject({ transaction_types: [1], contract_types: [1], max_installments: 1, gcap: false });
    // The import page opens the agenda consult for a pre_compromisso partner: the profile as set.
    await services('creditors').setParameters(creditorB, { perfil_parceiro: 'pre_compromisso' });
    const profiled = await t.as(adminToken, { method: 'GET', url: '/api/deals/create-options', query: { creditor_id: creditorB } });
    expect(profiled.json()).toMatchObject({ partner_type: 'fornecedor', partner_profile: 'pre_compromisso', transaction_types: [1] });
    expect((await t.as(tokenB, { method: 'GET', url: '/api/deals/create-options', query: { creditor_id: creditorA } })).statusCode).toBe(404);
  });

  it('looks the merchant up by document', async () => {
    const res = await t.as(tokenA, { method: 'GET', url: '/api/merchants/status', query: { document: merchantA.document_number, creditor_id: creditorA } });
    expect(res.json()).toMatchObject({ optin_status: true, merchant: { id: merchantA.id } });
  });
});
