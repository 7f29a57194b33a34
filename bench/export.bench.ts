/**
 * Export writer benchmark: 250,000 creditor-like rows through the app's streamed xlsx
 * writer (exceljs WorkbookWriter, formula neutralisation, the creditors export's column
 * formatting) beside a plain streamed CSV of the same rows, measured in the same run.
 * Each format runs in its own child process, so its peak RSS (sampled every 20 ms) is its own.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDateTime, maskCnpj, yesNo } from '@lastro/domain';
import { createExportWriter, type ExportFormat } from '../apps/server/src/modules/exports/export-writers';
import type { ExportCell } from '../apps/server/src/lib/export-source';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 250_000);
const CHUNK = 2000;
const COLUMNS = ['CNPJ', 'Nome fantasia', 'Razão social', 'Ativo', 'Data de cadastro'].map((header) => ({
  header,
}));

/** Rows as the source would hand them over: chunk by chunk, formatted per column. */
function* chunks(): Generator<ExportCell[][]> {
  const base = Date.UTC(2020, 0, 1);
  for (let start = 0; start < ROWS; start += CHUNK) {
    const rows: ExportCell[][] = [];
    for (let i = start; i < Math.min(ROWS, start + CHUNK); i++) {
      const doc = String(10_000_000_000_000 + i * 7919).slice(0, 14);
      rows.push([
        maskCnpj(doc),
        i % 97 === 0 ? `=Fornecedor ${i}` : `Fornecedor ${i}`,
        `Fornecedor ${i} Comércio e Serviços Ltda`,
        yesNo(i % 5 !== 0),
        formatDateTime(new Date(base + i * 60_000)),
      ]);
    }
    yield rows;
  }
}

type Mode = ExportFormat | 'none';

async function worker(format: Mode) {
  let peak = process.memoryUsage().rss;
  const baseline = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-'));
  const file = path.join(dir, `out.${format}`);
  const t0 = performance.now();
  // 'none' only produces the rows: the cost every format shares.
  const writer = format === 'none' ? null : createExportWriter(format, createWriteStream(file), 'Fornecedores', COLUMNS);
  for (const rows of chunks()) {
    await writer?.addRows(rows);
    // The real job awaits a database read between chunks; yield likewise so sampling and I/O run.
    await new Promise((r) => setImmediate(r));
  }
  await writer?.finish();
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const bytes = writer ? statSync(file).size : 0;
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(JSON.stringify({ format, ms, peakRss: peak, baselineRss: baseline, bytes }) + '\n');
}

interface Result {
  format: Mode;
  ms: number;
  peakRss: number;
  baselineRss: number;
  bytes: number;
}

function runChild(format: Mode): Result {
  const self = fileURLToPath(import.meta.url);
  const res = spawnSync(process.execPath, ['--import', 'tsx', self, '--worker', format], {
    encoding: 'utf8',
    env: process.env,
  });
  if (res.status !== 0) throw new Error(`${format} worker failed: ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!) as Result;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

if (process.argv[2] === '--worker') {
  await worker(process.argv[3] as Mode);
} else {
  const rowsOnly = runChild('none');
  const xlsx = runChild('xlsx');
  const csv = runChild('csv');
  console.log(`export of ${ROWS.toLocaleString('en-US')} rows (5 columns), chunks of ${CHUNK}`);
  console.log('format  time      rows/s     peak RSS  (over start)  file');
  for (const r of [rowsOnly, xlsx, csv]) {
    console.log(
      `${r.format.padEnd(6)}  ${(r.ms / 1000).toFixed(2).padStart(6)} s  ${Math.round(ROWS / (r.ms / 1000))
        .toLocaleString('en-US')
        .padStart(
          9,
        )}  ${mb(r.peakRss).padStart(8)}  ${mb(r.peakRss - r.baselineRss).padStart(11)}   ${mb(r.bytes)}`,
    );
  }
  const writing = (r: Result) => r.ms - rowsOnly.ms;
  console.log('(none = producing and formatting the rows only, without writing a file)');
  const ratio =
    writing(csv) > 50
      ? `, ratio ${(writing(xlsx) / writing(csv)).toFixed(2)}x`
      : ' (csv writing within noise)';
  console.log(
    `writing alone (time minus none): xlsx ${(writing(xlsx) / 1000).toFixed(2)} s, csv ${(writing(csv) / 1000).toFixed(2)} s${ratio}`,
  );
  console.log(
    `ratios xlsx/csv: time ${(xlsx.ms / csv.ms).toFixed(2)}x, peak RSS ${(xlsx.peakRss / csv.peakRss).toFixed(2)}x, growth over start ${((xlsx.peakRss - xlsx.baselineRss) / Math.max(1, csv.peakRss - csv.baselineRss)).toFixed(2)}x, file size ${(xlsx.bytes / csv.bytes).toFixed(2)}x`,
  );
}
