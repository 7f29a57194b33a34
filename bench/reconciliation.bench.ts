/**
 * Statement ingestion benchmark (spec 4 §13 check 12): a 100,000-line bank statement file,
 * CNAB 240 and CSV, written with the product's writers, uploaded over HTTP to POST
 * reconciliation/files of the built server (`node apps/server/dist/main.js`, as production runs
 * it) in a process of its own and timed until the file is 'Processado' (recognise, one streamed
 * reading, staging by COPY, classification, deduplication, the one-transaction commit), against
 * a COPY of the same rows into reconciliation_bank_lines, measured in the same run. Budgets:
 * ingestion ≤ 3x the COPY; the server process's peak resident memory (its whole RSS, app
 * included, VmHWM reset before the upload) < 300 MB. Exit 1 over budget.
 * `npm run bench -- reconciliation` (BENCH_STATEMENT_LINES to change the size).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../apps/server/src/db/client';
import { copyRow } from '../apps/server/src/db/copy-text';
import { writeCnab240Extrato, writeCsvExtrato, type StatementToWrite } from '../apps/server/src/integrations/bank-statements';
import { seedReconciliationReference } from '../apps/server/src/modules/reconciliation/testing';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { openScratchDatabase } from './scratch-database';
import { createAccount, TEST_PASSWORD } from '../apps/server/src/test/fixtures';

// A CNAB 240 batch numbers its details in 5 digits: 99,999 entries, with the file's and the
// batch's headers and trailers a 100,003-line file; the CSV, 99,999 entries and its header.
const LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 99_999);
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);

interface IngestResult {
  ms: number;
  peak: number;
  /** Peak RSS by the time the upload was answered (the request alone). */
  atAnswer: number;
  baseline: number;
  status: string;
  linesNew: number;
}

/** One day of an Itaú account with LINES different credits and debits (each line its own key). */
function statementOf(date: string, holderDocument: string): StatementToWrite {
  return {
    account: { bank: '341', agency: '1234', agencyDigit: null, account: '123456', accountDigit: '7', holderDocument, holderName: 'Originadora Bench' },
    date,
    openingBalance: 1_000_000,
    lines: Array.from({ length: LINES }, (_, i) => ({
      amount: i % 5 === 0 ? -(100 + i) : 1_000 + i,
      description: i % 3 === 0 ? `CIELO S.A. RECEBIVEIS ${i}` : `PIX RECEBIDO CLIENTE ${i}`,
      document: String(i),
      cnabCategory: i % 5 === 0 ? '105' : '222',
    })),
  };
}

/** The same rows as the ingestion writes them, as COPY text (made beforehand: only the COPY is timed). */
function copyTextOf(s: StatementToWrite, creditorId: string, fileId: string, accountId: string): string[] {
  return s.lines.map((l, i) =>
    copyRow([
      creditorId, fileId, i + 3, accountId, s.date, l.amount, l.amount < 0 ? 'D' : 'C', l.description, l.document,
      null, l.cnabCategory ?? null, createHash('sha256').update(`${s.date}|${i}`).digest('hex'), 'importada', null, 'outro', null, null,
    ]),
  );
}

async function copyBaseline(database: Database, rows: string[]): Promise<number> {
  const client = await database.pool.connect();
  const started = performance.now();
  try {
    await pipeline(
      Readable.from(rows),
      client.query(
        copyFrom(`copy reconciliation_bank_lines (creditor_id, file_id, line_number, account_id, posted_date, amount, entry_type, description, document_id,
          payer_document, cnab_category, dedup_key, status, ignore_reason, classification, acquirer_id, rule_id) from stdin`),
      ),
    );
  } finally {
    client.release();
  }
  return performance.now() - started;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * The server as production runs it: the built bundle (`node apps/server/dist/main.js`, no
 * TypeScript loader) on the scratch database, API and worker in one process (ROLE=all), files
 * on disk. The client (this process) uploads over HTTP, so its copy of the file is not counted.
 */
async function startServer(databaseUrl: string, adminEmail: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-server-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ROLE: 'all',
      FILE_STORAGE: 'disk',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const signIn = await fetch(`${base}/api/accounts/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: TEST_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  return {
    pid: child.pid!,
    base,
    headers,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Upload, then GET files/:id until it rests; the server's peak RSS over that span (VmHWM reset just before). */
async function ingest(server: Awaited<ReturnType<typeof startServer>>, creditorId: string, file: string): Promise<IngestResult> {
  const form = new FormData();
  form.set('creditor_id', creditorId);
  form.set('file', new Blob([readFileSync(file)]), path.basename(file));
  // Idle first, so the start-up's (or the previous file's) garbage is not the figure.
  await new Promise((r) => setTimeout(r, 2_000));
  const baseline = statusKb(server.pid, 'VmRSS');
  // Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS (Linux >= 4.0).
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, statusKb(server.pid, 'VmRSS'))), 20);
  const started = performance.now();
  const accepted = await fetch(`${server.base}/api/reconciliation/files`, { method: 'POST', headers: server.headers, body: form });
  if (accepted.status !== 202) throw new Error(`upload refused: ${accepted.status} ${await accepted.text()}`);
  const atAnswer = Math.max(peak, statusKb(server.pid, 'VmHWM'));
  const { id } = (await accepted.json()) as { id: string };
  let detail: { status: string; lines_new: number };
  for (;;) {
    detail = (await (await fetch(`${server.base}/api/reconciliation/files/${id}`, { headers: server.headers })).json()) as typeof detail;
    if (!['recebido', 'em_analise', 'importando'].includes(detail.status)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, statusKb(server.pid, 'VmHWM'));
  return { ms, peak, atAnswer, baseline, status: detail.status, linesNew: detail.lines_new };
}

async function main() {
  const database = await openScratchDatabase();
  await prepareDatabase(database);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-statements-'));
  let ok = true;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await seedReconciliationReference(database.db);
    const holder = '11222333000181';
    const [creditor] = await database.query<{ id: string }>(
      `insert into creditors (document_number, trading_name, company_name) values ($1, 'Fornecedor A', 'Fornecedor A Ltda') returning id`,
      [holder],
    );
    const [company] = await database.query<{ id: string }>(
      `insert into reconciliation_companies (creditor_id, kind, merchant_id, document_number, name, start_date)
       values ($1, 'estabelecimento', gen_random_uuid(), $2, 'Originadora Bench', '2026-01-01') returning id`,
      [creditor!.id, holder],
    );
    const [account] = await database.query<{ id: string }>(
      `insert into reconciliation_accounts (creditor_id, company_id, bank_code, ispb, agency, account_number, account_digit, account_type, holder_document, account_key)
       values ($1, $2, '341', '60701190', '1234', '123456', '7', 'CC', $3, '60701190|1234|123456') returning id`,
      [creditor!.id, company!.id, holder],
    );
    const [placeholder] = await database.query<{ id: string }>(
      `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, status) values ($1, 'sandbox', 'copia', 0, $2, 'x/y.bin', 'excluido') returning id`,
      [creditor!.id, '0'.repeat(64)],
    );

    const admin = await createAccount(database.db, { type: 'Backoffice' });
    // The bundle production runs, built from this tree (esbuild, a few seconds).
    const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('server build failed');
    server = await startServer(database.url, admin.email);
    console.log(`${LINES.toLocaleString('en')}-line statement files, one account`);
    console.log(`server: node apps/server/dist/main.js (ROLE=all), its own process; idle RSS before the upload ${mb(statusKb(server.pid, 'VmRSS'))} MB`);
    console.log(`figure                                        value    budget  verdict`);
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    const formats: [string, (s: StatementToWrite) => { bytes: Uint8Array }, string][] = [
      ['CNAB 240', writeCnab240Extrato, '2026-02-02'],
      ['CSV', writeCsvExtrato, '2026-02-03'],
    ];
    for (const [label, write, date] of formats) {
      const statement = statementOf(date, holder);
      const file = path.join(dir, `extrato-${label.replace(/\W/g, '')}.dat`);
      writeFileSync(file, write(statement).bytes);
      const copyMs = await copyBaseline(database, copyTextOf(statement, creditor!.id, placeholder!.id, account!.id));
      await database.query('delete from reconciliation_bank_lines where file_id = $1', [placeholder!.id]);
      await database.exec('vacuum analyze reconciliation_bank_lines');
      const result = await ingest(server, creditor!.id, file);
      const ratio = result.ms / copyMs;
      const peakMb = result.peak / 1024 / 1024;
      const whole = result.status === 'processado' && result.linesNew === LINES;
      console.log(`${`${label}: COPY of the same rows (s)`.padEnd(42)} ${(copyMs / 1000).toFixed(2).padStart(7)}`);
      console.log(`${`${label}: ingestion end to end (s)`.padEnd(42)} ${(result.ms / 1000).toFixed(2).padStart(7)}   (${result.status}, ${result.linesNew} lines)`);
      console.log(`${`${label}: ingestion / COPY`.padEnd(42)} ${`${ratio.toFixed(2)}x`.padStart(7)} ${'3x'.padStart(8)}  ${verdict(ratio <= 3)}`);
      console.log(`${`${label}: server peak RSS (MB)`.padEnd(42)} ${mb(result.peak).padStart(7)} ${'300'.padStart(8)}  ${verdict(peakMb < 300)}   (whole server process, VmHWM; ${mb(result.baseline)} MB idle before, +${mb(result.peak - result.baseline)} MB)`);
      console.log(`${`${label}: of which by the upload's answer (MB)`.padEnd(42)} ${mb(result.atAnswer).padStart(7)}           (the request: multipart, hash, line count, storage)`);
      if (!(ratio <= 3 && peakMb < 300 && whole)) ok = false;
    }
    if (!ok) process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}

await main();
