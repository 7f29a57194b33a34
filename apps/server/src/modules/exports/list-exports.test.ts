import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, maskCnpj, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { acquirers, arrangements } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createCreditor } from '../../test/fixtures';
import { signInActors } from '../registers/registers.test-support';
import { adminToken, creditorUserToken, randomCnpj, seedBanks } from '../creditors/testing';
import { exportThroughJob, xlsxRows } from './testing/export-flow';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

describe('registers: banks, acquirers and arrangements export as jobs', () => {
  it('banks: the filtered list, formula cells neutralised, CSV on request', async () => {
    for (const [name, code, ispb] of [
      ['-Banco Menos', '901', '90100000'],
      ['Banco Export Dois', '902', '90200000'],
      ['Outro Banco', '903', '90300000'],
    ])
      expect((await t.as(admin, { method: 'POST', url: '/api/domains/banks', payload: { name, code, ispb } })).statusCode).toBe(201);

    const xlsx = await exportThroughJob(t, admin, '/api/domains/banks/export?code=90&format=xls&limit=10&offset=0');
    expect(xlsx.job).toMatchObject({ type: 'export.banks', done: 3, total: 3 });
    const { sheetName, rows } = await xlsxRows(xlsx.download.rawPayload);
    expect(sheetName).toBe(MESSAGES.registers.banksTab);
    expect(rows[0]).toEqual(['bank_name', 'bank_code', 'bank_ispb', 'created_at']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual(
      expect.arrayContaining([["'-Banco Menos", '901', '90100000'], ['Banco Export Dois', '902', '90200000']]),
    );

    const csv = await exportThroughJob(t, admin, '/api/domains/banks/export?name=Export%20Dois&format=csv');
    expect(csv.download.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.download.headers['content-disposition']).toMatch(/filename="bancos-\d{4}-\d{2}-\d{2}-\d{4}\.csv"/);
    expect(csv.download.body).toMatch(/^\ufeffbank_name;bank_code;bank_ispb;created_at\r\nBanco Export Dois;902;90200000;\d\d\/\d\d\/\d{4} \d\d:\d\d\r\n$/);
  });

  it('acquirers and arrangements: the spec columns, the logo as a link, the status in words', async () => {
    const db = t.database.db;
    const doc = generateCnpj({ seed: 4242 });
    await db.insert(acquirers).values({ acquirerName: '@Cred Export', documentNumber: doc, registerName: 'cerc', path: '/api/logos/a.png', active: false });
    await db.insert(arrangements).values({ brandName: 'Bandeira Export', brandCode: '-77', type: 'credit', paymentArrangement: 'EX1' });

    const acq = await exportThroughJob(t, admin, '/api/domains/acquirers/export?name=Cred%20Export');
    const a = await xlsxRows(acq.download.rawPayload);
    expect(a.rows[0]).toEqual(['acquirer_name', 'document_number', 'register_name', 'file', 'active', 'created_at', 'inactivation_date']);
    expect(a.rows[1]!.slice(0, 5)).toEqual(["'@Cred Export", doc, expect.any(String), `${t.config.publicUrl}/api/logos/a.png`, MESSAGES.common.inactive]);

    const arr = await exportThroughJob(t, admin, '/api/domains/arrangements/export?arrangement=EX1');
    const r = await xlsxRows(arr.download.rawPayload);
    expect(r.rows[0]).toEqual(['brand_name', 'brand_code', 'type', 'payment_arrangement', 'file', 'active', 'created_at', 'updated_at']);
    expect(r.rows[1]!.slice(0, 6)).toEqual(['Bandeira Export', "'-77", expect.any(String), 'EX1', null, MESSAGES.common.active]);
  });

  it('needs read on the register: 401 signed out, 403 without it, accepted with it', async () => {
    const who = await signInActors(t, PERMISSIONS.cad_parametro_lastro_bancos);
    expect((await t.as(null, { method: 'GET', url: '/api/domains/banks/export' })).statusCode).toBe(401);
    expect((await t.as(who.noPermission, { method: 'GET', url: '/api/domains/banks/export' })).statusCode).toBe(403);
    expect((await t.as(who.reader, { method: 'GET', url: '/api/domains/acquirers/export' })).statusCode).toBe(403);
    expect((await t.as(who.reader, { method: 'GET', url: '/api/domains/banks/export' })).statusCode).toBe(202);
  });

  it('refuses bad filters with the error shape, never a 500', async () => {
    const res = await t.as(admin, { method: 'GET', url: `/api/domains/banks/export?name=${'x'.repeat(300)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toHaveLength(1);
  });
});

describe('partners export', () => {
  it('writes the partners list through a job; administrators only', async () => {
    const payload = { document_number: maskCnpj(generateCnpj({ seed: 777 })), company_name: '+Parceiro Export Ltda', trading_name: 'Parceiro Export', revenue_percentage: 12.5 };
    expect((await t.as(admin, { method: 'POST', url: '/api/partners', payload })).statusCode).toBe(201);
    const { job, download } = await exportThroughJob(t, admin, '/api/partners/export?name=Parceiro%20Export');
    expect(job).toMatchObject({ type: 'export.partners', done: 1 });
    const { rows } = await xlsxRows(download.rawPayload);
    expect(rows[1]!.slice(0, 4)).toEqual([payload.document_number, "'+Parceiro Export Ltda", 'Parceiro Export', 12.5]);
    const who = await signInActors(t, PERMISSIONS.cad_parametro_lastro_bancos);
    expect((await t.as(who.manager, { method: 'GET', url: '/api/partners/export' })).statusCode).toBe(403);
  });
});

describe('originators export', () => {
  it("writes a creditor's originators; another creditor's user gets 404 before any job", async () => {
    await seedBanks(t.database.db);
    const creditor = await createCreditor(t.database.db);
    const cnpj = randomCnpj();
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ cnpj_originador: cnpj, razao_social: '=Originadora Export', domicilios: [] }] },
    });
    expect(created.statusCode).toBe(201);
    const { job, download } = await exportThroughJob(t, admin, `/api/parceiro/originador/export?creditor_id=${creditor.id}&format=csv`);
    expect(job).toMatchObject({ type: 'export.originators', done: 1 });
    const lines = download.body.split('\r\n');
    const C = MESSAGES.creditors;
    expect(lines[0]).toBe(`\ufeff${[C.statusColumn, C.idColumn, C.cnpjCpfLabel, C.originatorCompanyNameLabel, C.domicileCountColumn, C.createdAtColumn].join(';')}`);
    expect(lines[1]).toContain(";'=Originadora Export;0;");

    const other = await creditorUserToken(t, (await createCreditor(t.database.db)).id, [[PERMISSIONS.cad_fornecedor_originadores, ['read']]]);
    const res = await t.as(other, { method: 'GET', url: `/api/parceiro/originador/export?creditor_id=${creditor.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.message).toHaveLength(1);
  });
});

describe("a creditor's parameters: a detail table streamed straight back", () => {
  it('answers the file at once (CSV or xlsx), neutralised, only for who may see the creditor', async () => {
    const creditor = await createCreditor(t.database.db);
    const defs = (await t.as(admin, { method: 'GET', url: `/api/creditors/${creditor.id}/parameters` })).json().definitions as {
      key: string;
      type: string;
    }[];
    const text = defs.find((d) => d.type === 'Text')!;
    const saved = await t.as(admin, {
      method: 'POST',
      url: `/api/creditors/${creditor.id}/parameters`,
      payload: { parameters: [{ parameter_key: text.key, parameter_value: '=1+1' }] },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    const csv = await t.as(admin, { method: 'GET', url: `/api/creditors/${creditor.id}/parameters/export?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="parametros-fornecedor-\d{4}-\d{2}-\d{2}-\d{4}\.csv"/);
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(defs.length + 1);
    expect(lines.find((l) => l.includes(`;${text.key};`))).toMatch(/;'=1\+1$/);

    const xlsx = await t.as(admin, { method: 'GET', url: `/api/creditors/${creditor.id}/parameters/export` });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await xlsxRows(xlsx.rawPayload)).rows).toHaveLength(defs.length + 1);

    const other = await creditorUserToken(t, (await createCreditor(t.database.db)).id, [[PERMISSIONS.cad_fornecedor_parametros, ['read']]]);
    expect((await t.as(other, { method: 'GET', url: `/api/creditors/${creditor.id}/parameters/export` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'GET', url: `/api/creditors/not-a-uuid/parameters/export` })).statusCode).toBe(400);
  });
});
