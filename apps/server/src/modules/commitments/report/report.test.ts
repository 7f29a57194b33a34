import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_TYPES,
  MESSAGES,
  PERMISSIONS,
  STRATEGIES,
  TRANSACTION_TYPES,
  commitmentStatusLabel,
  formatDate,
  formatDateTime,
  formatDocument,
  maskCnpj,
  type SettlementReportResponse,
} from '@lastro/domain';
import { acquirers } from '../../../db/schema/registers';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';
import { exportThroughJob, xlsxRows } from '../../exports/testing/export-flow';
import { insertDeal } from '../testing/deal-rows';
import { createReportRepository } from './report.repository';

const CIELO = '01027058000191';
const REDE = '01425787000104';
const URL = '/api/deals/receivable-reached';

let t: TestApp;
let adminToken: string;
let tokenA: string;
let lackingA: string;
let a: Awaited<ReturnType<typeof createCreditor>>;
let b: Awaited<ReturnType<typeof createCreditor>>;
let dealA1: Awaited<ReturnType<typeof insertDeal>>;
let dealA3: Awaited<ReturnType<typeof insertDeal>>;

const get = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.as(token, { method: 'GET', url: URL, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SettlementReportResponse;
};
const refs = (r: SettlementReportResponse) => r.data.map((row) => `${row.code}@${row.settlement_date}`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db
    .insert(acquirers)
    .values([
      { acquirerName: 'Cielo', documentNumber: CIELO, registerName: 'cip' },
      { acquirerName: 'Rede', documentNumber: REDE, registerName: 'cip' },
    ])
    .onConflictDoNothing();
  a = await createCreditor(db, { companyName: 'Alfa Fomento Ltda' });
  b = await createCreditor(db, { companyName: 'Beta Crédito Ltda' });
  const admin = await createAccount(db, { type: 'Backoffice' });
  adminToken = await t.signIn(admin.email, TEST_PASSWORD);
  const reader = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.relatorios_liquidacao, ['read']]] });
  const nothing = await createProfile(db, { isLastro: false });
  tokenA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: a.id, profileId: reader.id })).email, TEST_PASSWORD);
  lackingA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: a.id, profileId: nothing.id })).email, TEST_PASSWORD);

  dealA1 = await insertDeal(db, {
    creditor: a,
    code: 'GRP-001',
    merchantDocument: '12345678000195',
    merchantName: 'Padaria Central Ltda',
    withDomicile: true,
    createdAt: new Date('2026-03-10T12:00:00Z'),
    executionDate: '2026-04-01',
    effects: [
      { acquirer: CIELO, arrangement: 'VCC', settlementDate: '2026-05-04', amountCents: 150_000 },
      { acquirer: REDE, arrangement: 'MCC', settlementDate: '2026-04-02', amountCents: 25_050, settledCents: 25_050, settledOn: '2026-04-02' },
    ],
  });
  await insertDeal(db, {
    creditor: a,
    code: 'GRP-002',
    status: 3,
    effects: [{ acquirer: CIELO, arrangement: 'VCD', settlementDate: '2026-04-10', amountCents: 1_000 }],
  });
  dealA3 = await insertDeal(db, {
    creditor: a,
    code: 'X-1',
    contractType: 1,
    strategy: 1,
    gcap: true,
    createdAt: new Date('2026-03-20T12:00:00Z'),
    executionDate: '2026-06-01',
    effects: [{ acquirer: CIELO, arrangement: 'ECC', settlementDate: '2026-06-15', constituted: false, amountCents: 99_999 }],
  });
  await insertDeal(db, {
    creditor: b,
    code: 'B-1',
    effects: [{ acquirer: REDE, arrangement: 'VCC', settlementDate: '2026-04-20', amountCents: 5_000 }],
  });
});
afterAll(async () => t?.close());

describe('GET deals/receivable-reached', () => {
  it('answers approved commitments by default, by settlement date, every column of the row in reais', async () => {
    const page = await get(adminToken);
    expect(refs(page)).toEqual(['GRP-001@2026-04-02', 'B-1@2026-04-20', 'GRP-001@2026-05-04', 'X-1@2026-06-15']);
    expect(page.metadata.resultset).toEqual({ offset: 0, limit: 10, count: 4 });
    const row = page.data.find((r) => r.settlement_date === '2026-04-02')!;
    expect(row).toMatchObject({
      deal_id: dealA1.deal.id,
      creditor_name: 'Alfa Fomento Ltda',
      merchant_name: 'Padaria Central Ltda',
      merchant_document_number: '12345678000195',
      acquirer_document: REDE,
      acquirer_name: 'Rede',
      payment_arrangement: 'MCC',
      effect_order: 2,
      amount_onerate: 250.5,
      effect_amount_initial: 250.5,
      effect_amount: 250.5,
      effect_amount_updated: 250.5,
      effective_settlement_amount: 250.5,
      effective_settlement_date: '2026-04-02',
      contract_created_at: '2026-03-10T12:00:00.000Z',
      contract_execution_date: '2026-04-01',
      status: 'aprovado',
      transaction_type: 1,
      contract_type: 2,
      strategy: 0,
      code: 'GRP-001',
      external_reference: `${dealA1.deal.id}-01`,
      creditor_document_number: a.documentNumber,
      gcap: false,
    });
    expect(row.originator_document_number).toMatch(/^\d{14}$/);
    expect(page.data.find((r) => r.code === 'X-1')!.originator_document_number).toBeNull();
  });

  it('keeps a creditor user to its own creditor, whatever creditor it asks for', async () => {
    expect(refs(await get(tokenA))).toEqual(['GRP-001@2026-04-02', 'GRP-001@2026-05-04', 'X-1@2026-06-15']);
    expect(refs(await get(tokenA, { creditorId: b.id, searchByCreditor: 'true' }))).toEqual([
      'GRP-001@2026-04-02',
      'GRP-001@2026-05-04',
      'X-1@2026-06-15',
    ]);
    expect(refs(await get(adminToken, { creditorId: b.id, searchByCreditor: 'true' }))).toEqual(['B-1@2026-04-20']);
  });

  it('filters by every field of spec 3 §7', async () => {
    expect(refs(await get(tokenA, { status: 'todos' }))).toHaveLength(4);
    expect(refs(await get(tokenA, { status: 'cancelado' }))).toEqual(['GRP-002@2026-04-10']);
    expect(refs(await get(tokenA, { status: 'cancelado,aprovado' }))).toHaveLength(4);
    const repeated = await t.as(tokenA, { method: 'GET', url: `${URL}?status=cancelado&status=aprovado` });
    expect((repeated.json() as SettlementReportResponse).data).toHaveLength(4);
    expect(refs(await get(tokenA, { contractType: '1' }))).toEqual(['X-1@2026-06-15']);
    expect(refs(await get(tokenA, { contractType: '2' }))).toEqual(['GRP-001@2026-04-02', 'GRP-001@2026-05-04']);
    expect(refs(await get(tokenA, { strategy: 'smoke' }))).toEqual(['X-1@2026-06-15']);
    expect(refs(await get(tokenA, { strategy: 'default' }))).toHaveLength(2);
    expect(refs(await get(tokenA, { searchByGcap: 'true' }))).toEqual(['X-1@2026-06-15']);
    expect(refs(await get(tokenA, { searchByGroup: 'GRP', status: 'todos' }))).toHaveLength(3);
    // Codes and grouping exclude each other: the codes win.
    expect(refs(await get(tokenA, { codes: 'X-1, GRP-002', searchByGroup: 'GRP', status: 'todos' }))).toEqual(['GRP-002@2026-04-10', 'X-1@2026-06-15']);
    expect(refs(await get(tokenA, { documentNumber: maskCnpj('12345678') }))).toHaveLength(2);
    expect(refs(await get(tokenA, { merchantId: dealA3.merchantId }))).toEqual(['X-1@2026-06-15']);
    expect(refs(await get(tokenA, { externalReference: `${dealA3.deal.id}-01` }))).toEqual(['X-1@2026-06-15']);
    expect(refs(await get(tokenA, { createdAtInitial: '2026-03-15', createdAtEnd: '2026-03-20' }))).toEqual(['X-1@2026-06-15']);
    expect(refs(await get(tokenA, { executionDateInitial: '2026-03-01', executionDateEnd: '2026-04-30' }))).toHaveLength(2);
  });

  it('sorts on the server by any column, both ways, and pages', async () => {
    const asc = await get(adminToken, { amountOnerateOrder: 'asc' });
    expect(asc.data.map((r) => r.amount_onerate)).toEqual([50, 250.5, 999.99, 1500]);
    const desc = await get(adminToken, { creditorNameOrder: 'desc' });
    expect(desc.data[0]!.creditor_name).toBe(b.companyName);
    const acquirer = await get(adminToken, { acquirerNameOrder: 'asc' });
    expect(acquirer.data.map((r) => r.acquirer_name)).toEqual(['Cielo', 'Cielo', 'Rede', 'Rede']);
    const second = await get(adminToken, { limit: '2', offset: '2' });
    expect(refs(second)).toEqual(['GRP-001@2026-05-04', 'X-1@2026-06-15']);
    expect(second.metadata.resultset.count).toBe(4);
  });

  it('refuses bad filters and sorts in Portuguese, and callers without the permission', async () => {
    const bad = await t.as(adminToken, { method: 'GET', url: URL, query: { status: 'pago' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toContain(MESSAGES.reports.invalidStatus);
    const sort = await t.as(adminToken, { method: 'GET', url: URL, query: { fooOrder: 'asc' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors.message).toContain(MESSAGES.validation.invalidSort);
    const type = await t.as(adminToken, { method: 'GET', url: URL, query: { contractType: '3' } });
    expect(type.json().errors.message).toContain(MESSAGES.reports.invalidContractType);
    expect((await t.as(lackingA, { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('refuses a period that ends before it starts, on the list and on the export', async () => {
    const periods: Record<string, string>[] = [
      { createdAtInitial: '2026-03-20', createdAtEnd: '2026-03-15' },
      { executionDateInitial: '2026-07-01', executionDateEnd: '2026-06-30' },
    ];
    for (const query of periods) {
      const list = await t.as(adminToken, { method: 'GET', url: URL, query });
      expect(list.statusCode).toBe(400);
      expect(list.json().errors.message).toEqual([MESSAGES.validation.dateRangeOutOfOrder]);
      const file = await t.as(adminToken, { method: 'GET', url: `${URL}/export`, query });
      expect(file.statusCode).toBe(400);
      expect(file.json().errors.message).toEqual([MESSAGES.validation.dateRangeOutOfOrder]);
    }
    // One day is a period: start and end may be the same.
    await get(adminToken, { createdAtInitial: '2026-03-20', createdAtEnd: '2026-03-20' });
  });

  it('exports through the job pipeline: the creditor user gets its own rows in the file', async () => {
    const { download } = await exportThroughJob(t, tokenA, `${URL}/export?account_id=x&status=todos&format=xls`);
    const { sheetName, rows } = await xlsxRows(download.rawPayload);
    expect(sheetName).toBe(MESSAGES.reports.sheetName);
    expect(rows[0]![0]).toBe(MESSAGES.reports.creditorNameColumn);
    expect(rows.slice(1).map((r) => r[20])).toEqual(['GRP-001', 'GRP-002', 'GRP-001', 'X-1']);
    const bad = await t.as(tokenA, { method: 'GET', url: `${URL}/export`, query: { status: 'pago' } });
    expect(bad.statusCode).toBe(400);
  });

  it('exports every cell as the screen formats it: São Paulo dates, amounts in reais, masks and labels', async () => {
    const screen = await get(tokenA, { status: 'todos', limit: '100' });
    const label = (options: readonly { value: number; label: string }[], value: number) => options.find((o) => o.value === value)?.label;
    const expected = screen.data.map((r) => [
      r.creditor_name,
      r.merchant_name,
      formatDocument(r.merchant_document_number),
      r.acquirer_name,
      r.payment_arrangement,
      formatDate(r.settlement_date),
      r.effect_order,
      r.amount_onerate,
      r.effect_amount_initial,
      r.effect_amount,
      r.effect_amount_updated,
      r.effective_settlement_amount,
      formatDateTime(r.receivable_updated_at),
      formatDateTime(r.contract_created_at),
      formatDate(r.contract_execution_date),
      r.effective_settlement_date ? formatDate(r.effective_settlement_date) : '',
      commitmentStatusLabel(r.status),
      label(TRANSACTION_TYPES, r.transaction_type),
      label(CONTRACT_TYPES, r.contract_type),
      label(STRATEGIES, r.strategy),
      r.code,
      r.external_reference,
      formatDocument(r.creditor_document_number),
      r.originator_document_number ? formatDocument(r.originator_document_number) : '',
      r.gcap ? MESSAGES.reports.yes : MESSAGES.reports.no,
    ]);
    const xlsx = await xlsxRows((await exportThroughJob(t, tokenA, `${URL}/export?status=todos&format=xls`)).download.rawPayload);
    expect(xlsx.rows.slice(1).map((row) => row.map((cell) => cell ?? ''))).toEqual(expected);

    // The row settled on 2 April: created 12:00 UTC is 09:00 in São Paulo; 25,050 cents are 250,5 reais.
    const settled = expected.find((row) => row[5] === '02/04/2026')!;
    expect(settled.slice(5, 16)).toEqual(['02/04/2026', settled[6], 250.5, 250.5, 250.5, 250.5, 250.5, settled[12], '10/03/2026 09:00', '01/04/2026', '02/04/2026']);
    const csv = (await exportThroughJob(t, tokenA, `${URL}/export?status=todos&format=csv`)).download.rawPayload.toString('utf8');
    const lines = csv.replace(/^\ufeff/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[expected.indexOf(settled) + 1]!.split(';').slice(5, 16)).toEqual(
      ['02/04/2026', String(settled[6]), '250,5', '250,5', '250,5', '250,5', '250,5', String(settled[12]), '10/03/2026 09:00', '01/04/2026', '02/04/2026'],
    );
  });

  it('reads the export through its cursor fetch by fetch, and a reader that stops early can read again', async () => {
    const repo = createReportRepository(t.database);
    const read = async (fetchSize: number, stopAfter = Infinity) => {
      const chunks: unknown[][] = [];
      for await (const chunk of repo.exportRows({ creditorId: a.id }, 100, fetchSize)) {
        chunks.push(chunk);
        if (chunks.length >= stopAfter) break;
      }
      return chunks;
    };
    const whole = (await read(100)).flat();
    expect(whole.map((row) => (row as unknown[])[20])).toEqual(['GRP-001', 'GRP-002', 'GRP-001', 'X-1']);
    expect((await read(3)).map((c) => c.length)).toEqual([3, 1]);
    expect(await read(1, 2)).toEqual([[whole[0]], [whole[1]]]);
    expect((await read(2)).flat()).toEqual(whole);
  });
});
