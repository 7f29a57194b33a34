import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, NOTIFICATION_TYPE } from '@lastro/domain';
import { buildApp, MODULES } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { defineModule } from '../../lib/module';
import type { ImportSource } from '../../lib/import-source';
import { runImportRows } from '../../lib/import-rows';
import { perm, type AuthContext } from '../../plugins/route-auth';
import { waitFor } from '../../jobs/testing/wait';
import { createTestDatabase } from '../../test/database';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';

const M = MESSAGES.imports;

/**
 * A tiny source standing for any module's: rows {codigo, nome} into a table of the test's own.
 * parseRow refuses a non-numeric code; writeBatch refuses the name 'recusar' (as a database
 * check would) and writes each code once whatever the import (idempotent per row).
 */
interface TestRow {
  code: number;
  name: string;
}
const calls: { lines: number[] }[] = [];
let failOnceAtLine: number | null = null;
let database: Database;

const testSource: ImportSource<TestRow, { grupo: string }> = {
  kind: 'change-deals',
  route: { url: '/test/imports/upload', auth: perm('importacao_alterar_contrato', 'create'), summary: 'teste', tags: ['imports'] },
  options: z.object({ grupo: z.string({ error: 'Grupo obrigatório' }).min(1, 'Grupo obrigatório') }),
  columns: ['codigo', 'nome'],
  batchSize: 2,
  parseRow(record) {
    const code = Number(record.codigo);
    if (!/^\d+$/.test(record.codigo ?? '')) return { error: 'Código inválido' };
    return { code, name: record.nome ?? '' };
  },
  async writeBatch(rows, options, _scope, importId) {
    calls.push({ lines: rows.map((r) => r.line) });
    if (failOnceAtLine !== null && rows.some((r) => r.line === failOnceAtLine)) {
      failOnceAtLine = null;
      throw new Error('falha passageira');
    }
    const refused = new Map<number, string>();
    for (const r of rows) {
      if (r.row.name === 'recusar') refused.set(r.line, 'Recusado pelo banco');
      else
        await database.query(
          'insert into import_test_rows (code, name, grupo, import_id) values ($1, $2, $3, $4) on conflict (code) do nothing',
          [r.row.code, r.row.name, options.grupo, importId],
        );
    }
    return refused;
  },
};

const testModule = defineModule({
  name: 'import-test',
  setup: () => ({ importSources: [testSource] }),
});
// The real sources of these modules would take the test source's kind (reconciliation goes with
// merchants, which it requires; the home reads schedules, commitments and reconciliation).
const modules = [...MODULES.filter((m) => !['merchants', 'schedules', 'commitments', 'reconciliation', 'home'].includes(m.name)), testModule];

let dispose: () => Promise<void>;
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
async function startApp(over: Partial<Config> = {}) {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-imports-'));
  dirs.push(filesDir);
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'imports-test-secret-imports-test-secret-0' },
    { webDist: undefined, seedDemo: false, signInRateLimitPerMinute: 10_000, filesDir, fileStorage: 'database', ...over },
  );
  const app = await buildApp({ config, database, modules });
  await app.ready();
  apps.push(app);
  return app;
}

let app: FastifyInstance;
let adminToken: string;
let creditorToken: string;
let otherCreditorToken: string;
let noPermissionToken: string;

async function signIn(email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email, password: TEST_PASSWORD } });
  return res.json().token as string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function multipart(file: { name: string; bytes: Buffer } | null, fields: Record<string, string>) {
  const boundary = `----lastro${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, file: { name: string; bytes: Buffer } | null, fields = { grupo: 'A' }, target = app) {
  const body = multipart(file, fields);
  return target.inject({ method: 'POST', url: '/api/test/imports/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

async function finished(token: string, id: string) {
  return waitFor(async () => {
    const s = (await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: bearer(token) })).json();
    return s.state === 'completed' || s.state === 'failed' ? s : undefined;
  }, `import ${id}`);
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const codes = async () => (await database.query<{ code: number; name: string }>('select code, name from import_test_rows order by code')).map((r) => r.code);

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await database.exec(
    'create table import_test_rows (code integer primary key, name text not null, grupo text not null, import_id uuid not null)',
  );
  app = await startApp();
  const admin = await createAccount(database.db, { type: 'Backoffice' });
  const profile = await createProfile(database.db, { isLastro: false, grants: [['importacao_alterar_contrato', ['create']]] });
  const creditor = await createCreditor(database.db);
  const other = await createCreditor(database.db);
  const user = await createAccount(database.db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
  const otherUser = await createAccount(database.db, { type: 'Creditor', creditorId: other.id, profileId: profile.id });
  const bare = await createAccount(database.db, { type: 'Creditor', creditorId: creditor.id });
  adminToken = await signIn(admin.email);
  creditorToken = await signIn(user.email);
  otherCreditorToken = await signIn(otherUser.email);
  noPermissionToken = await signIn(bare.email);
}, 120_000);

afterAll(async () => {
  for (const a of apps) await a.close();
  await dispose?.();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

beforeEach(async () => {
  calls.length = 0;
  await database.exec('truncate import_test_rows');
});

describe('upload -> job -> status', () => {
  const file = utf8('\uFEFFCodigo;Nome\n1;Um\nx;Sem código\n2;recusar\n3;Três\n\n;;\n4;"Quatro; com separador"\n');

  it('runs the rows through the source by batches, keeps the refused ones, offers them as a file and notifies (type 4)', async () => {
    const res = await upload(creditorToken, { name: 'lote.csv', bytes: file });
    expect(res.statusCode).toBe(202);
    const { process_id, job_id } = res.json();
    expect(job_id).toEqual(expect.any(String));

    const status = await finished(creditorToken, process_id);
    expect(status).toMatchObject({ state: 'completed', kind: 'change-deals', file_name: 'lote.csv', done: 5, total: 5 });
    expect(status.status).toEqual({
      status: [
        { item1: 2, item2: 'Código inválido' },
        { item1: 3, item2: 'Recusado pelo banco' },
      ],
      totalLines: 5,
      totalError: 2,
    });
    expect(status.erros[0]).toEqual({ line: 2, record: { codigo: 'x', nome: 'Sem código' }, error: 'Código inválido' });
    expect(await codes()).toEqual([1, 3, 4]);
    // Batches of two parsed-or-refused rows, in file order (empty lines and bare separators skipped).
    expect(calls.map((c) => c.lines)).toEqual([[1], [3, 4], [5]]);
    expect((await database.query<{ name: string }>('select name from import_test_rows where code = 4'))[0]!.name).toBe(
      'Quatro; com separador',
    );

    const download = await app.inject({ method: 'GET', url: status.failed_file, headers: bearer(creditorToken) });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('codigo;nome;erro\r\nx;Sem código;Código inválido\r\n2;recusar;Recusado pelo banco\r\n');

    const notes = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(creditorToken) })).json().results;
    const note = notes.find((n: { notification: { metadata: { id: string } } }) => n.notification.metadata.id === process_id);
    expect(note.notification).toMatchObject({ type: NOTIFICATION_TYPE.importacao, title: M.finishedTitle, description: M.finishedDescription('lote.csv', 5, 2) });
    expect(note.notification.metadata.notification_info).toContain(status.failed_file);
  });

  it('the failed-rows file neutralises formulas as the exports do', async () => {
    const hostile = ['=1+2', '@cmd', '+55', '-1', '\tx', '\rx'];
    const lines = hostile.map((h) => `"${h}";"=HYPERLINK(""http://x"",""y"")"`);
    const res = await upload(creditorToken, { name: 'formulas.csv', bytes: utf8(`codigo;nome\n${lines.join('\n')}\n`) });
    const status = await finished(creditorToken, res.json().process_id);
    expect(status).toMatchObject({ state: 'completed', status: { totalError: hostile.length } });
    const download = await app.inject({ method: 'GET', url: status.failed_file, headers: bearer(creditorToken) });
    const rows = download.rawPayload.subarray(3).toString('utf8').replace(/\r\n$/, '').split(/\r\n/).slice(1);
    expect(rows).toEqual(
      hostile.map((h) => `${h.includes('\r') ? `"'${h}"` : `'${h}`};"'=HYPERLINK(""http://x"",""y"")";Código inválido`),
    );
  });

  it('the same file imported again writes nothing twice', async () => {
    const first = await upload(adminToken, { name: 'lote.csv', bytes: file });
    await finished(adminToken, first.json().process_id);
    const before = await database.query('select * from import_test_rows order by code');
    const again = await upload(adminToken, { name: 'lote.csv', bytes: file });
    const status = await finished(adminToken, again.json().process_id);
    expect(status.state).toBe('completed');
    expect(await database.query('select * from import_test_rows order by code')).toEqual(before);
  });

  it('a retried job resumes after the last saved batch: no row is written twice', { timeout: 90_000 }, async () => {
    failOnceAtLine = 5;
    const res = await upload(creditorToken, { name: 'retry.csv', bytes: file });
    const status = await finished(creditorToken, res.json().process_id);
    expect(status.state).toBe('completed');
    expect(status.status.totalError).toBe(2);
    // [5] failed once, then ran again alone; the batches before it were not repeated.
    expect(calls.map((c) => c.lines)).toEqual([[1], [3, 4], [5], [5]]);
    expect(await codes()).toEqual([1, 3, 4]);
    const notes = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(creditorToken) })).json().results;
    expect(notes.filter((n: { notification: { metadata: { id: string } } }) => n.notification.metadata.id === status.process_id)).toHaveLength(1);
  });

  it('reads a Windows-1252 file (what Excel saves) with its accents, and a file separated by commas', async () => {
    const cp1252 = Buffer.from([
      ...Buffer.from('codigo;nome\r\n10;'),
      0x41, 0xe7, 0xe3, 0x6f, // Ação
      ...Buffer.from('\r\n11;Par'),
      0xe1, // Pará
      ...Buffer.from('\r\n13;'),
      0x93, 0x78, 0x94, 0x20, 0x80, // “x” € (0x80-0x9F: not ISO-8859-1)
      ...Buffer.from('\r\n'),
    ]);
    const a = await upload(creditorToken, { name: 'excel.csv', bytes: cp1252 });
    expect(a.statusCode).toBe(202);
    expect((await finished(creditorToken, a.json().process_id)).status.totalError).toBe(0);
    const b = await upload(creditorToken, { name: 'virgula.csv', bytes: utf8('codigo,nome\n12,"Vírgula, entre aspas"\n') });
    expect((await finished(creditorToken, b.json().process_id)).state).toBe('completed');
    const names = await database.query<{ name: string }>('select name from import_test_rows order by code');
    expect(names.map((n) => n.name)).toEqual(['Ação', 'Pará', 'Vírgula, entre aspas', '“x” €']);
  });

  it('GET imports?kind= answers the caller\'s latest import; active=true only while it runs', async () => {
    const res = await upload(otherCreditorToken, { name: 'ultimo.csv', bytes: file });
    const id = res.json().process_id;
    await finished(otherCreditorToken, id);
    const latest = await app.inject({ method: 'GET', url: '/api/imports?kind=change-deals', headers: bearer(otherCreditorToken) });
    expect(latest.json().results.map((r: { process_id: string }) => r.process_id)).toEqual([id]);
    const active = await app.inject({ method: 'GET', url: '/api/imports?kind=change-deals&active=true', headers: bearer(otherCreditorToken) });
    expect(active.json().results).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/api/imports?kind=nada', headers: bearer(otherCreditorToken) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('refusals', () => {
  it('without a file, with invalid fields, with the wrong columns or no rows: 400 with the reason', async () => {
    const noFile = await upload(creditorToken, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ errors: { message: [M.fileRequired] } });
    const noField = await upload(creditorToken, { name: 'a.csv', bytes: utf8('codigo;nome\n1;a\n') }, { grupo: '' });
    expect(noField.json()).toEqual({ errors: { message: ['Grupo obrigatório'] } });
    const columns = await upload(creditorToken, { name: 'a.csv', bytes: utf8('codigo;outra\n1;a\n') });
    expect(columns.json()).toEqual({ errors: { message: [M.missingColumns('nome')] } });
    const empty = await upload(creditorToken, { name: 'a.csv', bytes: utf8('codigo;nome\n\n') });
    expect(empty.json()).toEqual({ errors: { message: [M.emptyFile] } });
    const notMultipart = await app.inject({ method: 'POST', url: '/api/test/imports/upload', payload: {}, headers: bearer(creditorToken) });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('a file above IMPORT_MAX_BYTES (413) or IMPORT_MAX_ROWS (400) is refused with the limit in the message', async () => {
    const limited = await startApp({ role: 'api', importMaxBytes: 1024 * 1024, importMaxRows: 3 });
    const big = await upload(creditorToken, { name: 'grande.csv', bytes: Buffer.alloc(1024 * 1024 + 10, 'a') }, { grupo: 'A' }, limited);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ errors: { message: [M.fileTooLarge(1)] } });
    const rows = await upload(creditorToken, { name: 'linhas.csv', bytes: utf8('codigo;nome\n1;a\n2;b\n3;c\n4;d\n') }, { grupo: 'A' }, limited);
    expect(rows.statusCode).toBe(400);
    expect(rows.json()).toEqual({ errors: { message: [M.tooManyRows(3)] } });
  });

  it('without the permission: 403; another account\'s import: 404 (an admin sees it)', async () => {
    const denied = await upload(noPermissionToken, { name: 'a.csv', bytes: utf8('codigo;nome\n1;a\n') });
    expect(denied.statusCode).toBe(403);
    const mine = await upload(creditorToken, { name: 'a.csv', bytes: utf8('codigo;nome\n1;a\n') });
    const id = mine.json().process_id;
    await finished(creditorToken, id);
    expect((await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: bearer(otherCreditorToken) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: bearer(adminToken) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/imports/nao-e-id', headers: bearer(adminToken) })).statusCode).toBe(400);
  });
});

describe('runImportRows (synchronous JSON-array imports)', () => {
  it('runs records through the same parseRow and writeBatch and answers the status shape', async () => {
    const auth = { accountId: '00000000-0000-4000-8000-000000000000', isAdmin: true, accountType: 'Backoffice', creditorId: null } as AuthContext;
    const reply = await runImportRows(testSource, [{ Codigo: 7, Nome: 'Sete' }, { codigo: 'y', nome: 'x' }, { codigo: '8', nome: 'recusar' }], { grupo: 'B' }, auth);
    expect(reply.status).toEqual({
      status: [
        { item1: 2, item2: 'Código inválido' },
        { item1: 3, item2: 'Recusado pelo banco' },
      ],
      totalLines: 3,
      totalError: 2,
    });
    expect(reply.erros[0]!.record).toEqual({ codigo: 'y', nome: 'x' });
    expect(await codes()).toEqual([7]);
  });
});
