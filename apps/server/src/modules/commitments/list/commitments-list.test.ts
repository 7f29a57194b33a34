import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, generateCnpj, generateCpf } from '@lastro/domain';
import { dealInstallments, deals } from '../../../db/schema/commitments';
import { merchants } from '../../../db/schema/merchants';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';

let t: TestApp;
let adminToken: string;
let userA: string;
let userB: string;
let requestsOnlyA: string;
let creditorA: { id: string; companyName: string; tradingName: string };
let creditorB: { id: string; companyName: string; tradingName: string };

const SOL = generateCnpj({ seed: 8201 });
const MARIA = generateCpf({ seed: 8202 });
const SUL = generateCnpj({ seed: 8203 });
const FILLERS = 8;

type Query = Record<string, string | number | undefined>;
const clean = (query: Query) => Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
const get = (token: string, query: Query = {}, url = '/api/deals') => t.as(token, { method: 'GET', url, query: clean(query) });
const codes = (res: { json(): { data: { code: string }[] } }) => res.json().data.map((r) => r.code);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  creditorA = await createCreditor(db, { companyName: 'Alfa Fomento Ltda', tradingName: 'Alfa' });
  creditorB = await createCreditor(db, { companyName: 'Beta Crédito Ltda', tradingName: 'Beta' });
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const both = await createProfile(db, {
    isLastro: false,
    grants: [
      [PERMISSIONS.cad_compromisso_dados_compromissos, ['read']],
      [PERMISSIONS.cad_compromisso_dados_solicitacoes, ['read']],
    ],
  });
  const requestsOnly = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_compromisso_dados_solicitacoes, ['read']]] });
  userA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA.id, profileId: both.id })).email, TEST_PASSWORD);
  userB = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorB.id, profileId: both.id })).email, TEST_PASSWORD);
  requestsOnlyA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorA.id, profileId: requestsOnly.id })).email, TEST_PASSWORD);

  const [sol, maria, sul] = await db
    .insert(merchants)
    .values([
      { creditorId: creditorA.id, documentNumber: SOL, typePerson: 2, companyName: 'Padaria Sol Nascente Ltda', tradingName: 'Sol Nascente' },
      { creditorId: creditorA.id, documentNumber: MARIA, typePerson: 1, companyName: 'Maria Aparecida Souza', tradingName: 'Ateliê da Maria' },
      { creditorId: creditorB.id, documentNumber: SUL, typePerson: 2, companyName: 'Sol do Sul Comércio Ltda', tradingName: 'Sol do Sul' },
    ])
    .returning();
  const party = (creditor: typeof creditorA, merchant: typeof sol) => ({
    creditorId: creditor.id,
    creditorCompanyName: creditor.companyName,
    creditorTradingName: creditor.tradingName,
    creditorDocumentNumber: '11222333000181',
    merchantId: merchant!.id,
    merchantCompanyName: merchant!.companyName,
    merchantTradingName: merchant!.tradingName,
    merchantDocumentNumber: merchant!.documentNumber,
  });
  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
  const base = { description: 'Capital de giro', type: 1, contractType: 2, executionDate: '2026-02-01', executionDateEnd: '2026-06-30', expirationDate: '2026-12-31' };
  const inserted = await db
    .insert(deals)
    .values([
      { ...party(creditorA, sol), ...base, title: 'Giro Março', code: 'SOL-1', amount: 150_000, installments: 3, status: 2, createdAt: at(1), partnership: 'Rede Varejo' },
      { ...party(creditorA, maria), ...base, title: 'Giro Março', code: 'MAR-1', amount: 99_999, installments: 1, status: 1, createdAt: at(2), type: 4 },
      { ...party(creditorA, sol), ...base, title: 'Fumaça Abril', code: 'SOL-2', amount: 500_000, installments: 2, status: 2, strategy: 1, gcap: true, createdAt: at(3) },
      { ...party(creditorA, maria), ...base, title: 'Cobrança', code: 'MAR-2', amount: 12_345, installments: 1, status: 3, createdAt: at(4) },
      ...Array.from({ length: FILLERS }, (_, i) => ({
        ...party(creditorA, sol),
        ...base,
        title: `Lote ${i}`,
        code: `LOTE-${String(i).padStart(2, '0')}`,
        amount: 1000 * (i + 1),
        installments: 1,
        status: 6,
        createdAt: at(10 + i),
      })),
      { ...party(creditorB, sul), ...base, title: 'Giro Sul', code: 'SUL-1', amount: 70_000, installments: 1, status: 1, createdAt: at(5) },
    ])
    .returning({ id: deals.id, code: deals.code });
  const mar1 = inserted.find((d) => d.code === 'MAR-1')!;
  await db.insert(dealInstallments).values([
    { dealId: mar1.id, installment: 1, amount: 99_999, dueDate: '2026-01-31', executionDate: '2026-02-01', executionDateEnd: '2026-06-30', externalReference: `${mar1.id}-01` },
  ]);
});
afterAll(async () => t?.close());

const FILLER_CODES = Array.from({ length: FILLERS }, (_, i) => `LOTE-${String(FILLERS - 1 - i).padStart(2, '0')}`);

describe('GET /api/deals: rows, scope and filters', () => {
  it('gives the administrator every creditor’s performed commitments, newest first, under data with the spec’s row', async () => {
    const res = await get(adminToken, { limit: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toBeUndefined();
    expect(body.metadata.resultset).toEqual({ offset: 0, limit: 50, count: FILLERS + 4 });
    expect(codes(res)).toEqual([...FILLER_CODES, 'SUL-1', 'MAR-2', 'MAR-1', 'SOL-1']);
    const sol = body.data.find((r: { code: string }) => r.code === 'SOL-1');
    expect(sol).toEqual({
      id: expect.any(String),
      title: 'Giro Março',
      trading_name: 'Alfa',
      creditor_id: creditorA.id,
      creditor_company_name: 'Alfa Fomento Ltda',
      partnership: 'Rede Varejo',
      merchant_id: expect.any(String),
      merchant_trading_name: 'Sol Nascente',
      merchant_document_number: SOL,
      type: 1,
      contract_type: 2,
      strategy: 0,
      installment: 3,
      amount: 1500,
      created_at: '2026-01-01T12:00:00.000Z',
      expiration_date: '2026-12-31',
      status: 2,
      status_description: 'Aprovado',
      status_message: null,
      execution_date: '2026-02-01',
      execution_date_end: '2026-06-30',
      description: 'Capital de giro',
      code: 'SOL-1',
      gcap: false,
    });
  });

  it('holds a creditor user to its own creditor, whatever supplier it asks for', async () => {
    const own = await get(userA, { limit: 50 });
    expect(own.json().metadata.resultset.count).toBe(FILLERS + 3);
    expect(codes(own)).not.toContain('SUL-1');
    const other = await get(userA, { creditor_id: creditorB.id });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ data: [], metadata: { resultset: { offset: 0, limit: 10, count: 0 } } });
    expect(codes(await get(userB))).toEqual(['SUL-1']);
    // An administrator's supplier filter narrows to that creditor.
    expect(codes(await get(adminToken, { creditor_id: creditorB.id }))).toEqual(['SUL-1']);
  });

  it('filters by CNPJ/CPF (prefix, mask stripped), codes, grouping, status, modality and collateral', async () => {
    expect(codes(await get(adminToken, { document: MARIA.slice(0, 6) }))).toEqual(['MAR-2', 'MAR-1']);
    const masked = `${SUL.slice(0, 2)}.${SUL.slice(2, 5)}.${SUL.slice(5, 8)}/${SUL.slice(8, 12)}-${SUL.slice(12)}`;
    expect(codes(await get(adminToken, { document: masked }))).toEqual(['SUL-1']);
    expect(codes(await get(adminToken, { codes: 'SOL-1, MAR-2;SUL-1' }))).toEqual(['SUL-1', 'MAR-2', 'SOL-1']);
    expect(codes(await get(adminToken, { grouping: 'giro mar' }))).toEqual(['MAR-1', 'SOL-1']);
    expect(codes(await get(adminToken, { status: 'aprovado' }))).toEqual(['SOL-1']);
    expect(codes(await get(adminToken, { status: 'a_aprovar,cancelado' }))).toEqual(['SUL-1', 'MAR-2', 'MAR-1']);
    expect((await get(adminToken, { status: 'todos' })).json().metadata.resultset.count).toBe(FILLERS + 4);
    expect(codes(await get(adminToken, { modality: 'smoke' }))).toEqual(['SOL-2']);
    expect(codes(await get(adminToken, { modality: 'smoke', gcap: 'true' }))).toEqual(['SOL-2']);
    expect(codes(await get(adminToken, { modality: 'smoke', gcap: 'false' }))).toEqual([]);
  });

  it('answers 400 in Portuguese for codes with grouping, an unknown status or modality, and a bad sort', async () => {
    const both = await get(adminToken, { codes: 'SOL-1', grouping: 'Giro' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.message).toContain(MESSAGES.commitments.codesOrGrouping);
    const status = await get(adminToken, { status: 'pago' });
    expect(status.statusCode).toBe(400);
    expect(status.json().errors.message).toContain(MESSAGES.commitments.invalidStatus);
    expect((await get(adminToken, { modality: 'performado' })).json().errors.message).toContain(MESSAGES.commitments.invalidModality);
    expect((await get(adminToken, { merchantCompanyNameOrder: 'asc' })).statusCode).toBe(400);
    expect((await get(adminToken, { amountOrder: 'asc', codeOrder: 'asc' })).statusCode).toBe(400);
    expect((await get(adminToken, { creditor_id: 'nao-e-uuid' })).statusCode).toBe(400);
  });

  it('sorts on the server by every column, both ways, with stable pages', async () => {
    expect(codes(await get(adminToken, { amountOrder: 'desc', limit: 3 }))).toEqual(['SOL-1', 'MAR-1', 'SUL-1']);
    expect(codes(await get(adminToken, { amountOrder: 'asc', limit: 2 }))).toEqual(['LOTE-00', 'LOTE-01']);
    expect(codes(await get(adminToken, { codeOrder: 'asc', limit: 3 }))).toEqual(['LOTE-00', 'LOTE-01', 'LOTE-02']);
    const byStatus = codes(await get(adminToken, { statusOrder: 'asc', limit: 3 }));
    expect(byStatus.slice(0, 2).sort()).toEqual(['MAR-1', 'SUL-1']);
    expect(byStatus[2]).toBe('SOL-1');
    expect(codes(await get(adminToken, { merchantTradingNameOrder: 'asc', limit: 2 })).sort()).toEqual(['MAR-1', 'MAR-2']);
    expect(codes(await get(adminToken, { tradingNameOrder: 'desc', limit: 1 }))).toEqual(['SUL-1']);
    for (const key of ['title', 'merchantDocumentNumber', 'strategy', 'installment', 'createdAt', 'expirationDate', 'executionDate', 'executionDateEnd', 'description', 'gcap'])
      for (const dir of ['asc', 'desc']) {
        const res = await get(adminToken, { [`${key}Order`]: dir, limit: 50 });
        expect(res.statusCode, `${key} ${dir}`).toBe(200);
        expect(res.json().data).toHaveLength(FILLERS + 4);
      }
    // Paging in a sort: the pages together are the whole list, each row once.
    const pages = [];
    for (let offset = 0; offset < FILLERS + 4; offset += 5) pages.push(...codes(await get(adminToken, { installmentOrder: 'asc', offset, limit: 5 })));
    expect(new Set(pages).size).toBe(FILLERS + 4);
  });
});

describe('GET /api/deals/requests: SOLICITAÇÕES', () => {
  it('lists the commitments waiting for approval in the request row, scoped to the creditor', async () => {
    const res = await get(adminToken, {}, '/api/deals/requests');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { deal: { code: string } }) => r.deal.code)).toEqual(['SUL-1', 'MAR-1']);
    const own = await get(requestsOnlyA, {}, '/api/deals/requests');
    expect(own.json().data).toEqual([
      {
        reference_id: expect.any(String),
        creditor_id: creditorA.id,
        creditor_trading_name: 'Alfa',
        partnership: null,
        merchant_trading_name: 'Ateliê da Maria',
        merchant_document_number: MARIA,
        amount: 999.99,
        status: 1,
        status_description: 'A aprovar',
        deal: {
          title: 'Giro Março',
          installment: 1,
          code: 'MAR-1',
          min_percentage: 100,
          created_at: '2026-01-02T12:00:00.000Z',
          expiration_date: '2026-12-31',
          due_date: '2026-01-31',
          execution_date: '2026-02-01',
          type: 4,
        },
      },
    ]);
    // Without installments a request has no due date: it sorts after those that have one.
    expect((await get(adminToken, { dueDateOrder: 'asc' }, '/api/deals/requests')).json().data.map((r: { deal: { code: string } }) => r.deal.code)).toEqual(['MAR-1', 'SUL-1']);
  });

  it('needs its own read permission: the commitments one does not open it, nor it the commitments list', async () => {
    expect((await get(requestsOnlyA)).statusCode).toBe(403);
    const noRequests = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_compromisso_dados_compromissos, ['read']]] });
    const token = await t.signIn((await createAccount(t.database.db, { type: 'Creditor', creditorId: creditorA.id, profileId: noRequests.id })).email, TEST_PASSWORD);
    expect((await get(token, {}, '/api/deals/requests')).statusCode).toBe(403);
    expect((await get(token)).statusCode).toBe(200);
  });
});

describe('GET /api/deals/export', () => {
  it('queues the export with the list’s filters; the file arrives as a notification', async () => {
    const res = await get(userA, { status: 'todos', grouping: 'Giro', export: 'true' }, '/api/deals/export');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(MESSAGES.commitments.asyncExportSent);
    const job = await waitFor(async () => {
      const j = (await t.as(userA, { method: 'GET', url: `/api/jobs/${res.json().job_id}` })).json();
      return j.status === 'completed' || j.status === 'failed' ? j : undefined;
    }, 'deals export');
    expect(job).toMatchObject({ type: 'export.deals', status: 'completed', total: 2, done: 2 });
    const file = await t.as(userA, { method: 'GET', url: `/api/files/${job.result.fileId}/download` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('compromissos');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]!.slice(0, 4)).toEqual(['Fornecedor', 'Título', 'Estabelecimento', 'CNPJ/CPF']);
    expect(rows.slice(1).map((r) => r[14])).toEqual(['MAR-1', 'SOL-1']);
    expect(rows[2]![7]).toBe(1500);
    const notes = (await t.as(userA, { method: 'GET', url: '/api/notifications' })).json().results;
    expect(notes.some((n: { notification: { metadata: { id: string } } }) => n.notification.metadata.id === job.result.fileId)).toBe(true);
  });

  it('refuses bad filters before queueing (400)', async () => {
    const bad = await get(adminToken, { codes: 'A', grouping: 'B' }, '/api/deals/export');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toContain(MESSAGES.commitments.codesOrGrouping);
  });
});
