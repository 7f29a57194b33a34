import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, addDays, generateCnpj, generateCpf, maskCnpj } from '@lastro/domain';
import { merchantOptins, merchants } from '../../../db/schema/merchants';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';

let t: TestApp;
let adminToken: string;
let userA: string;
let userB: string;
let creditorA: { id: string; companyName: string };
let creditorB: { id: string; companyName: string };

const SOL = generateCnpj({ seed: 8801 });
const MARIA = generateCpf({ seed: 8802 });
const LUA = generateCnpj({ seed: 8803, alphanumeric: true });
const SOL_SUL = generateCnpj({ seed: 8804 });
const FILLERS = 9;
const TOTAL_A = 3 + FILLERS;
const TOTAL = TOTAL_A + 2;

const get = (token: string, query: Record<string, string | number | undefined> = {}) =>
  t.as(token, { method: 'GET', url: '/api/merchants', query: Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))) });
const docs = (res: { json(): { results: { document_number: string }[] } }) => res.json().results.map((r) => r.document_number);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  creditorA = await createCreditor(db, { companyName: 'Alfa Fomento Ltda', tradingName: 'Alfa' });
  creditorB = await createCreditor(db, { companyName: 'Beta Crédito Ltda', tradingName: 'Beta' });
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
  userA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA.id, profileId: profile.id })).email, TEST_PASSWORD);
  userB = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorB.id, profileId: profile.id })).email, TEST_PASSWORD);

  const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12));
  const [sol] = await db
    .insert(merchants)
    .values([
      { creditorId: creditorA.id, documentNumber: SOL, typePerson: 2, companyName: 'Padaria Sol Nascente Ltda', tradingName: 'Sol Nascente', accountStatus: 'ativo', originAccount: 1, createdAt: at(1), contactName: 'Ana Lima', addressCity: 'Curitiba', cnaes: [{ number: '1091-1/02', description: 'Padaria' }] },
      { creditorId: creditorA.id, documentNumber: MARIA, typePerson: 1, companyName: 'Maria Aparecida Souza', tradingName: 'Ateliê da Maria', accountStatus: 'pendente', onboardingType: 2, createdAt: at(2) },
      { creditorId: creditorA.id, documentNumber: LUA, typePerson: 2, companyName: 'Mercado Lua Cheia Ltda', tradingName: 'Lua Cheia', accountStatus: 'reprovado', active: false, partnership: 'Banco Parceiro', originAccount: 3, createdAt: at(3) },
      ...Array.from({ length: FILLERS }, (_, i) => ({
        creditorId: creditorA.id,
        documentNumber: generateCnpj({ seed: 8900 + i }),
        typePerson: 2,
        companyName: `Loja Número ${String(i).padStart(2, '0')} Ltda`,
        tradingName: `Loja ${String(i).padStart(2, '0')}`,
        createdAt: at(10 + i),
      })),
      { creditorId: creditorB.id, documentNumber: SOL_SUL, typePerson: 2, companyName: 'Sol do Sul Comércio Ltda', tradingName: 'Sol do Sul', accountStatus: 'inativo', createdAt: at(4) },
      // The same document under both suppliers: each sees its own.
      { creditorId: creditorB.id, documentNumber: SOL, typePerson: 2, companyName: 'Padaria Sol Nascente Ltda', tradingName: 'Sol e Mar', createdAt: at(5) },
    ])
    .returning();
  const today = await t.app.modules.services('registry').today();
  await db.insert(merchantOptins).values([
    { merchantId: sol!.id, creditorId: creditorA.id, signatureDate: today, startDate: today, endDate: addDays(today, 30), status: 'ativo' },
  ]);
});
afterAll(async () => t?.close());

describe('GET /api/merchants: rows and scope', () => {
  it('gives the administrator every supplier’s merchants, newest first, with the spec’s row', async () => {
    const res = await get(adminToken, { limit: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata.resultset).toEqual({ offset: 0, limit: 50, count: TOTAL });
    const created = body.results.map((r: { created_at: string }) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const sol = body.results.find((r: { document_number: string; creditor_id: string }) => r.document_number === SOL && r.creditor_id === creditorA.id);
    expect(sol).toEqual({
      id: expect.any(String),
      type: 'PJ',
      type_person: 2,
      document_number: SOL,
      trading_name: 'Sol Nascente',
      company_name: 'Padaria Sol Nascente Ltda',
      creditor_id: creditorA.id,
      creditor: { id: creditorA.id, company_name: 'Alfa Fomento Ltda' },
      partner_type: 'fornecedor',
      partnership: null,
      account: {
        account_status: { code: 'ativo', description: 'Ativo' },
        origin: { code: '1', description: 'Portal' },
        onboarding_type: { code: '1', description: 'Completo' },
      },
      created_at: '2025-01-01T12:00:00.000Z',
      active: true,
      optin_status: true,
    });
  });

  it('keeps a creditor user to its own merchants; another creditor in the filter finds nothing', async () => {
    const own = await get(userA, { limit: 50 });
    expect(own.json().metadata.resultset.count).toBe(TOTAL_A);
    expect(own.json().results.every((r: { creditor_id: string }) => r.creditor_id === creditorA.id)).toBe(true);
    const other = await get(userA, { creditor_id: creditorB.id });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ results: [], metadata: { resultset: { offset: 0, limit: 10, count: 0 } } });
    expect(docs(await get(userB, { limit: 50 })).sort()).toEqual([SOL, SOL_SUL].sort());
    expect((await get(userA, { creditor_id: creditorA.id, limit: 50 })).json().metadata.resultset.count).toBe(TOTAL_A);
  });

  it('filters the administrator’s list by supplier', async () => {
    expect(docs(await get(adminToken, { creditor_id: creditorB.id })).sort()).toEqual([SOL, SOL_SUL].sort());
  });

  it('adds the register for view_full_api=true', async () => {
    const res = await get(adminToken, { view_full_api: 'true', document: SOL, creditor_id: creditorA.id });
    expect(res.json().results[0].full).toMatchObject({ contact_name: 'Ana Lima', address_city: 'Curitiba', cnaes: [{ number: '1091-1/02', description: 'Padaria' }] });
    expect((await get(adminToken, { view_full_api: 'false', document: SOL })).json().results[0].full).toBeUndefined();
  });
});

describe('GET /api/merchants: filters', () => {
  it('name: a part of the trading or company name, any case', async () => {
    expect(docs(await get(adminToken, { name: 'sol' })).sort()).toEqual([SOL, SOL, SOL_SUL].sort());
    expect(docs(await get(userA, { name: 'APARECIDA' }))).toEqual([MARIA]);
    expect(docs(await get(userA, { name: 'ateliê' }))).toEqual([MARIA]);
    // LIKE wildcards are the user's text, not patterns.
    expect(docs(await get(userA, { name: '%' }))).toEqual([]);
  });

  it('document: the beginning of the CPF/CNPJ, masked or not, alphanumeric in any case', async () => {
    expect(docs(await get(userA, { document: maskCnpj(SOL).slice(0, 6) })).filter((d) => d === SOL)).toEqual([SOL]);
    expect(docs(await get(userA, { document: SOL }))).toEqual([SOL]);
    expect(docs(await get(userA, { document: LUA.slice(0, 8).toLowerCase() }))).toEqual([LUA]);
    expect(docs(await get(userA, { document: `${MARIA.slice(0, 3)}.${MARIA.slice(3, 6)}` }))).toContain(MARIA);
  });

  it('states: active, account status, opt-in, person type, partner, origin', async () => {
    expect(docs(await get(userA, { active: 'false' }))).toEqual([LUA]);
    expect(docs(await get(userA, { account_status: 'reprovado' }))).toEqual([LUA]);
    expect(docs(await get(userA, { account_status: 'pendente' })).length).toBe(1 + FILLERS);
    expect(docs(await get(adminToken, { optin_status: 'true' }))).toEqual([SOL]);
    expect((await get(userA, { optin_status: 'false', limit: 50 })).json().metadata.resultset.count).toBe(TOTAL_A - 1);
    expect(docs(await get(userA, { type_person: 1 }))).toEqual([MARIA]);
    expect(docs(await get(userA, { partnership: 'parceiro' }))).toEqual([LUA]);
    expect(docs(await get(userA, { origin_account: 3 }))).toEqual([LUA]);
    expect(docs(await get(userA, { partner_type: 'if' }))).toEqual([]);
  });

  it('refuses bad input with Portuguese messages (never a 500)', async () => {
    for (const query of [{ type_person: 3 }, { active: 'talvez' }, { account_status: 'x' }, { creditor_id: 'nao-e-uuid' }, { origin_account: 9 }, { name: 'x'.repeat(500) }, { limit: 1_000_000 }, { tradingNameOrder: 'up' }]) {
      const res = await get(adminToken, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors.message.length).toBeGreaterThan(0);
    }
    const twoSorts = await get(adminToken, { tradingNameOrder: 'asc', createdAtOrder: 'desc' });
    expect(twoSorts.json().errors.message).toEqual([MESSAGES.validation.singleSort]);
  });
});

describe('GET /api/merchants: sort and paging', () => {
  it('sorts on the server by each column, the id breaking ties', async () => {
    const names = (await get(userA, { tradingNameOrder: 'asc', limit: 50 })).json().results.map((r: { trading_name: string }) => r.trading_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : 1)));
    const suppliers = (await get(adminToken, { creditorCompanyNameOrder: 'desc', limit: 50 })).json().results.map((r: { creditor: { company_name: string } }) => r.creditor.company_name);
    expect(suppliers[0]).toBe('Beta Crédito Ltda');
    expect(suppliers.at(-1)).toBe('Alfa Fomento Ltda');
    expect(docs(await get(userA, { optinStatusOrder: 'desc', limit: 1 }))).toEqual([SOL]);
    expect(docs(await get(userA, { activeOrder: 'asc', limit: 1 }))).toEqual([LUA]);
    expect(docs(await get(userA, { typeOrder: 'asc', limit: 1 }))).toEqual([MARIA]);
    expect(docs(await get(userA, { accountStatusOrder: 'desc', limit: 1 }))).toEqual([LUA]);
  });

  it('pages without overlap or gap, deep pages read from the other end alike', async () => {
    for (const sort of [{}, { companyNameOrder: 'asc' }, { documentNumberOrder: 'desc' }]) {
      const all = (await get(adminToken, { ...sort, limit: 50 })).json().results.map((r: { id: string }) => r.id);
      const paged: string[] = [];
      for (let offset = 0; offset < TOTAL; offset += 4) {
        const page = await get(adminToken, { ...sort, offset, limit: 4 });
        expect(page.json().metadata.resultset).toEqual({ offset, limit: 4, count: TOTAL });
        paged.push(...page.json().results.map((r: { id: string }) => r.id));
      }
      expect(paged).toEqual(all);
    }
    expect((await get(adminToken, { offset: 500 })).json().results).toEqual([]);
  });

  it('answers the pickers (limit=999999) every merchant in the scope as a light row, by trading name', async () => {
    const res = await get(userA, { limit: 999999 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata.resultset).toEqual({ offset: 0, limit: 250000, count: TOTAL_A });
    expect(Object.keys(body.results[0]).sort()).toEqual(['active', 'company_name', 'creditor_id', 'document_number', 'id', 'trading_name', 'type_person']);
    expect(body.results[0].trading_name).toBe('Ateliê da Maria');
    expect((await get(userB, { limit: 999999 })).json().results.map((r: { trading_name: string }) => r.trading_name)).toEqual(['Sol do Sul', 'Sol e Mar']);
  });
});

describe('GET /api/merchant (export)', () => {
  it('queues a job whose xlsx holds the filtered rows of the caller’s scope, then notifies', async () => {
    const res = await t.as(userA, { method: 'GET', url: '/api/merchant', query: { account_id: 'x', view_full_api: 'false', name: 'sol' } });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(MESSAGES.merchants.asyncExportSent);
    const job = await waitFor(async () => {
      const j = (await t.as(userA, { method: 'GET', url: `/api/jobs/${res.json().job_id}` })).json();
      return j.status === 'completed' || j.status === 'failed' ? j : undefined;
    }, 'merchants export');
    expect(job).toMatchObject({ type: 'export.merchants', status: 'completed', total: 1, done: 1 });
    const file = await t.as(userA, { method: 'GET', url: `/api/files/${job.result.fileId}/download` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('estabelecimentos');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]!.slice(0, 5)).toEqual(['Tipo', 'CNPJ/CPF', 'Nome fantasia', 'Razão social', 'Fornecedor']);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Sol Nascente']);
    expect(rows[1]![4]).toBe('Alfa Fomento Ltda');
    const notes = (await t.as(userA, { method: 'GET', url: '/api/notifications' })).json().results;
    expect(notes.some((n: { notification: { metadata: { id: string } } }) => n.notification.metadata.id === job.result.fileId)).toBe(true);
  });

  it('refuses bad filters before queueing (400), and a creditor user asking another creditor gets an empty file', async () => {
    const bad = await t.as(adminToken, { method: 'GET', url: '/api/merchant', query: { type_person: '9' } });
    expect(bad.statusCode).toBe(400);
    const res = await t.as(userA, { method: 'GET', url: '/api/merchant', query: { creditor_id: creditorB.id } });
    const job = await waitFor(async () => {
      const j = (await t.as(userA, { method: 'GET', url: `/api/jobs/${res.json().job_id}` })).json();
      return j.status === 'completed' || j.status === 'failed' ? j : undefined;
    }, 'empty export');
    expect(job).toMatchObject({ status: 'completed', total: 0 });
  });
});
