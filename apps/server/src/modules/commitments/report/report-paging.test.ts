import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, SETTLEMENT_REPORT_SORTS, generateCnpj, type SettlementReportResponse, type SettlementReportSortKey } from '@lastro/domain';
import { acquirers } from '../../../db/schema/registers';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';
import { insertDeal } from '../testing/deal-rows';

/**
 * The report's pages, filtered and sorted by the effects' copies (migration 0964) and read from
 * anchors (db/page-anchors.ts), against the plain ORDER BY ... OFFSET of the joined tables they
 * replace: every page of every sort, both ways, with many ties (the id breaks them, in the sort's
 * direction) and rows without an acquirer name or an originator, as an operator and as a
 * creditor user; then again after writes to the tables the report's copies come from.
 */
const CIELO = '01027058000191';
const REDE = '01425787000104';
/** No acquirer has it: the row's acquirer name is null. */
const UNKNOWN = '11444777000161';
const URL = '/api/deals/receivable-reached';
const LIMIT = 40;

/** What each sort key ordered by before the copies: the joined tables' own columns. */
const ORIGINAL: Record<SettlementReportSortKey, string> = {
  creditorName: 'd.creditor_company_name',
  merchantName: 'd.merchant_company_name',
  merchantDocumentNumber: 'd.merchant_document_number',
  acquirerName: 'a.acquirer_name',
  paymentArrangement: 'e.arrangement',
  settlementDate: 'e.settlement_date',
  effectOrder: 'e.effect_order',
  amountOnerate: 'e.amount_onerate',
  effectAmountInitial: 'e.effect_amount_initial',
  effectAmount: 'e.effect_amount',
  effectAmountUpdated: 'e.effect_amount_updated',
  effectiveSettlementAmount: 'e.effective_settlement_amount',
  receivableUpdatedAt: 'e.updated_at',
  contractCreatedAt: 'd.created_at',
  contractExecutionDate: 'i.execution_date',
  effectiveSettlementDate: 'e.effective_settlement_date',
  status: 'd.status',
  transactionType: 'd.type',
  contractType: 'd.contract_type',
  strategy: 'd.strategy',
  code: 'd.code',
  externalReference: 'i.external_reference',
  creditorDocumentNumber: 'd.creditor_document_number',
  originatorDocumentNumber: 'dd.cnpj_originador',
  gcap: 'd.gcap',
};

let t: TestApp;
let adminToken: string;
let tokenA: string;
let a: Awaited<ReturnType<typeof createCreditor>>;
const dealIds: string[] = [];

/** The plain query: the joined tables, ORDER BY the original column, the id, OFFSET. */
interface Sort {
  key?: SettlementReportSortKey;
  dir?: 'asc' | 'desc';
  creditorId?: string;
  /** One commitment code (the report's `codes` filter). */
  code?: string;
  /** Other filters: the query's parameters and the same condition on the joined tables. */
  also?: { query: Record<string, string>; where: string };
}

async function expected(opts: Sort & { offset: number }) {
  const by = opts.key ? `${ORIGINAL[opts.key]} ${opts.dir}, e.id ${opts.dir}` : 'e.settlement_date asc, e.id asc';
  const from = (creditorParam: string) => `from deal_effects e join deal_installments i on i.id = e.installment_id join deals d on d.id = e.deal_id
    left join acquirer_directory a on a.document_number = e.acquirer_document left join domicile_directory dd on dd.id = d.bank_account_id
    where ${opts.also?.where ?? 'd.status = 2'}${opts.creditorId ? ` and d.creditor_id = ${creditorParam}` : ''}${opts.code ? ` and d.code = '${opts.code}'` : ''}`;
  const scope = opts.creditorId ? [opts.creditorId] : [];
  const ids = await t.database.pool.query<{ id: string }>(`select e.id ${from('$3')} order by ${by} offset $1 limit $2`, [opts.offset, LIMIT, ...scope]);
  const total = await t.database.pool.query<{ n: number }>(`select count(*)::int n ${from('$1')}`, scope);
  return { ids: ids.rows.map((r) => Number(r.id)), count: total.rows[0]!.n };
}

async function page(token: string, opts: Sort & { offset: number }) {
  const query: Record<string, string> = {
    offset: String(opts.offset),
    limit: String(LIMIT),
    ...(opts.code ? { codes: opts.code } : {}),
    ...opts.also?.query,
  };
  if (opts.key) query[`${opts.key}Order`] = opts.dir!;
  const res = await t.as(token, { method: 'GET', url: URL, query });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as SettlementReportResponse;
  return { ids: body.data.map((r) => r.id), count: body.metadata.resultset.count };
}

/** Every page of one sort, as the report answers it and as the plain query does. */
async function everyPage(token: string, opts: Sort) {
  const { count } = await expected({ ...opts, offset: 0 });
  const answered: { offset: number; ids: number[]; count: number }[] = [];
  const wanted: typeof answered = [];
  // One page past the end as well: empty, with the total.
  for (let offset = 0; offset <= count; offset += LIMIT) {
    answered.push({ offset, ...(await page(token, { ...opts, offset })) });
    wanted.push({ offset, ...(await expected({ ...opts, offset })) });
  }
  return { answered, wanted, count };
}

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
  const b = await createCreditor(db, { companyName: 'Beta Crédito Ltda' });
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const reader = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.relatorios_liquidacao, ['read']]] });
  tokenA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: a.id, profileId: reader.id })).email, TEST_PASSWORD);

  // 24 commitments of 25 effects: 500 approved rows (past three kept positions), few values per column.
  for (let j = 0; j < 24; j++) {
    const { deal } = await insertDeal(db, {
      creditor: j % 4 === 0 ? b : a,
      status: j % 6 === 5 ? 3 : 2,
      code: `GRP-${j % 5}`,
      contractType: j % 2 === 0 ? 1 : 2,
      strategy: j % 3 === 1 ? 1 : 0,
      gcap: j % 5 === 0,
      type: ((j % 4) + 1) as 1 | 2 | 3 | 4,
      createdAt: new Date(`2026-03-0${1 + (j % 6)}T12:00:00Z`),
      executionDate: `2026-04-0${1 + (j % 3)}`,
      withDomicile: j % 3 !== 2,
      merchantDocument: generateCnpj({ seed: 4_000 + (j % 7) }),
      merchantName: `Loja ${j % 7} Ltda`,
      effects: Array.from({ length: 25 }, (_, e) => ({
        acquirer: [CIELO, REDE, UNKNOWN][e % 3]!,
        arrangement: ['VCC', 'MCC', 'ECC'][Math.floor(e / 3) % 3]!,
        settlementDate: `2026-05-${String(1 + (e % 12)).padStart(2, '0')}`,
        amountCents: 1_000 * (1 + (e % 4)),
        settledCents: e % 5 === 0 ? 500 : 0,
        settledOn: e % 5 === 0 ? '2026-05-10' : null,
      })),
    });
    dealIds.push(deal.id);
  }
});
afterAll(async () => t?.close());

describe('GET deals/receivable-reached: pages at any depth, filtered and sorted by the copies', () => {
  it('answers every page of every sort, both ways, as ORDER BY and OFFSET over the joined tables do', async () => {
    const sorts = [{}, ...SETTLEMENT_REPORT_SORTS.flatMap((key) => (['asc', 'desc'] as const).map((dir) => ({ key, dir })))];
    for (const sort of sorts) {
      const { answered, wanted, count } = await everyPage(adminToken, sort);
      expect(count, JSON.stringify(sort)).toBe(500);
      expect(answered, JSON.stringify(sort)).toEqual(wanted);
    }
  });

  it("keeps a creditor user's pages to its own creditor's rows, in the same order as the plain query", async () => {
    for (const sort of [{}, { key: 'creditorName', dir: 'desc' }, { key: 'effectAmount', dir: 'asc' }, { key: 'acquirerName', dir: 'desc' }] as const) {
      const { answered, wanted, count } = await everyPage(tokenA, { ...sort, creditorId: a.id });
      expect(count).toBe(350);
      expect(answered, JSON.stringify(sort)).toEqual(wanted);
    }
  });

  it('sorts by a column the filters bound without fixing it, every page both ways', async () => {
    const cases = [
      { key: 'status', also: { query: { status: 'aprovado,cancelado' }, where: 'd.status in (2, 3)' }, count: 600 },
      { key: 'contractExecutionDate', also: { query: { executionDateEnd: '2026-04-02' }, where: "d.status = 2 and i.execution_date <= '2026-04-02'" }, count: 400 },
      { key: 'code', also: { query: { codes: 'GRP-0,GRP-1,GRP-2,GRP-3' }, where: "d.status = 2 and d.code <> 'GRP-4'" }, count: 400 },
    ] as const;
    for (const { key, also, count: total } of cases)
      for (const dir of ['asc', 'desc'] as const) {
        const { answered, wanted, count } = await everyPage(adminToken, { key, dir, also });
        expect(count, `${key} ${dir}`).toBe(total);
        expect(answered, `${key} ${dir}`).toEqual(wanted);
      }
  });

  it('pages a list the filters keep short in every sort as before', async () => {
    for (const key of SETTLEMENT_REPORT_SORTS)
      for (const dir of ['asc', 'desc'] as const) {
        const { answered, wanted, count } = await everyPage(adminToken, { key, dir, code: 'GRP-0' });
        expect(count).toBe(100);
        expect(answered, `${key} ${dir}`).toEqual(wanted);
      }
  });

  it('follows writes to the commitments, installments, acquirers and originators the copies come from', async () => {
    // Warm the cached counts and anchors first: the writes must invalidate them.
    const touched = ['status', 'acquirerName', 'originatorDocumentNumber', 'externalReference', 'creditorName', 'contractExecutionDate'] as const;
    for (const key of touched) await page(adminToken, { key, dir: 'desc', offset: 200 });
    const sql = (text: string, params: unknown[] = []) => t.database.pool.query(text, params);
    await sql('update deals set status = 3 where id = $1', [dealIds[1]]);
    await sql('update deals set status = 2, creditor_company_name = $2 where id = $1', [dealIds[5], 'Zeta Fomento Ltda']);
    await sql("update acquirers set acquirer_name = 'Aaa Rede' where document_number = $1", [REDE]);
    await sql("insert into acquirers (acquirer_name, document_number, register_name) values ('Nova', $1, 'cip')", [UNKNOWN]);
    await sql(
      `update creditor_originators o set cnpj_originador = $2 from creditor_domiciles cd, deals d
       where cd.originator_id = o.id and d.bank_account_id = cd.id and d.id = $1`,
      [dealIds[4], generateCnpj({ seed: 99 })],
    );
    await sql('update deals set bank_account_id = null where id = $1', [dealIds[5]]);
    await sql("update deal_installments set external_reference = 'ZZZ', execution_date = '2026-01-01' where deal_id = $1", [dealIds[6]]);
    for (const key of touched)
      for (const dir of ['asc', 'desc'] as const) {
        const { answered, wanted, count } = await everyPage(adminToken, { key, dir });
        expect(count).toBe(500);
        expect(answered, `${key} ${dir}`).toEqual(wanted);
      }
    const names = await page(adminToken, { key: 'acquirerName', dir: 'asc', offset: 0 });
    expect(names.ids).toEqual((await expected({ key: 'acquirerName', dir: 'asc', offset: 0 })).ids);
  });
});
