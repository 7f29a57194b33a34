import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_IMPORT_TEMPLATES, MESSAGES, PERMISSIONS, generateCnpj, generateCpf, type MerchantMaintenanceRow } from '@lastro/domain';
import { creditorParameters, merchantOptins, merchants } from '../../../db/schema';
import { scopeAsAuth } from '../../../lib/export-source';
import type { ImportScope, ImportSource } from '../../../lib/import-source';
import { isRowError } from '../../../lib/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { waitFor } from '../../../jobs/testing/wait';
import { adminToken as signInAdmin, creditorUserToken, multipart } from '../../creditors/testing';

const I = MESSAGES.imports;
const S = PERMISSIONS.importacao_estabelecimento;

let t: TestApp;
let admin: string;
let supplier: { id: string; documentNumber: string };
let fi: { id: string };
let other: { id: string };
let supplierUser: string;
let seed = 73_000;
const cnpj = () => generateCnpj({ seed: seed++ });

type Options = { creditor_id: string; function?: '0' | '1' };
const source = <Row>(kind: string) => t.app.modules.importSources.get(kind) as unknown as ImportSource<Row, Options>;
const registration = () => source<Record<string, string>>('merchants-registration');
const maintenance = () => source<MerchantMaintenanceRow>('merchants-maintenance');
const scope: ImportScope = { accountId: randomUUID(), accountType: 'Backoffice', isAdmin: true, creditorId: null };

const authOf = (over: Partial<ImportScope>) => scopeAsAuth({ ...scope, ...over });

/** What the imports module does with a file's records: parseRow each, then one writeBatch. */
async function run<Row>(src: ImportSource<Row, Options>, options: Options, records: Record<string, string>[]) {
  const errors = new Map<number, string>();
  const batch = [];
  for (const [i, record] of records.entries()) {
    const parsed = src.parseRow(record, options, scope);
    if (isRowError(parsed)) errors.set(i + 1, parsed.error);
    else batch.push({ line: i + 1, row: parsed, raw: record });
  }
  for (const [line, error] of await src.writeBatch(batch, options, scope, randomUUID())) errors.set(line, error);
  return errors;
}

const sheetRow = (over: Record<string, string> = {}) => ({
  cnpj___cpf: cnpj(),
  razao_social: 'Confecções Ação\tPará Ltda',
  nome_fantasia: 'Ação "Pará"',
  e_mail_do_contato: 'loja@exemplo.com.br',
  nome_do_contato: 'João',
  telefone_com_ddd_do_contato: '(91) 98765-4321',
  endereco: 'Travessa \\ Padre Eutíquio',
  numero: '1000',
  complemento: '',
  bairro: 'Batista Campos',
  cidade: 'Belém',
  estado: 'PA',
  cep: '66025-000',
  ...over,
});

const merchantOf = async (creditorId: string, document: string) =>
  (await t.database.db.select().from(merchants).where(and(eq(merchants.creditorId, creditorId), eq(merchants.documentNumber, document))))[0];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signInAdmin(t);
  supplier = await createCreditor(db);
  fi = await createCreditor(db);
  other = await createCreditor(db);
  await db.insert(creditorParameters).values([
    { creditorId: fi.id, parameterKey: 'perfil_parceiro', parameterValue: 'if' },
    { creditorId: other.id, parameterKey: 'funcao_importacao_ec', parameterValue: 'manutencao' },
  ]);
  supplierUser = await creditorUserToken(t, supplier.id, [[S, ['create']]]);
});
afterAll(async () => t?.close());

describe('registration import (Cadastro)', () => {
  it('writes the valid rows with the defaults of spec 3 §9 and names each refused row', async () => {
    const ok = sheetRow();
    const rows = [ok, sheetRow({ razao_social: '' }), sheetRow({ cnpj___cpf: '123' }), { ...sheetRow(), cnpj___cpf: ok.cnpj___cpf }];
    const errors = await run(registration(), { creditor_id: supplier.id }, rows);
    expect(Object.fromEntries(errors)).toEqual({
      2: `${I.companyNameColumn}: ${MESSAGES.validation.required}`,
      3: `${I.documentColumn}: ${I.invalidDocument}`,
      4: I.merchantDuplicateInFile,
    });
    const row = await merchantOf(supplier.id, ok.cnpj___cpf);
    // Accents, tabs, quotes and backslashes survive the COPY as typed.
    expect(row).toMatchObject({
      companyName: 'Confecções Ação\tPará Ltda',
      tradingName: 'Ação "Pará"',
      address: 'Travessa \\ Padre Eutíquio',
      addressComplement: null,
      phoneNumber: '91987654321',
      addressZipCode: '66025000',
      addressState: 'PA',
      typePerson: 2,
      originAccount: 2,
      typeAccount: 1,
      partnerType: 'fornecedor',
      accountStatus: 'pendente',
      createdBy: scope.accountId,
    });
  });

  it('creates nothing twice: the same file again refuses every row as already registered', async () => {
    const rows = [sheetRow(), sheetRow()];
    expect((await run(registration(), { creditor_id: supplier.id }, rows)).size).toBe(0);
    const again = await run(registration(), { creditor_id: supplier.id }, rows);
    expect([...again.values()]).toEqual([MESSAGES.merchants.duplicateCnpj, MESSAGES.merchants.duplicateCnpj]);
    const count = await t.database.query<{ n: number }>('select count(*)::int as n from merchants where creditor_id = $1 and document_number = any($2)', [
      supplier.id,
      rows.map((r) => r.cnpj___cpf),
    ]);
    expect(count[0]!.n).toBe(2);
  });

  it('asks a financial institution’s merchant for its document only', async () => {
    const cpf = generateCpf({ seed: 4242 });
    const errors = await run(registration(), { creditor_id: fi.id }, [{ cnpj___cpf: cpf, razao_social: '' }]);
    expect(errors.size).toBe(0);
    expect(await merchantOf(fi.id, cpf)).toMatchObject({ typePerson: 1, partnerType: 'if', companyName: expect.stringMatching(/^\d{3}\.\d{3}/) });
  });
});

describe('maintenance import (Manutenção)', () => {
  const registry = () => t.app.modules.services('registry');

  it('registers the opt-in at the registry, ends it on opt-out, and refuses an unknown merchant', async () => {
    const document = cnpj();
    const m = await t.app.modules
      .services('merchants')
      .ensure({ creditorId: supplier.id, documentNumber: document, companyName: 'Loja Opt-in Ltda', tradingName: 'Opt-in' });
    const unknown = cnpj();
    const errors = await run(maintenance(), { creditor_id: supplier.id }, [
      { cnpj_ou_id_lote: document, opt_in_opt_out: 'Opt-in', recorrente_: 'sim' },
      { cnpj_ou_id_lote: unknown, opt_in_opt_out: 'opt-in', recorrente_: 'não' },
      { cnpj_ou_id_lote: document, opt_in_opt_out: 'talvez', recorrente_: 'sim' },
    ]);
    expect(Object.fromEntries(errors)).toEqual({ 2: I.merchantNotRegistered, 3: `${I.optInOutColumn}: ${I.invalidOptInOut}` });
    const stored = await t.database.db.select().from(merchantOptins).where(eq(merchantOptins.merchantId, m.id));
    expect(stored).toEqual([expect.objectContaining({ status: 'ativo', creditorId: supplier.id, recurrent: true })]);
    const atRegistry = await registry().listOptIns({ ufr: document, financiador: supplier.documentNumber });
    expect(atRegistry).toEqual([expect.objectContaining({ identificador: stored[0]!.registryIdentifier, dataOptOut: null })]);

    // The same file again asks nothing new of the registry.
    await run(maintenance(), { creditor_id: supplier.id }, [{ cnpj_ou_id_lote: document, opt_in_opt_out: 'opt-in', recorrente_: 'sim' }]);
    expect(await registry().listOptIns({ ufr: document, financiador: supplier.documentNumber })).toHaveLength(1);

    // 'recorrente' of a later row follows onto the opt-in already active.
    await run(maintenance(), { creditor_id: supplier.id }, [{ cnpj_ou_id_lote: document, opt_in_opt_out: 'opt-in', recorrente_: 'não' }]);
    expect((await t.database.db.select().from(merchantOptins).where(eq(merchantOptins.merchantId, m.id))).map((o) => o.recurrent)).toEqual([false]);

    expect((await run(maintenance(), { creditor_id: supplier.id }, [{ cnpj_ou_id_lote: document, opt_in_opt_out: 'opt-out', recorrente_: '' }])).size).toBe(0);
    const ended = await registry().listOptIns({ ufr: document, financiador: supplier.documentNumber });
    expect(ended[0]!.dataOptOut).not.toBeNull();
  });

  it('POST accounts/maintenance answers the import status of spec 3 §3', async () => {
    const document = cnpj();
    await t.app.modules.services('merchants').ensure({ creditorId: supplier.id, documentNumber: document, companyName: 'Loja Json Ltda', tradingName: 'Json' });
    const unknown = cnpj();
    const res = await t.as(supplierUser, {
      method: 'POST',
      url: '/api/accounts/maintenance',
      payload: [
        { creditor_id: supplier.id, document_number: document, is_recurrence: true, optin_optout: true },
        { creditor_id: supplier.id, document_number: unknown, is_recurrence: false, optin_optout: 'opt-in' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      process_id: expect.any(String),
      status: { status: [{ item1: 2, item2: I.merchantNotRegistered }], totalLines: 2, totalError: 1 },
      erros: [{ line: 2, record: { cnpj_ou_id_lote: unknown, opt_in_opt_out: 'opt-in', recorrente_: 'não' }, error: I.merchantNotRegistered }],
    });
    const m = await merchantOf(supplier.id, document);
    const stored = await t.database.db.select().from(merchantOptins).where(eq(merchantOptins.merchantId, m!.id));
    expect(stored.map((o) => [o.status, o.recurrent])).toEqual([['ativo', true]]);
    const listed = await t.as(admin, { method: 'GET', url: `/api/merchants/${m!.id}/optins` });
    expect(listed.json().results).toEqual([expect.objectContaining({ status: 'ativo', recurrent: true })]);

    // Another creditor's rows are not the creditor user's to maintain.
    const foreign = await t.as(supplierUser, {
      method: 'POST',
      url: '/api/accounts/maintenance',
      payload: [{ creditor_id: other.id, document_number: document, optin_optout: 'opt-in' }],
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await t.as(admin, { method: 'POST', url: '/api/accounts/maintenance', payload: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe('who may import what', () => {
  it('keeps a creditor user to its creditor and the creditor to its funcao_importacao_ec', async () => {
    const creditorUser = authOf({ accountType: 'Creditor', isAdmin: false, creditorId: supplier.id });
    await expect(registration().authorize!({ creditor_id: other.id }, creditorUser)).rejects.toMatchObject({ statusCode: 404 });
    await expect(registration().authorize!({ creditor_id: supplier.id }, creditorUser)).resolves.toBeUndefined();
    await expect(registration().authorize!({ creditor_id: randomUUID() }, authOf({}))).rejects.toMatchObject({ statusCode: 404 });
    // 'manutencao' only: the registration of that creditor is refused, its maintenance allowed.
    await expect(registration().authorize!({ creditor_id: other.id }, authOf({}))).rejects.toMatchObject({
      statusCode: 400,
      messages: [I.merchantFunctionNotAllowed],
    });
    await expect(maintenance().authorize!({ creditor_id: other.id }, authOf({}))).resolves.toBeUndefined();
    await expect(maintenance().authorize!({ creditor_id: supplier.id, function: '1' }, authOf({}))).rejects.toMatchObject({
      messages: [I.merchantFunctionMismatch],
    });
  });
});

describe('GET merchants/import-functions', () => {
  it('answers the functions funcao_importacao_ec allows, and 404 for another creditor', async () => {
    const get = (token: string, creditorId: string) => t.as(token, { method: 'GET', url: '/api/merchants/import-functions', query: { creditor_id: creditorId } });
    expect((await get(admin, other.id)).json()).toEqual({ creditor_id: other.id, functions: [0] });
    expect((await get(supplierUser, supplier.id)).json()).toEqual({ creditor_id: supplier.id, functions: [0, 1] });
    expect((await get(supplierUser, other.id)).statusCode).toBe(404);
  });
});

describe('POST users/upload-merchant: upload -> job -> status', () => {
  const upload = (token: string, url: string, fields: Record<string, string>, bytes: Buffer) => {
    const body = multipart(fields, { file: { filename: 'estabelecimentos.csv', contentType: 'text/csv', data: bytes } });
    return t.as(token, { method: 'POST', url, payload: body.payload, headers: body.headers });
  };
  const finished = (token: string, id: string) =>
    waitFor(async () => {
      const s = (await t.as(token, { method: 'GET', url: `/api/imports/${id}` })).json();
      return s.state === 'completed' || s.state === 'failed' ? s : undefined;
    }, `import ${id}`);

  it('reads a Windows-1252 sheet as Excel saves it, writes the good rows and keeps the refused one with every error', async () => {
    const { headers } = MERCHANT_IMPORT_TEMPLATES.registration;
    const good = sheetRow({ razao_social: 'Confecções São João Ltda', nome_fantasia: 'Ação' });
    const bad = sheetRow({ cnpj___cpf: '123', razao_social: '', e_mail_do_contato: 'sem-arroba', estado: 'XX' });
    const line = (r: Record<string, string>) => Object.values(r).join(';').replace(/\t/g, ' ');
    const bytes = Buffer.from(`${headers.join(';')}\r\n${line(good)}\r\n${line(bad)}\r\n`, 'latin1');
    const res = await upload(supplierUser, '/api/users/upload-merchant', { creditor_id: supplier.id, function: '1' }, bytes);
    expect(res.statusCode).toBe(202);
    const status = await finished(supplierUser, res.json().process_id);
    expect(status).toMatchObject({
      state: 'completed',
      kind: 'merchants-registration',
      status: {
        status: [
          {
            item1: 2,
            // Every error of the row, each named by its column as the screen heads it (never 'cnpj___cpf').
            item2: [
              `${I.documentColumn}: ${I.invalidDocument}`,
              `${I.companyNameColumn}: ${MESSAGES.validation.required}`,
              `${I.contactEmailColumn}: ${MESSAGES.validation.invalidEmail}`,
              `${I.stateColumn}: ${MESSAGES.validation.invalidState}`,
            ].join('; '),
          },
        ],
        totalLines: 2,
        totalError: 1,
      },
    });
    expect(await merchantOf(supplier.id, good.cnpj___cpf)).toMatchObject({ companyName: 'Confecções São João Ltda', tradingName: 'Ação' });
  });

  it('refuses a spreadsheet saved as .xlsx at once, saying so (the imports read CSV, spec 3 §5.5)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Estabelecimentos');
    sheet.addRow([...MERCHANT_IMPORT_TEMPLATES.registration.headers]);
    sheet.addRow(Object.values(sheetRow()));
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = multipart(
      { creditor_id: supplier.id, function: '1' },
      { file: { filename: 'estabelecimentos.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: bytes } },
    );
    const res = await t.as(supplierUser, { method: 'POST', url: '/api/users/upload-merchant', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([I.spreadsheetNotAccepted]);
  });

  it('refuses the function the creditor does not allow and another creditor’s upload', async () => {
    const bytes = Buffer.from(`${MERCHANT_IMPORT_TEMPLATES.registration.headers.join(';')}\r\n`);
    const refused = await upload(admin, '/api/users/upload-merchant', { creditor_id: other.id, function: '1' }, bytes);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.message).toEqual([I.merchantFunctionNotAllowed]);
    const foreign = await upload(supplierUser, '/api/users/upload-merchant/maintenance', { creditor_id: other.id, function: '0' }, bytes);
    expect(foreign.statusCode).toBe(404);
  });
});
