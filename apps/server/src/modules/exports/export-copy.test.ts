import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERMISSIONS } from '@lastro/domain';
import { merchantOptins, merchants } from '../../db/schema/merchants';
import { waitFor } from '../../jobs/testing/wait';
import type { ExportScope, ExportSource } from '../../lib/export-source';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';
import { insertDeal } from '../commitments/testing/deal-rows';
import { exportJobType, writeExportFile } from './export-job';
import type { ExportFormat } from './export-writers';
import { createExportsRepository } from './exports.repository';
import { exportThroughJob } from './testing/export-flow';
import { zipEntries } from './testing/zip-entries';

/*
 * The sources that stream through COPY write the very file their chunked read() writes: the
 * same cells, quoting, formula guards and order, for every filter and scope. Names and
 * addresses carry what breaks CSV and XML; chunks of 4 rows make read() cross chunk edges.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof createCreditor>>;
let b: Awaited<ReturnType<typeof createCreditor>>;
let tokenA: string;
const admin: ExportScope = { accountId: 'admin', accountType: 'Backoffice', isAdmin: true, creditorId: null };
const userOf = (creditorId: string): ExportScope => ({ accountId: 'user', accountType: 'Creditor', isAdmin: false, creditorId });

const TRICKY = [
  'Açaí "Bom"; Preço',
  '=1+1',
  '+55 11',
  '-10',
  '@SUM(A1)',
  '\tTab',
  '\rRetorno',
  'Linha\nQuebrada',
  'Vírgula, ponto; e "aspas"',
  '',
  '=',
  '-',
  'Fim\r\nCRLF',
  '"começa com aspas',
  'barra \\ invertida \\N',
  '  espaços  ',
  'Ção São João',
];
const DOCUMENTS = ['52998224725', '11222333000181', '12ABC34501DE35', '123.456.789-01', '123', 'ab12', '00000000000'];
const PHONES = ['11987654321', '1133334444', '', null, '(11) 9', 'abc', '11987654321012'];
const ZIPS = ['01310100', '01310-10', null, '', '123'];

async function seedMerchants() {
  const same = new Date('2025-05-05T10:00:00.123Z');
  for (const [i, text] of TRICKY.entries()) {
    const [m] = await t.database.db
      .insert(merchants)
      .values({
        creditorId: i % 3 === 2 ? b.id : a.id,
        documentNumber: i < DOCUMENTS.length ? DOCUMENTS[i]! : DOCUMENTS[i % DOCUMENTS.length]!.slice(0, 12) + String(i).padStart(2, '0'),
        typePerson: 1 + (i % 2),
        companyName: `${text} Ltda`,
        tradingName: text,
        partnership: i % 4 === 0 ? null : TRICKY[(i + 3) % TRICKY.length]!,
        active: i % 5 !== 0,
        originAccount: 1 + (i % 4),
        onboardingType: 1 + (i % 3),
        accountStatus: (['pendente', 'ativo', 'inativo', 'reprovado'] as const)[i % 4],
        contactName: i % 3 === 0 ? null : TRICKY[(i + 5) % TRICKY.length]!,
        contactEmail: i % 2 ? `loja${i}@exemplo.com.br` : '',
        phoneNumber: PHONES[i % PHONES.length]!,
        addressZipCode: ZIPS[i % ZIPS.length]!,
        address: i % 4 === 1 ? null : `Rua ${TRICKY[(i + 1) % TRICKY.length]}`,
        addressNumber: i % 3 === 1 ? '' : String(i),
        addressComplement: i % 2 ? TRICKY[(i + 7) % TRICKY.length]! : null,
        addressNeighborhood: 'Bela Vista',
        addressCity: i % 6 === 0 ? null : 'São Paulo; SP',
        addressState: i % 5 === 0 ? null : 'SP',
        // Some rows share an instant (the id orders them), the others a microsecond apart.
        createdAt: i % 4 === 0 ? same : new Date(same.getTime() + i * 60_000),
      })
      .returning();
    if (i % 3 !== 1)
      await t.database.db.insert(merchantOptins).values({
        merchantId: m!.id,
        creditorId: m!.creditorId,
        signatureDate: '2025-01-01',
        startDate: '2025-01-01',
        endDate: i % 3 === 0 ? '2099-12-31' : '2025-02-01',
        status: 'ativo',
      });
  }
  await t.database.query(`update merchants set created_at = created_at + make_interval(secs => 0.000001 * (ascii(trading_name || 'x') % 7))`);
}

async function seedDeals() {
  for (const [i, text] of TRICKY.slice(0, 9).entries()) {
    const { deal } = await insertDeal(t.database.db, {
      creditor: i % 3 === 2 ? b : a,
      code: i % 2 ? `GRP-${i}` : `X-${i}`,
      merchantName: text || 'Sem nome',
      merchantDocument: DOCUMENTS[i % 3],
      status: 1 + (i % 10),
      contractType: (1 + (i % 2)) as 1 | 2,
      strategy: (i % 2) as 0 | 1,
      gcap: i % 3 === 0,
      type: (1 + (i % 4)) as 1 | 2 | 3 | 4,
      withDomicile: i % 2 === 0,
      createdAt: new Date(Date.UTC(2026, 2, 1 + i, 2, 59, 30)),
      effects: [
        { acquirer: '01027058000191', arrangement: 'VCC', settlementDate: `2026-04-0${1 + (i % 9)}`, amountCents: 150_000 + i },
        { acquirer: '99999999000191', arrangement: text.slice(0, 3), settlementDate: '2026-04-02', amountCents: 1, settledCents: 1, settledOn: '2026-04-02' },
      ],
    });
    await t.database.query(`update deals set title = $2, description = $3, installments = $4 where id = $1`, [
      deal.id,
      `Giro ${text}`,
      i % 2 ? '' : TRICKY[(i + 4) % TRICKY.length],
      1 + i,
    ]);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createCreditor(t.database.db, { companyName: '=Fornecedor; "A"', tradingName: 'Fornecedor\nA', documentNumber: '11222333000181' });
  b = await createCreditor(t.database.db, { companyName: 'Beta Crédito Ltda', tradingName: '-Beta' });
  const profile = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
  tokenA = await t.signIn((await createAccount(t.database.db, { type: 'Creditor', creditorId: a.id, profileId: profile.id })).email, TEST_PASSWORD);
  await seedMerchants();
  await seedDeals();
});
afterAll(async () => t?.close());

/** The file a source writes through read() (copy: false) or through COPY. */
async function written(
  kind: string | ExportSource<unknown, unknown>,
  query: Record<string, string | undefined>,
  scope: ExportScope,
  format: ExportFormat,
  copy: boolean,
) {
  const source = typeof kind === 'string' ? t.app.modules.exportSources.get(kind)! : kind;
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const progress: number[] = [];
  const rows = await writeExportFile(source, source.params.parse(query), scope, format, sink, {
    chunkSize: 4,
    copyOut: copy ? createExportsRepository(t.database.pool).copyOut : undefined,
    onRows: async (n) => void progress.push(n),
  });
  return { file: Buffer.concat(chunks), rows, progress };
}

/** Both ways, both formats: the same bytes (xlsx: the same parts); returns the CSV. */
async function sameFile(kind: string, query: Record<string, string | undefined>, scope: ExportScope = admin) {
  const js = await written(kind, query, scope, 'csv', false);
  const copy = await written(kind, query, scope, 'csv', true);
  expect(copy.file.toString('utf8')).toBe(js.file.toString('utf8'));
  expect(copy.file.equals(js.file)).toBe(true);
  expect(copy.rows).toBe(js.rows);
  expect(copy.progress.at(-1) ?? 0).toBe(js.rows);
  const xlsxJs = await written(kind, query, scope, 'xlsx', false);
  const xlsxCopy = await written(kind, query, scope, 'xlsx', true);
  expect(zipEntries(xlsxCopy.file)).toEqual(zipEntries(xlsxJs.file));
  return { csv: js.file.toString('utf8'), rows: js.rows };
}

describe('merchants export through COPY', () => {
  it('writes what read() writes, for every filter', async () => {
    const all = await sameFile('merchants', {});
    expect(all.rows).toBe(TRICKY.length);
    expect(all.csv).toContain(`;'=1+1 Ltda;`);
    expect(all.csv).toContain(`;"'=Fornecedor; ""A""";`);
    const queries: Record<string, string | undefined>[] = [
      { name: 'são' },
      { document: '5299' },
      { active: 'false' },
      { account_status: 'ativo' },
      { optin_status: 'true' },
      { optin_status: 'false' },
      { type_person: '1' },
      { partnership: 'aspas' },
      { origin_account: '3' },
      { creditor_id: b.id },
      { view_full_api: 'true', active: 'true', type_person: '2' },
    ];
    for (const query of queries)
      expect((await sameFile('merchants', query)).rows, JSON.stringify(query)).toBeGreaterThan(0);
    // Quotes, backslashes and LIKE's wildcards in a filter mean in the COPY what they meant as parameters.
    expect((await sameFile('merchants', { name: 'barra \\ inv' })).rows).toBe(1);
    expect((await sameFile('merchants', { name: "o'\\%_", partnership: '"' })).rows).toBe(0);
  });

  it("keeps a creditor user to its own creditor's merchants; another creditor's are an empty file", async () => {
    const own = await sameFile('merchants', {}, userOf(a.id));
    const ofA = (await t.database.query<{ n: number }>('select count(*)::int as n from merchants where creditor_id = $1', [a.id]))[0]!.n;
    expect(own.rows).toBe(ofA);
    expect(own.csv).not.toContain('Beta Crédito');
    expect((await sameFile('merchants', { name: 'são' }, userOf(a.id))).csv).not.toContain('Beta');
    const other = await sameFile('merchants', { creditor_id: b.id }, userOf(a.id));
    expect(other.rows).toBe(0);
    expect(other.csv.split('\r\n')).toHaveLength(2);
  });

  it('is what the export job writes and stores', async () => {
    const { download, job } = await exportThroughJob(t, tokenA, '/api/merchant?format=csv&active=true');
    const expected = await written('merchants', { active: 'true' }, userOf(a.id), 'csv', false);
    expect(download.rawPayload.equals(expected.file)).toBe(true);
    expect(job).toMatchObject({ done: expected.rows, total: expected.rows });
  });
});

describe('creditors, deals and settlement report exports through COPY', () => {
  it('creditors: the list and its filters', async () => {
    expect((await sameFile('creditors', {})).csv).toContain(`"'=Fornecedor; ""A"""`);
    for (const query of [{ name: 'beta' }, { document: '11.222.333' }]) expect((await sameFile('creditors', query)).rows).toBe(1);
  });

  it('deals: every status, the filters, a creditor user its own', async () => {
    const count = async (where: string, ...params: unknown[]) =>
      (await t.database.query<{ n: number }>(`select count(*)::int as n from deals where ${where}`, params))[0]!.n;
    expect((await sameFile('deals', { status: 'todos' })).rows).toBe(await count('strategy = 0'));
    for (const query of [
      { status: 'aprovado,cancelado' },
      { status: 'todos', grouping: 'aspas' },
      { status: 'todos', modality: 'smoke', codes: 'GRP-1,GRP-3' },
      { status: 'todos', modality: 'smoke' },
      { status: 'todos', gcap: 'true' },
      { status: 'todos', document: '529' },
      { status: 'todos', creditor_id: b.id },
    ])
      expect((await sameFile('deals', query)).rows, JSON.stringify(query)).toBeGreaterThan(0);
    const own = await sameFile('deals', { status: 'todos' }, userOf(a.id));
    expect(own.rows).toBe(await count('strategy = 0 and creditor_id = $1', a.id));
    expect((await sameFile('deals', { status: 'todos', creditor_id: b.id }, userOf(a.id))).rows).toBe(0);
  });

  it('settlement report: amounts in reais, labels, documents, the filters, a creditor user its own', async () => {
    expect((await sameFile('receivable-reached', { status: 'todos' })).rows).toBe(18);
    for (const query of [
      { status: 'aprovado' },
      { status: 'todos', searchByGroup: 'GRP' },
      { status: 'todos', codes: 'GRP-1' },
      { status: 'todos', contractType: '1' },
      { status: 'todos', strategy: 'smoke', searchByGcap: 'true' },
      { status: 'todos', createdAtInitial: '2026-03-03', executionDateEnd: '2026-04-01' },
    ])
      expect((await sameFile('receivable-reached', query)).rows, JSON.stringify(query)).toBeGreaterThan(0);
    const own = await sameFile('receivable-reached', { status: 'todos', creditorId: b.id }, userOf(a.id));
    expect(own.rows).toBe(12);
    expect(own.csv).not.toContain('Beta Crédito');
  });
});

describe('the COPY path', () => {
  let probes = 0;
  /** A source read through its query only: its read() fails. */
  const probe = (sql: string): ExportSource<unknown, unknown> => ({
    kind: `copy-probe-${++probes}`,
    fileBaseName: 'sonda',
    sheetName: 'Sonda',
    params: z.object({}),
    columns: [
      { header: 'Texto', value: () => null },
      { header: 'Valor', value: () => null, copyCell: 'number' },
    ],
    // eslint-disable-next-line require-yield -- a source that must never be read this way
    async *read() {
      throw new Error('a source with a query is read through COPY');
    },
    copy: async () => ({ sql, params: ['=x;"y"', '2.50'] }),
  });

  it('is the export job\'s for a source with a query: parameters written in, numbers read', async () => {
    const source = probe('select $1::text || g, $2::numeric * g from generate_series(1, 3) g order by g');
    const { file, rows } = await written(source, {}, admin, 'csv', true);
    expect(file.toString('utf8')).toBe(`\ufeffTexto;Valor\r\n"'=x;""y""1";2,5\r\n"'=x;""y""2";5\r\n"'=x;""y""3";7,5\r\n`);
    expect(rows).toBe(3);

    t.app.modules.exportSources.register(source);
    const account = await createAccount(t.database.db, { type: 'Backoffice' });
    const jobId = await t.app.modules.jobs.enqueue(exportJobType(source.kind), account.id, {
      kind: source.kind,
      format: 'xlsx',
      params: {},
      scope: { ...admin, accountId: account.id },
      requestedAt: new Date().toISOString(),
    });
    const job = await waitFor(async () => {
      const [row] = await t.database.query<{ status: string; result: { rows: number } | null; error: string | null }>(
        'select status, result, error from jobs where id = $1',
        [jobId],
      );
      return row?.status === 'completed' || row?.status === 'failed' ? row : undefined;
    }, 'probe export');
    expect(job).toMatchObject({ status: 'completed', result: { rows: 3 } });
  });

  it('fails the export when the COPY fails half-way, and gives its connection back', async () => {
    const source = probe('select g::text, 1 / (g - 3000) from generate_series(1, 5000) g');
    for (const format of ['csv', 'xlsx'] as const)
      await expect(written(source, {}, admin, format, true)).rejects.toThrow(/division by zero/);
    // Every connection of the pool still answers: none was left in the middle of a COPY.
    const max = t.database.pool.options.max;
    await Promise.all(Array.from({ length: max }, () => t.database.query('select pg_sleep(0.05)')));
    expect(t.database.pool.totalCount).toBeLessThanOrEqual(max);
  });
});
