/**
 * Merchant import benchmark (issue 14, Performance): 100,000 registration rows (Cadastro) as a
 * Windows-1252 ';' CSV, imported end to end in a server process of its own — parse, validate
 * (the domain's merchant rules), write (COPY into a staging table, one INSERT … SELECT per
 * batch) — against a COPY of the same rows into the same table (merchants, with its indexes),
 * measured in one run. Budgets: import time ≤ 3x the COPY; the server's peak resident memory
 * during the import < 400 MB. Exit 1 over budget.
 * Runs on DATABASE_URL (a database created for the run and dropped after) or the embedded
 * default: `DATABASE_URL=postgres://... npm run bench -- imports-merchants`.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { from as copyFrom } from 'pg-copy-streams';
import { MERCHANT_IMPORT_TEMPLATES, generateCnpj, generateCpf } from '@lastro/domain';
import { openDatabase } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { openScratchDatabase } from './scratch-database';
import { importWorker, type ImportResult } from './imports-merchants.worker';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/** One sheet row per index: valid documents (one in ten a CPF), accents in the names. */
function sheetRow(i: number): string[] {
  const document = i % 10 === 0 ? generateCpf({ seed: 500_000 + i }) : generateCnpj({ seed: 500_000 + i });
  return [
    document,
    `Confecções São João ${i} Ltda`,
    `Ação ${i}`,
    `loja${i}@exemplo.com.br`,
    `Conceição ${i}`,
    `(11) 9${String(8000_0000 + (i % 1000_0000)).padStart(8, '0')}`,
    'Avenida Paulista',
    String(i % 2000),
    i % 3 === 0 ? `Sala ${i % 50}` : '',
    'Bela Vista',
    'São Paulo',
    'SP',
    '01310-100',
  ];
}

/** The CSV as Excel in Portuguese saves it: Windows-1252, ';', CRLF. */
async function writeSheet(file: string) {
  const { headers } = MERCHANT_IMPORT_TEMPLATES.registration;
  // Every accented letter here is in Latin-1, where Windows-1252 agrees with it.
  function* lines() {
    yield Buffer.from(`${headers.join(';')}\r\n`, 'latin1');
    for (let i = 0; i < ROWS; i++) yield Buffer.from(`${sheetRow(i).join(';')}\r\n`, 'latin1');
  }
  await pipeline(Readable.from(lines()), createWriteStream(file));
}

/** The same rows as COPY text for merchants (normalised as the import stores them). */
function* copyLines(creditorId: string): Generator<string> {
  for (let i = 0; i < ROWS; i++) {
    const r = sheetRow(i);
    const document = r[0]!;
    const cells = [
      creditorId,
      document,
      document.length === 11 ? '1' : '2',
      r[1]!,
      r[2]!,
      'fornecedor',
      r[3]!,
      r[4]!,
      r[5]!.replace(/\D/g, ''),
      r[6]!,
      r[7]!,
      r[8] === '' ? '\\N' : r[8]!,
      r[9]!,
      r[10]!,
      r[11]!,
      r[12]!.replace(/\D/g, ''),
    ];
    yield `${cells.join('\t')}\n`;
  }
}

function runImport(url: string, creditorId: string, file: string): ImportResult {
  const res = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--import-worker', url, creditorId, file], {
    encoding: 'utf8',
    env: process.env,
  });
  if (res.status !== 0) throw new Error(`import worker failed: ${res.stderr}\n${res.stdout}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as ImportResult;
}

async function main() {
  const database = await openScratchDatabase();
  await prepareDatabase(database);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-import-'));
  try {
    const [creditor] = await database.query<{ id: string }>(
      `insert into creditors (document_number, trading_name, company_name) values ('11222333000181', 'Fornecedor A', 'Fornecedor A Ltda') returning id`,
    );
    const file = path.join(dir, 'cadastro.csv');
    await writeSheet(file);

    // COPY of the same rows into merchants (the text made beforehand: only the COPY is timed),
    // then the table emptied for the import.
    const copyText = [...copyLines(creditor!.id)];
    const client = await database.pool.connect();
    const copyStarted = performance.now();
    try {
      await pipeline(
        Readable.from(copyText),
        client.query(
          copyFrom(
            `copy merchants (creditor_id, document_number, type_person, company_name, trading_name, partner_type, contact_email,
               contact_name, phone_number, address, address_number, address_complement, address_neighborhood, address_city,
               address_state, address_zip_code) from stdin`,
          ),
        ),
      );
    } finally {
      client.release();
    }
    const copyMs = performance.now() - copyStarted;
    await database.exec('truncate merchants cascade');
    await database.exec('vacuum analyze merchants');

    const result = runImport(database.url, creditor!.id, file);
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from merchants where creditor_id = $1', [creditor!.id]);

    console.log(`${ROWS.toLocaleString('en')} registration rows (Windows-1252, ';')`);
    console.log(`COPY into merchants:            ${(copyMs / 1000).toFixed(2)} s`);
    console.log(
      `import end to end (${result.path}): ${(result.ms / 1000).toFixed(2)} s, ${result.failed} refused rows, ${count!.n.toLocaleString('en')} merchants written`,
    );
    console.log(`server peak RSS during the import: ${mb(result.peak)} (${mb(result.peak - result.baseline)} over its start)`);

    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
    const ratio = result.ms / copyMs;
    const peakMb = result.peak / 1024 / 1024;
    console.log(`\nfigure                                   value    budget  verdict`);
    console.log(`${'import time / COPY time'.padEnd(40)} ${`${ratio.toFixed(2)}x`.padStart(7)} ${'3x'.padStart(8)}  ${verdict(ratio <= 3)}`);
    console.log(`${'peak RSS during the import (MB)'.padEnd(40)} ${peakMb.toFixed(0).padStart(7)} ${'400'.padStart(8)}  ${verdict(peakMb < 400)}`);
    const ok = ratio <= 3 && peakMb < 400 && count!.n === ROWS && result.failed === 0;
    if (!ok) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}

if (process.argv[2] === '--import-worker') {
  const database = await openDatabase({ databaseUrl: process.argv[3]! });
  try {
    process.stdout.write(`${JSON.stringify(await importWorker(database, process.argv[4]!, process.argv[5]!))}\n`);
  } finally {
    await database.close();
  }
} else await main();
