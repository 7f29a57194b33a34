import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { creditors } from '../../db/schema';
import { waitFor } from '../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';

let t: TestApp;
let adminToken: string;
let otherAdminToken: string;
let creditorToken: string;
let merchantReaderToken: string;

const HEADERS = ['CNPJ', 'Nome fantasia', 'Razão social', 'Ativo', 'Data de cadastro'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createAccount(db, { type: 'Backoffice' });
  adminToken = await t.signIn(admin.email, TEST_PASSWORD);
  const otherAdmin = await createAccount(db, { type: 'Backoffice' });
  otherAdminToken = await t.signIn(otherAdmin.email, TEST_PASSWORD);
  const own = await createCreditor(db);
  const withCreditorPerms = await createProfile(db, {
    isLastro: false,
    grants: [['cad_fornecedor', ['create', 'read', 'edit', 'delete']]],
  });
  const user = await createAccount(db, {
    type: 'Creditor',
    creditorId: own.id,
    profileId: withCreditorPerms.id,
  });
  creditorToken = await t.signIn(user.email, TEST_PASSWORD);
  const merchantsProfile = await createProfile(db, {
    isLastro: false,
    grants: [['cad_estabelecimento', ['read']]],
  });
  const reader = await createAccount(db, {
    type: 'Creditor',
    creditorId: own.id,
    profileId: merchantsProfile.id,
  });
  merchantReaderToken = await t.signIn(reader.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

async function jobDone(token: string, id: string) {
  return waitFor(async () => {
    const job = (await t.as(token, { method: 'GET', url: `/api/jobs/${id}` })).json();
    return job.status === 'completed' || job.status === 'failed' ? job : undefined;
  }, `job ${id}`);
}

async function notificationFor(token: string, fileId: string) {
  const list = (await t.as(token, { method: 'GET', url: '/api/notifications' })).json();
  return list.results.find(
    (r: { notification: { metadata: { id: unknown } } }) => r.notification.metadata.id === fileId,
  );
}

describe('export routes: authorization', () => {
  it('GET /api/creditor: anonymous 401, creditor user (even with cad_fornecedor) 403', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/creditor' })).statusCode).toBe(401);
    expect((await t.as(creditorToken, { method: 'GET', url: '/api/creditor' })).statusCode).toBe(403);
  });

  it('GET /api/merchant: anonymous 401, no cad_estabelecimento 403; with it, a job (202)', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/merchant' })).statusCode).toBe(401);
    expect((await t.as(creditorToken, { method: 'GET', url: '/api/merchant' })).statusCode).toBe(403);
    const res = await t.as(merchantReaderToken, {
      method: 'GET',
      url: '/api/merchant?account_id=x&view_full_api=false',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(MESSAGES.common.asyncExportSent);
    expect((await t.as(adminToken, { method: 'GET', url: '/api/merchant' })).statusCode).toBe(202);
  });
});

describe('creditors export (xlsx)', () => {
  let fileId: string;
  let rows: ExcelJS.CellValue[][];
  const hostile = ['=HYPERLINK("http://x","y")', '+5511999', '-1+2', '@SUM(A1)', '\tTab', '\rRetorno'];

  beforeAll(async () => {
    const db = t.database.db;
    // A known instant: 2024-01-15 13:05 UTC is 10:05 in São Paulo.
    await createCreditor(db, {
      documentNumber: '11222333000181',
      tradingName: 'Alfa Export',
      companyName: 'Alfa Export Ltda',
      active: false,
      createdAt: new Date('2024-01-15T13:05:00Z'),
    });
    for (const [i, name] of hostile.entries()) {
      await createCreditor(db, { tradingName: name, companyName: `Hostil ${i} Ltda` });
    }
  });

  it('answers at once with the spec message and a job id', async () => {
    const res = await t.as(adminToken, {
      method: 'GET',
      url: '/api/creditor?account_id=ignored&limit=10&offset=0',
    });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.message).toBe('Sua solicitação foi enviada, em alguns minutos você receberá uma notificação');

    const job = await jobDone(adminToken, body.job_id);
    expect(job).toMatchObject({ type: 'export.creditors', status: 'completed', percent: 100, attempts: 1 });
    const total = (await t.database.db.$count(creditors)) as number;
    expect(job.done).toBe(total);
    expect(job.total).toBe(total);
    fileId = job.result.fileId;

    const listed = (await t.as(adminToken, { method: 'GET', url: '/api/jobs?mine=true' })).json();
    expect(listed.results.map((j: { id: string }) => j.id)).toContain(body.job_id);
    // Only the owner sees the job.
    expect((await t.as(otherAdminToken, { method: 'GET', url: `/api/jobs/${body.job_id}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(otherAdminToken, { method: 'GET', url: '/api/jobs' })).json().results).toEqual([]);
  });

  it('notifies the requester with a download link to that file', async () => {
    const item = await notificationFor(adminToken, fileId);
    expect(item).toBeTruthy();
    expect(item.status).toBe(1);
    expect(item.notification.type).toBe(1);
    expect(item.notification.title).toBe(MESSAGES.notifications.exportReadyTitle);
    expect(item.notification.metadata.notification_info).toContain(`/api/files/${fileId}/download`);
    expect(await notificationFor(otherAdminToken, fileId)).toBeUndefined();
  });

  it('downloads only for the requester: another account gets 404, anonymous 401', async () => {
    expect(
      (await t.as(otherAdminToken, { method: 'GET', url: `/api/files/${fileId}/download` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(creditorToken, { method: 'GET', url: `/api/files/${fileId}/download` })).statusCode,
    ).toBe(404);
    expect((await t.as(null, { method: 'GET', url: `/api/files/${fileId}/download` })).statusCode).toBe(401);
    // An id that is not a uuid can name no file: refused before any query.
    const malformed = await t.as(adminToken, { method: 'GET', url: `/api/files/not-an-id/download` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ errors: { message: [MESSAGES.validation.invalidId] } });
    expect(
      (
        await t.as(adminToken, {
          method: 'GET',
          url: `/api/files/00000000-0000-4000-8000-000000000000/download`,
        })
      ).statusCode,
    ).toBe(404);

    const res = await t.as(adminToken, { method: 'GET', url: `/api/files/${fileId}/download` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fornecedores-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('Fornecedores');
    rows = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  });

  it('has the columns of the list, formatted for people', () => {
    expect(rows[0]).toEqual(HEADERS);
    const alfa = rows.find((r) => r[1] === 'Alfa Export');
    expect(alfa).toEqual([
      '11.222.333/0001-81',
      'Alfa Export',
      'Alfa Export Ltda',
      'Não',
      '15/01/2024 10:05',
    ]);
    for (const r of rows.slice(1)) {
      expect(r[0]).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
      expect(['Sim', 'Não']).toContain(r[3]);
      expect(r[4]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    }
    // Newest first.
    expect(rows[rows.length - 1]![1]).toBe('Alfa Export');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const names = rows.slice(1).map((r) => r[1]);
    // XML readers normalise a carriage return to a line feed; the leading quote is what counts.
    for (const h of hostile) expect(names).toContain(`'${h.replace(/\r/g, '\n')}`);
    expect(names).not.toContain(hostile[0]);
  });

  it('honours the list filters (name, beginning of the CNPJ) and writes CSV when asked', async () => {
    for (const filter of ['name=alfa', 'document=11.222.3']) {
      const res = await t.as(adminToken, { method: 'GET', url: `/api/creditor?${filter}&format=csv` });
      expect(res.statusCode).toBe(202);
      const job = await jobDone(adminToken, res.json().job_id);
      expect(job).toMatchObject({ status: 'completed', done: 1, total: 1 });
      const file = await t.as(adminToken, { method: 'GET', url: `/api/files/${job.result.fileId}/download` });
      expect(file.headers['content-type']).toMatch(/^text\/csv/);
      expect(file.body).toBe(
        '\ufeffCNPJ;Nome fantasia;Razão social;Ativo;Data de cadastro\r\n11.222.333/0001-81;Alfa Export;Alfa Export Ltda;Não;15/01/2024 10:05\r\n',
      );
    }
  });

  it('reads every row across chunk boundaries, even rows created in the same millisecond', async () => {
    const db = t.database.db;
    const same = new Date('2023-06-01T12:00:00.123Z');
    // Microseconds apart: a cursor that kept only milliseconds would skip some of these.
    for (let i = 0; i < 7; i++) {
      await createCreditor(db, {
        tradingName: `Micro ${i}`,
        companyName: `Micro ${i} Ltda`,
        createdAt: new Date(same.getTime()),
      });
      await t.database.query(
        `update creditors set created_at = created_at + make_interval(secs => $1::float8 / 1000000) where trading_name = $2`,
        [i * 37, `Micro ${i}`],
      );
    }
    const source = t.app.modules.exportSources.get('creditors')!;
    const params = source.params.parse({ name: 'micro' });
    const seen: string[] = [];
    for await (const chunk of source.read(params, { accountId: 'x', accountType: 'Backoffice', isAdmin: true, creditorId: null }, 2)) {
      expect(chunk.length).toBeLessThanOrEqual(2);
      seen.push(...chunk.map((r) => (r as { tradingName: string }).tradingName));
    }
    expect(seen).toEqual(['Micro 6', 'Micro 5', 'Micro 4', 'Micro 3', 'Micro 2', 'Micro 1', 'Micro 0']);
  });
});
