import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, addDays, formatDate, generateCnpj, type CommitmentImportRow } from '@lastro/domain';
import { creditorDomiciles, creditorOriginators } from '../../../db/schema/creditors';
import { acquirers, arrangements } from '../../../db/schema/registers';
import { dealHistory, dealInstallments, deals } from '../../../db/schema/commitments';
import { isRowError, type ImportBatchRow, type ImportScope, type ImportSource } from '../../../lib/import-source';
import type { AuthContext } from '../../../plugins/route-auth';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor } from '../../../test/fixtures';
import type { CommitmentImportOptions } from './import.sources';
import { optInThroughApi } from '../../../test/optins';

const M = MESSAGES.commitments;
const R = MESSAGES.imports.commitments;

let t: TestApp;
let today: string;
let adminToken: string;
let creditorA: string;
let creditorB: string;
let domicileA: string;
let domicileB: string;
let merchantA: { id: string; document_number: string };
let merchantNoOptIn: { id: string; document_number: string };
let relations: { acquirer: string; arrangement: string };
let admin: { id: string; name: string };
let seed = 9400;

const services = <N extends 'creditors' | 'merchants'>(name: N) => t.app.modules.services(name);
const source = (kind: 'commitments' | 'smoke-commitments') =>
  t.app.modules.importSources.get(kind) as unknown as ImportSource<CommitmentImportRow, CommitmentImportOptions>;
const scope = (): ImportScope => ({ accountId: admin.id, accountType: 'Backoffice', isAdmin: true, creditorId: null });
const auth = (over: Partial<AuthContext> = {}): AuthContext => ({
  accountId: admin.id,
  sessionId: 's',
  accountType: 'Backoffice',
  isAdmin: true,
  creditorId: null,
  email: 'a@b.c',
  name: admin.name,
  permissions: new Map(),
  ...over,
});

async function domicileOf(creditorId: string) {
  const db = t.database.db;
  const [o] = await db
    .insert(creditorOriginators)
    .values({ creditorId, cnpjOriginador: generateCnpj({ seed: seed++ }), razaoSocial: 'Originadora Ltda' })
    .returning();
  const [d] = await db
    .insert(creditorDomiciles)
    .values({ originatorId: o!.id, cnpjDomicilio: o!.cnpjOriginador, tituloDomicilio: 'Conta', banco: '001', ispb: '00000000', agencia: '0001', conta: '12345', digito: '6', tipoConta: 'CC' })
    .returning();
  return d!.id;
}

async function merchant(creditorId: string, optIn: boolean) {
  const m = await services('merchants').ensure({ creditorId, documentNumber: generateCnpj({ seed: seed++ }), companyName: 'Loja Ltda', tradingName: 'Loja' });
  if (optIn) {
    const res = await optInThroughApi(t, adminToken, m.id, { creditor_id: creditorId, signature_date: today, start_date: today, end_date: addDays(today, 365) });
    expect(res.statusCode).toBe(201);
  }
  return m;
}

const br = (iso: string) => formatDate(`${iso}T12:00:00`);

/** A CSV record as the runner hands it over: headers normalised, values as written. */
const record = (over: Record<string, string> = {}): Record<string, string> => ({
  cnpj_estabelecimento: merchantA.document_number,
  título: 'Contrato importado',
  descrição: 'Capital de giro',
  código: 'IMP-1',
  emissão: br(today),
  expiração: br(addDays(today, 180)),
  valor: '1.500,25',
  vencimento: '',
  execução_início: br(addDays(today, 1)),
  execução_fim: addDays(today, 30),
  id_domicílio: domicileA,
  cnpj_credenciadora: relations.acquirer,
  arranjos: relations.arrangement,
  ...over,
});

/** A smoke row: percentage division rule, amount to encumber and requested amount. */
const smokeRecord = (over: Record<string, string> = {}): Record<string, string> => ({
  cnpj_estabelecimento: merchantA.document_number,
  título: 'Fumaça',
  descrição: 'Garantia',
  código: 'F-1',
  emissão: br(today),
  expiração: br(addDays(today, 180)),
  cnpj_credenciadora: relations.acquirer,
  arranjos: relations.arrangement,
  regra_divisão: '2',
  valor_onerar: '12,34',
  valor_solicitado: '1000',
  data_vencimento: br(today),
  execução_início: br(addDays(today, 1)),
  execução_fim: br(addDays(today, 60)),
  id_domicílio: domicileA,
  ...over,
});

const options: CommitmentImportOptions = { creditor_id: '', deal_type: 2, deal_contract_type: 1 };

/** parseRow then writeBatch, as the imports runner does: the errors of both by line. */
async function importRows(records: Record<string, string>[], importId: string, kind: 'commitments' | 'smoke-commitments' = 'commitments', opts = options) {
  const src = source(kind);
  const errors = new Map<number, string>();
  const rows: ImportBatchRow<CommitmentImportRow>[] = [];
  records.forEach((raw, i) => {
    const parsed = src.parseRow(raw, opts, scope());
    if (isRowError(parsed)) errors.set(i + 1, parsed.error);
    else rows.push({ line: i + 1, row: parsed, raw });
  });
  for (const [line, error] of await src.writeBatch(rows, opts, scope(), importId)) errors.set(line, error);
  return errors;
}

const dealsOf = (importId: string) => t.database.db.select().from(deals).where(eq(deals.importId, importId)).orderBy(deals.importLine);

beforeAll(async () => {
  t = await createTestApp();
  today = await t.app.modules.services('registry').today();
  const db = t.database.db;
  creditorA = (await createCreditor(db)).id;
  creditorB = (await createCreditor(db)).id;
  options.creditor_id = creditorA;
  await services('creditors').setParameters(creditorA, { tipo_transacao: 'ambos', tipo_contrato: 'todos', gcap: '1' });
  const account = await createAccount(db, { type: 'Backoffice' });
  admin = { id: account.id, name: account.name };
  adminToken = await t.signIn(account.email, TEST_PASSWORD);
  domicileA = await domicileOf(creditorA);
  domicileB = await domicileOf(creditorB);
  merchantA = await merchant(creditorA, true);
  merchantNoOptIn = await merchant(creditorA, false);
  const found = await t.as(adminToken, { method: 'GET', url: '/api/merchants/relations', query: { documentNumber: merchantA.document_number, creditor_id: creditorA } });
  expect(found.statusCode).toBe(200);
  const rows = found.json().results as { acquirer_document: string; arrangement_code: string }[];
  relations = { acquirer: rows[0]!.acquirer_document, arrangement: rows[0]!.arrangement_code };
  // Spec 3 §5.1: the file's acquirers and arrangements must be in the registers.
  await db.insert(acquirers).values({ acquirerName: 'Credenciadora', documentNumber: relations.acquirer, registerName: 'cerc' }).onConflictDoNothing();
  await db
    .insert(arrangements)
    .values({ brandName: 'Arranjo', brandCode: relations.arrangement, type: 'credit', paymentArrangement: relations.arrangement })
    .onConflictDoNothing();
});
afterAll(async () => t?.close());

describe('commitment import sources', () => {
  it('are declared on deals/upload and deals/upload-contract-smoke with their template columns', () => {
    expect(source('commitments').route.url).toBe('/deals/upload');
    expect(source('smoke-commitments').route.url).toBe('/deals/upload-contract-smoke');
    expect(source('smoke-commitments').columns).toContain('regra_divisão');
  });

  it('writes each valid row as the create service would: deal, one installment, first history row, snapshots', async () => {
    const importId = randomUUID();
    const errors = await importRows([record(), record({ código: 'IMP-2', valor: '10' })], importId);
    expect([...errors]).toEqual([]);
    const written = await dealsOf(importId);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({
      creditorId: creditorA,
      merchantId: merchantA.id,
      merchantDocumentNumber: merchantA.document_number,
      merchantCompanyName: 'Loja Ltda',
      title: 'Contrato importado',
      code: 'IMP-1',
      type: 2,
      contractType: 1,
      strategy: 0,
      amount: 150025,
      installments: 1,
      issueDate: today,
      expirationDate: addDays(today, 180),
      executionDate: addDays(today, 1),
      executionDateEnd: addDays(today, 30),
      bankAccountId: domicileA,
      acquirers: [relations.acquirer],
      arrangements: [relations.arrangement],
      status: 6,
      createdBy: admin.id,
      importLine: 1,
    });
    expect(written[0]!.creditorCompanyName).toMatch(/^Fornecedor/);
    const installments = await t.database.db.select().from(dealInstallments).where(inArray(dealInstallments.dealId, written.map((d) => d.id)));
    expect(installments.map((i) => i.externalReference).sort()).toEqual(written.map((d) => `${d.id}-01`).sort());
    expect(installments.find((i) => i.dealId === written[0]!.id)).toMatchObject({ installment: 1, amount: 150025, status: 6, divisionRule: null });
    const history = await t.database.db.select().from(dealHistory).where(eq(dealHistory.dealId, written[0]!.id));
    expect(history).toMatchObject([{ status: 6, description: 'Em processamento', accountId: admin.id, name: admin.name }]);
  });

  it('answers each refused row with its catalogue message and writes the others', async () => {
    const importId = randomUUID();
    const errors = await importRows(
      [
        record({ código: 'OK-1' }),
        record({ cnpj_estabelecimento: generateCnpj({ seed: 99 }) }),
        record({ cnpj_estabelecimento: merchantNoOptIn.document_number }),
        record({ id_domicílio: domicileB }),
        record({ cnpj_credenciadora: '11222333000181' }),
        record({ arranjos: 'ZZZ' }),
        record({ execução_início: '31/02/2027' }),
        record({ código: 'OK-1' }),
        record({ expiração: br(addDays(today, -1)) }),
      ],
      importId,
    );
    expect(Object.fromEntries(errors)).toEqual({
      2: M.merchantNotFound,
      3: M.noOptIn,
      4: M.create.domicileNotAvailable,
      5: R.acquirerNotRegistered,
      6: R.arrangementNotRegistered,
      7: R.invalidExecutionDate,
      8: R.duplicateInFile,
      9: M.expirationBeforeCreation,
    });
    expect((await dealsOf(importId)).map((d) => d.importLine)).toEqual([1]);
  });

  it('refuses the rows beyond the partner\'s limits with the create screen\'s messages; permite_compromisso_acima_limite lets the larger one in', async () => {
    const base = { tipo_transacao: 'ambos', tipo_contrato: 'todos', gcap: '1' };
    const cleared = { compromisso_valor_min: '', compromisso_valor_max: '', dias_min: '', dias_max: '', permite_compromisso_acima_limite: '' };
    try {
      await services('creditors').setParameters(creditorA, { ...base, ...cleared, compromisso_valor_max: '1000', dias_min: '10' });
      const rows = [
        record({ código: 'LIM-OK', valor: '1.000,00' }),
        record({ código: 'LIM-MAX', valor: '1.000,01' }),
        // The term runs from emissão (today) to execução_fim: 5 days.
        record({ código: 'LIM-DIAS', valor: '500', execução_fim: br(addDays(today, 5)) }),
        // Emissão left out: the term counts from the creation date, as on the screen.
        record({ código: 'LIM-SEM-EMISSAO', valor: '500', emissão: '', execução_fim: br(addDays(today, 9)) }),
      ];
      const limited = randomUUID();
      expect(Object.fromEntries(await importRows(rows, limited))).toEqual({
        2: M.create.amountAbovePartnerMax('R$ 1.000,00'),
        3: M.create.termBelowPartnerMin(10),
        4: M.create.termBelowPartnerMin(10),
      });
      expect((await dealsOf(limited)).map((d) => d.code)).toEqual(['LIM-OK']);

      // Both limits broken: the row says both, in the screen's order.
      const both = randomUUID();
      expect(Object.fromEntries(await importRows([record({ código: 'LIM-AMBOS', valor: '2000', execução_fim: br(addDays(today, 5)) })], both))).toEqual({
        1: `${M.create.amountAbovePartnerMax('R$ 1.000,00')}; ${M.create.termBelowPartnerMin(10)}`,
      });

      await services('creditors').setParameters(creditorA, { permite_compromisso_acima_limite: '1' });
      const allowed = randomUUID();
      expect(Object.fromEntries(await importRows(rows, allowed))).toEqual({ 3: M.create.termBelowPartnerMin(10), 4: M.create.termBelowPartnerMin(10) });
      expect((await dealsOf(allowed)).map((d) => d.code)).toEqual(['LIM-MAX']);
    } finally {
      await services('creditors').setParameters(creditorA, { ...base, ...cleared });
    }
  });

  it('the smoke import applies the same limits', async () => {
    try {
      await services('creditors').setParameters(creditorA, { compromisso_valor_min: '5000' });
      const errors = await importRows(
        [
          smokeRecord({ código: 'F-LIM', valor_onerar: '10' }),
        ],
        randomUUID(),
        'smoke-commitments',
        { ...options, deal_type: 1, deal_contract_type: 2 },
      );
      expect(Object.fromEntries(errors)).toEqual({ 1: M.create.amountBelowPartnerMin('R$ 5.000,00') });
    } finally {
      await services('creditors').setParameters(creditorA, { compromisso_valor_min: '' });
    }
  });

  it('writes nothing twice: a retried batch and the same file imported again', async () => {
    const first = randomUUID();
    const rows = [record({ código: 'TWICE-1' }), record({ código: 'TWICE-2' })];
    expect(await importRows(rows, first)).toEqual(new Map());
    expect(await importRows(rows, first)).toEqual(new Map());
    const again = randomUUID();
    expect(await importRows(rows, again)).toEqual(new Map());
    expect(await dealsOf(first)).toHaveLength(2);
    expect(await dealsOf(again)).toHaveLength(0);
    const byCode = await t.database.db.select().from(deals).where(and(eq(deals.creditorId, creditorA), inArray(deals.code, ['TWICE-1', 'TWICE-2'])));
    expect(byCode).toHaveLength(2);
  });

  it('a row repeating one of an earlier batch of the same import is the file\'s repetition; the earlier batch retried is done', async () => {
    const src = source('commitments');
    const importId = randomUUID();
    const batch = async (records: [line: number, raw: Record<string, string>][]) =>
      src.writeBatch(
        records.map(([line, raw]) => ({ line, row: src.parseRow(raw, options, scope()) as CommitmentImportRow, raw })),
        options,
        scope(),
        importId,
      );
    const [one, two, three] = ['BATCH-1', 'BATCH-2', 'BATCH-3'].map((code) => record({ código: code })) as [Record<string, string>, Record<string, string>, Record<string, string>];
    expect(await batch([[1, one], [2, two]])).toEqual(new Map());
    expect(await batch([[3, three], [4, one]])).toEqual(new Map([[4, R.duplicateInFile]]));
    expect(await batch([[1, one], [2, two]])).toEqual(new Map());
    expect((await dealsOf(importId)).map((d) => d.importLine)).toEqual([1, 2, 3]);
  });

  it('a smoke row keeps its division rule and amount to encumber; the collateral switch marks the deal', async () => {
    const importId = randomUUID();
    const smoke = { ...options, deal_type: 1, deal_contract_type: 2, deal_gcap: true };
    const errors = await importRows(
      [
        smokeRecord({ código: 'F-1', valor_onerar: '12,34' }),
      ],
      importId,
      'smoke-commitments',
      smoke,
    );
    expect([...errors]).toEqual([]);
    const [deal] = await dealsOf(importId);
    expect(deal).toMatchObject({ strategy: 1, gcap: true, type: 1, contractType: 2, amount: 100000 });
    const [installment] = await t.database.db.select().from(dealInstallments).where(eq(dealInstallments.dealId, deal!.id));
    expect(installment).toMatchObject({ divisionRule: 2, amountOnerateBp: 1234, amountOnerate: null, dueDate: today });
  });

  it('authorize: a creditor user only for its creditor (404), a partner without parameters (400), types the partner allows', async () => {
    const src = source('commitments');
    await expect(src.authorize!(options, auth({ isAdmin: false, accountType: 'Creditor', creditorId: creditorB }))).rejects.toMatchObject({ statusCode: 404 });
    await expect(src.authorize!({ ...options, creditor_id: randomUUID() }, auth())).rejects.toMatchObject({ statusCode: 404 });
    await expect(src.authorize!({ ...options, creditor_id: creditorB }, auth())).rejects.toMatchObject({
      statusCode: 400,
      messages: [M.partnerWithoutParameters],
    });
    await services('creditors').setParameters(creditorB, { tipo_transacao: '1', tipo_contrato: '1' });
    await expect(src.authorize!({ ...options, creditor_id: creditorB }, auth())).rejects.toMatchObject({
      statusCode: 400,
      messages: [M.create.transactionTypeNotAllowed],
    });
    await expect(src.authorize!(options, auth({ isAdmin: false, accountType: 'Creditor', creditorId: creditorA }))).resolves.toBeUndefined();
    await expect(source('smoke-commitments').authorize!({ ...options, deal_gcap: true }, auth())).rejects.toMatchObject({ statusCode: 400 });
    expect(src.options.safeParse({ creditor_id: creditorA, deal_type: 'x', deal_contract_type: '1' }).success).toBe(false);
    expect(src.options.safeParse({ creditor_id: creditorA, deal_type: '2', deal_contract_type: '1' }).data).toEqual(options);
  });

  it('finish queues one registration job for the import, which registers its deals', async () => {
    const importId = randomUUID();
    await importRows([record({ código: 'REG-1' }), record({ código: 'REG-2' })], importId);
    const enqueue = vi.spyOn(t.app.modules.jobs, 'enqueue');
    await source('commitments').finish!(options, scope(), importId, { total: 2, failed: 0 });
    expect(enqueue.mock.calls.map((c) => [c[0], c[2]])).toEqual([['deals.register-import', { importId }]]);
    enqueue.mockRestore();
    const settled = await waitFor(async () => {
      const rows = await dealsOf(importId);
      return rows.every((d) => d.status !== 6) ? rows : undefined;
    }, 'the import registered');
    expect(settled.map((d) => d.status)).not.toContain(6);
  });

  it('through deals/upload: a Windows-1252 file with accents and a bad row becomes deals and the import status of spec 3 §3', async () => {
    const header = 'CNPJ Estabelecimento;Título;Descrição;Código;Emissão;Expiração;Valor;Vencimento;Execução Início;Execução Fim;Id Domicílio;CNPJ Credenciadora;Arranjos';
    const line = (code: string, start = br(addDays(today, 1))) =>
      [merchantA.document_number, 'Contrato ação', 'Pará', code, br(today), br(addDays(today, 180)), '250,50', '', start, br(addDays(today, 30)), domicileA, relations.acquirer, relations.arrangement].join(';');
    const text = `${header}\r\n${line('UP-1')}\r\n${line('UP-2', '31/02/2027')}\r\n`;
    const bytes = Buffer.from(text, 'latin1');
    const boundary = '----lastro-import-test';
    const fields = { creditor_id: creditorA, deal_type: '2', deal_contract_type: '1' };
    const payload = Buffer.concat([
      ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="compromissos.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.as(adminToken, { method: 'POST', url: '/api/deals/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode, res.body).toBe(202);
    const processId = res.json().process_id as string;
    const status = await waitFor(async () => {
      const s = (await t.as(adminToken, { method: 'GET', url: `/api/imports/${processId}` })).json();
      return s.state === 'completed' || s.state === 'failed' ? s : undefined;
    }, 'the import finished');
    expect(status).toMatchObject({
      state: 'completed',
      status: { status: [{ item1: 2, item2: R.invalidExecutionDate }], totalLines: 2, totalError: 1 },
      erros: [{ line: 2, error: R.invalidExecutionDate }],
    });
    const [deal] = await dealsOf(processId);
    expect(deal).toMatchObject({ code: 'UP-1', title: 'Contrato ação', description: 'Pará', amount: 25050, createdBy: admin.id });
  });
});
