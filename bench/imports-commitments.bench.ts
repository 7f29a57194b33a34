/**
 * Commitment import benchmark (issue 14): 100,000 CSV rows of the normal commitment import
 * end to end — the file streamed through csv-parse, each record through the source's parseRow
 * (the create form's schema), batches through writeBatch (COPY into staging, set-based checks,
 * INSERT … SELECT into deals, deal_installments and deal_history) — against a COPY of the same
 * 100,000 deals into the deals table, in the same run. Registration at the registry is a
 * separate job and is not measured. Budget: ratio ≤ 2 (quiet or under the test suite's load) and peak RSS of this process (which is
 * the server's import path) < 400 MB. Exit 1 over budget.
 * `DATABASE_URL=postgres://... npm run bench -- imports-commitments`.
 */
import '../apps/server/src/lib/zod-runtime';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { COMMITMENT_IMPORT_COLUMNS, addDays, formatDate, generateCnpj } from '@lastro/domain';
import type { ImportScope } from '../apps/server/src/lib/import-source';
import { readCsvRecords } from '../apps/server/src/modules/imports/csv-stream';
import { writeInBatches } from '../apps/server/src/modules/imports/import-batches';
import { createImportRepository } from '../apps/server/src/modules/commitments/import/import.repository';
import { commitmentImportSources } from '../apps/server/src/modules/commitments/import/import.sources';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { openScratchDatabase } from './scratch-database';
import { timeMs } from './sandbox-merchants';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const MERCHANTS = 1_000;
const TODAY = '2026-03-02';
const ACQUIRER = '01027058000191';
const BUDGET_RATIO = 2;
const BUDGET_RSS_MB = 400;

const database = await openScratchDatabase();
await prepareDatabase(database);
const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-import-bench-'));
try {
  const [creditor] = await database.query<{ id: string }>(
    `insert into creditors (document_number, trading_name, company_name) values ('11222333000181', 'Bench', 'Bench Ltda') returning id`,
  );
  const creditorId = creditor!.id;
  const [originator] = await database.query<{ id: string }>(
    `insert into creditor_originators (creditor_id, cnpj_originador, razao_social) values ($1, '11222333000181', 'Bench') returning id`,
    [creditorId],
  );
  const [domicile] = await database.query<{ id: string }>(
    `insert into creditor_domiciles (originator_id, cnpj_domicilio, titulo_domicilio, banco, ispb, agencia, conta, tipo_conta)
     values ($1, '11222333000181', 'Conta', '341', '60701190', '0001', '12345', 'CC') returning id`,
    [originator!.id],
  );
  const documents = Array.from({ length: MERCHANTS }, (_, i) => generateCnpj({ seed: 5000 + i }));
  await database.query(
    `insert into merchants (creditor_id, document_number, type_person, company_name, trading_name)
     select $1, d, 2, 'Loja ' || d, 'Loja' from unnest($2::text[]) d on conflict do nothing`,
    [creditorId, documents],
  );
  await database.query(
    `insert into merchant_optins (merchant_id, creditor_id, signature_date, start_date, end_date, status)
     select id, $1, $2::date, $2::date, $2::date + 365, 'ativo' from merchants where creditor_id = $1`,
    [creditorId, TODAY],
  );

  // The file a user would upload: ';', DD/MM/YYYY, decimal comma.
  const file = path.join(dir, 'compromissos.csv');
  const br = (iso: string) => formatDate(`${iso}T12:00:00`);
  const fixed = [br(TODAY), br(addDays(TODAY, 180)), br(addDays(TODAY, 1)), br(addDays(TODAY, 90))];
  function* lines() {
    yield `${COMMITMENT_IMPORT_COLUMNS.join(';')}\n`;
    for (let i = 0; i < ROWS; i++) {
      const row = [
        documents[i % MERCHANTS],
        `Contrato ${i}`,
        'Capital de giro',
        `C-${i}`,
        fixed[0],
        fixed[1],
        `${100 + (i % 5000)},${String(i % 100).padStart(2, '0')}`,
        '',
        fixed[2],
        fixed[3],
        domicile!.id,
        ACQUIRER,
        'VCC,MCC',
      ];
      yield `${row.join(';')}\n`;
    }
  }
  await pipeline(Readable.from(lines()), createWriteStream(file));

  const sources = commitmentImportSources(createImportRepository(database), {
    identityOf: async (id) => ({ id, document_number: '11222333000181', company_name: 'Bench Ltda', trading_name: 'Bench', active: true, partner_type: 'fornecedor', partnership: null }),
    parametersOf: async () => ({ tipo_transacao: 'ambos', tipo_contrato: 'todos' }),
    activeDomicilesOf: async () => [{ id: domicile!.id, active: true, originator_active: true }] as never,
    registered: async () => ({ acquirers: new Map([[ACQUIRER, 'Cielo']]), arrangements: new Map([['VCC', 'Visa'], ['MCC', 'Master']]) }),
    today: async () => TODAY,
    enqueueRegistration: async () => undefined,
  });
  const source = sources.normal;
  const options = { creditor_id: creditorId, deal_type: 2, deal_contract_type: 1 };
  const scope: ImportScope = { accountId: randomUUID(), accountType: 'Backoffice', isAdmin: true, creditorId: null };

  let failed = 0;
  const importMs = await timeMs(async () => {
    // The import job's own loop (parse the next batch while the last one is written).
    await writeInBatches(readCsvRecords(createReadStream(file), 'utf-8', ';'), {
      source,
      options,
      scope,
      importId: randomUUID(),
      async saved(failures) {
        failed += failures.length;
      },
    });
  });
  const [written] = await database.query<{ n: string }>('select count(*) as n from deals');
  if (Number(written!.n) !== ROWS || failed) throw new Error(`import wrote ${written!.n} deals, ${failed} rows failed`);
  const peakRssMb = process.resourceUsage().maxRSS / 1024;

  // The same 100,000 deals COPYed straight into deals (the floor of any bulk path).
  const merchantIds = new Map(
    (await database.query<{ id: string; document_number: string }>('select id, document_number from merchants where creditor_id = $1', [creditorId])).map(
      (m) => [m.document_number, m.id],
    ),
  );
  function* copyLines() {
    for (let i = 0; i < ROWS; i++) {
      const document = documents[i % MERCHANTS]!;
      yield `${[
        randomUUID(),
        creditorId,
        merchantIds.get(document),
        'Bench Ltda',
        'Bench',
        '11222333000181',
        `Loja ${document}`,
        'Loja',
        document,
        `Contrato ${i}`,
        'Capital de giro',
        `C-${i}`,
        2,
        1,
        (100 + (i % 5000)) * 100 + (i % 100),
        1,
        TODAY,
        addDays(TODAY, 180),
        addDays(TODAY, 1),
        addDays(TODAY, 90),
        `{${ACQUIRER}}`,
        '{VCC,MCC}',
        domicile!.id,
        6,
      ].join('\t')}\n`;
    }
  }
  const copyMs = await timeMs(async () => {
    const client = await database.pool.connect();
    try {
      await pipeline(
        Readable.from(copyLines()),
        client.query(
          copyFrom(
            `copy deals (id, creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
                         merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code, type,
                         contract_type, amount, installments, issue_date, expiration_date, execution_date, execution_date_end,
                         acquirers, arrangements, bank_account_id, status)
             from stdin`,
          ),
        ),
      );
    } finally {
      client.release();
    }
  });

  const ratio = importMs / copyMs;
  console.log(`import of ${ROWS} commitment rows: ${importMs.toFixed(0)} ms (parse, validate, write deals + installments + history)`);
  console.log(`COPY of the same ${ROWS} deals: ${copyMs.toFixed(0)} ms`);
  console.log(`ratio ${ratio.toFixed(2)} (budget ${BUDGET_RATIO}); peak RSS ${peakRssMb.toFixed(0)} MB (budget ${BUDGET_RSS_MB} MB)`);
  if (ratio > BUDGET_RATIO || peakRssMb > BUDGET_RSS_MB) {
    console.error('over budget');
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
}
