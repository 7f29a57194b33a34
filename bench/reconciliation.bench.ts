/**
 * Statement ingestion benchmark (spec 4 §13 check 12): a 100,000-line bank statement file,
 * CNAB 240 and CSV, written with the product's writers, uploaded to POST reconciliation/files in a
 * server process of its own and timed until the file is 'Processado' (recognise, two readings,
 * staging by COPY, classification, deduplication, the one-transaction commit), against a COPY
 * of the same rows into reconciliation_bank_lines, measured in the same run. Budgets: ingestion
 * ≤ 3x the COPY; the server's peak resident memory during it < 300 MB. Exit 1 over budget.
 * `npm run bench -- reconciliation` (BENCH_STATEMENT_LINES to change the size).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { copyRow } from '../apps/server/src/db/copy-text';
import { writeCnab240Extrato, writeCsvExtrato, type StatementToWrite } from '../apps/server/src/integrations/bank-statements';
import { multipart } from '../apps/server/src/modules/creditors/testing';
import { seedReconciliationReference } from '../apps/server/src/modules/reconciliation/testing';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { openScratchDatabase } from './scratch-database';
import { openWorkerApp } from './worker-app';

// A CNAB 240 batch numbers its details in 5 digits: 99,999 entries, with the file's and the
// batch's headers and trailers a 100,003-line file; the CSV, 99,999 entries and its header.
const LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 99_999);
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);

interface IngestResult {
  ms: number;
  peak: number;
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

/** The server side, in a process of its own (its peak RSS is the figure): upload, then GET files/:id until it rests. */
async function ingestWorker(database: Database, creditorId: string, file: string): Promise<IngestResult> {
  const { app, headers, close } = await openWorkerApp(database);
  try {
    const body = multipart({ creditor_id: creditorId }, { file: { filename: path.basename(file), contentType: 'application/octet-stream', data: readFileSync(file) } });
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const accepted = await app.inject({ method: 'POST', url: '/api/reconciliation/files', payload: body.payload, headers: { ...headers, ...body.headers } });
    if (accepted.statusCode !== 202) throw new Error(`upload refused: ${accepted.statusCode} ${accepted.body}`);
    let detail: { status: string; lines_new: number; message: string | null };
    for (;;) {
      detail = (await app.inject({ method: 'GET', url: `/api/reconciliation/files/${accepted.json().id as string}`, headers })).json();
      if (!['recebido', 'em_analise', 'importando'].includes(detail.status)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { ms, peak, baseline, status: detail.status, linesNew: detail.lines_new };
  } finally {
    await close();
  }
}

function runIngest(url: string, creditorId: string, file: string): IngestResult {
  const res = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--ingest-worker', url, creditorId, file], { encoding: 'utf8', env: process.env });
  if (res.status !== 0) throw new Error(`ingest worker failed: ${res.stderr}\n${res.stdout}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as IngestResult;
}

async function main() {
  const database = await openScratchDatabase();
  await prepareDatabase(database);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-statements-'));
  let ok = true;
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

    console.log(`${LINES.toLocaleString('en')}-line statement files, one account`);
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
      const result = runIngest(database.url, creditor!.id, file);
      const ratio = result.ms / copyMs;
      const peakMb = result.peak / 1024 / 1024;
      const whole = result.status === 'processado' && result.linesNew === LINES;
      console.log(`${`${label}: COPY of the same rows (s)`.padEnd(42)} ${(copyMs / 1000).toFixed(2).padStart(7)}`);
      console.log(`${`${label}: ingestion end to end (s)`.padEnd(42)} ${(result.ms / 1000).toFixed(2).padStart(7)}   (${result.status}, ${result.linesNew} lines)`);
      console.log(`${`${label}: ingestion / COPY`.padEnd(42)} ${`${ratio.toFixed(2)}x`.padStart(7)} ${'3x'.padStart(8)}  ${verdict(ratio <= 3)}`);
      console.log(`${`${label}: server peak RSS (MB)`.padEnd(42)} ${mb(result.peak).padStart(7)} ${'300'.padStart(8)}  ${verdict(peakMb < 300)}   (${mb(result.peak - result.baseline)} MB over its start)`);
      if (!(ratio <= 3 && peakMb < 300 && whole)) ok = false;
    }
    if (!ok) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}

if (process.argv[2] === '--ingest-worker') {
  const database = await openDatabase({ databaseUrl: process.argv[3]! });
  try {
    process.stdout.write(`${JSON.stringify(await ingestWorker(database, process.argv[4]!, process.argv[5]!))}\n`);
  } finally {
    await database.close();
  }
} else await main();
