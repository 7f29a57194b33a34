import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NOTIFICATION_TYPE, PERMISSIONS, addDays, generateCnpj, generateCpf, type ScheduleRequest } from '@lastro/domain';
import { merchantOptins } from '../../db/schema/merchants';
import type { StoredAnswerGroup } from '../../db/schema/schedules';
import { waitFor } from '../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../test/fixtures';
import { unitsOf } from './schedules.answer';
import { groupsOf } from './schedules.answer-document';
import { optInThroughApi, optOutThroughApi } from '../../test/optins';

const M = MESSAGES.schedules;

let t: TestApp;
let adminToken: string;
let tokenA: string;
let tokenB: string;
let creditorA: { id: string; companyName: string };
let creditorB: { id: string };
let readOnlyA: string;

const merchants = () => t.app.modules.services('merchants');
let seq = 1;
const newMerchant = (creditorId: string, document = generateCnpj({ seed: 4242 + seq++ })) =>
  merchants().ensure({ creditorId, documentNumber: document, companyName: `Loja ${seq} Ltda`, tradingName: `Loja ${seq}` });

/** The registry's date: opt-ins may not start before it. */
let today: string;
const optIn = (merchantId: string, creditorId: string, token = adminToken, dates = { signature_date: today, start_date: today, end_date: addDays(today, 365) }) =>
  optInThroughApi(t, token, merchantId, { creditor_id: creditorId, ...dates });

const createQuery = (token: string, payload: object, kind = 'create-consolidated') =>
  t.as(token, { method: 'POST', url: `/api/requests/${kind}`, payload });

const detail = async (token: string, id: string) => (await t.as(token, { method: 'GET', url: `/api/requests/${id}` })).json() as ScheduleRequest;

const processedOrFailed = (token: string, id: string) =>
  waitFor(async () => {
    const d = await detail(token, id);
    return d.request_status.code !== '01' && d;
  }, 'schedule query job');

beforeAll(async () => {
  t = await createTestApp();
  today = await t.app.modules.services('registry').today();
  const db = t.database.db;
  const a = await createCreditor(db);
  creditorA = { id: a.id, companyName: a.companyName };
  creditorB = await createCreditor(db);
  const admin = await createAccount(db, { type: 'Backoffice' });
  adminToken = await t.signIn(admin.email, TEST_PASSWORD);
  const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_agenda_consulta_agenda, ['read', 'create']]] });
  const readOnly = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_agenda_consulta_agenda, ['read']]] });
  tokenA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: a.id, profileId: profile.id })).email, TEST_PASSWORD);
  tokenB = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditorB.id, profileId: profile.id })).email, TEST_PASSWORD);
  readOnlyA = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: a.id, profileId: readOnly.id })).email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe('opt-in (manual, administrators)', () => {
  it('registers at the registry and the merchant then shows an active opt-in', async () => {
    const m = await newMerchant(creditorA.id);
    const before = await t.as(tokenA, { method: 'GET', url: '/api/merchants/status', query: { document: m.document_number, creditor_id: creditorA.id } });
    expect(before.json()).toMatchObject({ optin_status: false, merchant: { id: m.id } });

    const res = await optIn(m.id, creditorA.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ativo', active: true, creditor_id: creditorA.id });
    expect(res.json().registry_identifier).toBeTruthy();

    const after = await t.as(tokenA, { method: 'GET', url: '/api/merchants/status', query: { document: m.document_number, creditor_id: creditorA.id } });
    expect(after.json().optin_status).toBe(true);
    // The registry now answers discovery for the creditor.
    const relations = await t.as(tokenA, { method: 'GET', url: '/api/merchants/relations', query: { documentNumber: m.document_number, creditor_id: creditorA.id } });
    expect(relations.statusCode).toBe(200);
    expect(relations.json().results.length).toBeGreaterThan(0);
  });

  it("GET merchants/relations takes a creditor user's own creditor when it names none; an administrator must name one", async () => {
    const m = await newMerchant(creditorA.id);
    await optIn(m.id, creditorA.id);
    const relations = (token: string, query: string) => t.as(token, { method: 'GET', url: `/api/merchants/relations?${query}` });
    const own = await relations(tokenA, `documentNumber=${m.document_number}&limit=9999`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().results.length).toBeGreaterThan(0);
    // Another creditor's user looks under its own creditor, which does not hold the merchant.
    expect((await relations(tokenB, `documentNumber=${m.document_number}&limit=9999`)).json()).toEqual({ errors: { message: [M.merchantNotFound] } });
    expect((await relations(adminToken, `documentNumber=${m.document_number}&limit=9999`)).json()).toEqual({ errors: { message: [M.creditorRequired] } });
    // The probe's call: what is wrong is the empty document, not an identifier.
    const probe = await relations(tokenA, 'documentNumber=&limit=9999');
    expect({ status: probe.statusCode, body: probe.json() }).toEqual({ status: 400, body: { errors: { message: [M.invalidDocument] } } });
  });

  it('is refused to creditor users (403) and validates its dates in Portuguese', async () => {
    const m = await newMerchant(creditorA.id);
    expect((await optIn(m.id, creditorA.id, tokenA)).statusCode).toBe(403);
    const bad = await optIn(m.id, creditorA.id, adminToken, { signature_date: today, start_date: addDays(today, 30), end_date: addDays(today, 10) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toContain(M.optInDatesOutOfOrder);
    const notADate = await optIn(m.id, creditorA.id, adminToken, { signature_date: '01/01/2026', start_date: today, end_date: addDays(today, 10) });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().errors.message).toContain(MESSAGES.validation.invalidDate);
    const optins = await t.as(adminToken, { method: 'GET', url: `/api/merchants/${m.id}/optins` });
    expect(optins.json().results).toEqual([]);
  });

  it('opt-out ends the opt-in at the registry', async () => {
    const m = await newMerchant(creditorA.id);
    await optIn(m.id, creditorA.id);
    const out = await optOutThroughApi(t, adminToken, m.id, creditorA.id);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ status: 'inativo', active: false });
    const again = await t.as(adminToken, { method: 'DELETE', url: `/api/merchants/${m.id}/optins`, query: { creditor_id: creditorA.id } });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors.message).toEqual([M.optInNotFound]);
  });
});

describe('schedule queries', () => {
  it('a query without active opt-in is refused at once', async () => {
    const m = await newMerchant(creditorA.id);
    const res = await createQuery(tokenA, { creditor_id: creditorA.id, merchant_id: m.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([M.noOptIn]);
  });

  it('a bad document is "Documento inválido"; an alphanumeric CNPJ is accepted', async () => {
    const bad = await createQuery(tokenA, { creditor_id: creditorA.id, document_number: '12.345.678/0001-00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toContain(M.invalidDocument);
    const alnum = '12ABC34501DE35';
    const m = await newMerchant(creditorA.id, alnum);
    expect(m.document_number).toBe(alnum);
    await optIn(m.id, creditorA.id);
    const ok = await createQuery(tokenA, { creditor_id: creditorA.id, document_number: '12.abc.345/01de-35' });
    expect(ok.statusCode).toBe(202);
    const done = await processedOrFailed(tokenA, ok.json().id);
    expect(done.request_status.code).toBe('02');
  });

  it("moves '01' -> '02', stores the registry's URs and notifies the requester (type 3, metadata.id)", async () => {
    const m = await newMerchant(creditorA.id, generateCpf({ seed: 777 }));
    await optIn(m.id, creditorA.id);
    const res = await createQuery(tokenA, { creditor_id: creditorA.id, merchant_id: m.id, protocol: 'p-1', behavior: 'offline', changes_webhook_url: null });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('01');
    const id = res.json().id as string;

    const done = await processedOrFailed(tokenA, id);
    expect(done.request_status).toEqual({ code: '02', description: 'Consulta de Agenda Processada' });
    expect(done.execution_begin_date).toBeTruthy();
    expect(done.execution_end_date).toBeTruthy();
    const agenda = done.schedule_consolidated!;
    expect(agenda.schedule_analytical.length).toBeGreaterThan(0);
    for (const u of agenda.schedule_analytical) {
      expect(Math.round(u.amount_total * 100)).toBe(Math.round(u.amount_committed * 100) + Math.round(u.amount_available * 100) + Math.round(u.amount_settled * 100));
    }
    // The summary's totals are the analytical rows summed per acquirer and arrangement.
    const sum = (xs: number[]) => xs.reduce((a, b) => a + Math.round(b * 100), 0);
    expect(sum(agenda.summary.flatMap((s) => s.arrangements.map((a) => a.amount_total)))).toBe(sum(agenda.schedule_analytical.map((u) => u.amount_total)));

    const notes = await waitFor(async () => {
      const list = (await t.as(tokenA, { method: 'GET', url: '/api/notifications' })).json().results as { notification: { type: number; title: string; metadata: { id: string | null } } }[];
      return list.find((n) => n.notification.metadata.id === id);
    }, 'the agenda notification');
    expect(notes.notification.type).toBe(NOTIFICATION_TYPE.agenda);
    expect(notes.notification.title).toBe(M.processedNotificationTitle);

    const list = await t.as(tokenA, { method: 'GET', url: '/api/requests', query: { searchByConsolidated: 'true' } });
    expect(list.json().results.find((r: { id: string }) => r.id === id)).toMatchObject({ status: { code: '02' }, query_type: 'CONSOLIDATED', creditor_company_name: creditorA.companyName });

    const file = await t.as(tokenA, { method: 'GET', url: `/api/requests/${id}/summary/export`, query: { format: 'xls' } });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/schedule/);
  });

  it('an answer stored a row per UR (before migration 0750) reads the same once the migration turns it by column', async () => {
    const m = await newMerchant(creditorA.id);
    await optIn(m.id, creditorA.id);
    const id = (await createQuery(tokenA, { creditor_id: creditorA.id, merchant_id: m.id })).json().id as string;
    const before = await processedOrFailed(tokenA, id);
    expect(before.request_status.code).toBe('02');
    const [stored] = await t.database.query<{ units: StoredAnswerGroup[] }>('select units::json as units from schedule_answers where request_id = $1', [id]);
    const groups = groupsOf(stored!.units);
    const rows = unitsOf(groups);
    expect(rows.length).toBeGreaterThan(0);
    await t.database.query('update schedule_answers set units = $2::json where request_id = $1', [id, JSON.stringify(rows)]);
    await t.database.exec(readFileSync(new URL('../../db/migrations/0750_schedule_answers_by_column.sql', import.meta.url), 'utf8'));
    // Turned by column as the groups were stored then, the shape read as it is.
    const [turned] = await t.database.query<{ units: StoredAnswerGroup[] }>('select units::json as units from schedule_answers where request_id = $1', [id]);
    expect(turned!.units).toEqual(groups);
    expect(await detail(tokenA, id)).toEqual(before);
  });

  it('runs of one query at the same time (job, retry, demo seed) store it once and notify once', async () => {
    const m = await newMerchant(creditorA.id);
    await optIn(m.id, creditorA.id);
    const res = await createQuery(tokenA, { creditor_id: creditorA.id, merchant_id: m.id });
    const id = res.json().id as string;
    const schedules = t.app.modules.services('schedules');
    // Beside the queued job, three more runs at once: none may fail on the units already stored.
    await Promise.all([schedules.runQuery(id), schedules.runQuery(id), schedules.runQuery(id)]);
    const done = await processedOrFailed(tokenA, id);
    expect(done.request_status.code).toBe('02');
    const notes = await waitFor(async () => {
      const list = (await t.as(tokenA, { method: 'GET', url: '/api/notifications' })).json().results as { notification: { metadata: { id: string | null } } }[];
      const mine = list.filter((n) => n.notification.metadata.id === id);
      return mine.length > 0 && mine;
    }, 'the agenda notification');
    // Let the queued job run too, then count again.
    await waitFor(async () => {
      const jobs = await t.database.query<{ n: number }>(
        `select count(*)::int as n from jobs where type = 'schedules.query' and status in ('queued', 'running')`,
      );
      return jobs[0]!.n === 0;
    }, 'the queued job');
    const after = (await t.as(tokenA, { method: 'GET', url: '/api/notifications' })).json().results as { notification: { metadata: { id: string | null } } }[];
    expect(notes).toHaveLength(1);
    expect(after.filter((n) => n.notification.metadata.id === id)).toHaveLength(1);
  });

  it("a registry refusal ends the query in '03' with an error notification", async () => {
    // An opt-in the product believes active but the registry never received.
    const m = await newMerchant(creditorA.id);
    await t.database.db.insert(merchantOptins).values({
      merchantId: m.id,
      creditorId: creditorA.id,
      signatureDate: '2026-01-01',
      startDate: '2026-01-01',
      endDate: '2030-12-31',
      status: 'ativo',
    });
    const res = await createQuery(tokenA, { creditor_id: creditorA.id, merchant_id: m.id });
    expect(res.statusCode).toBe(202);
    const done = await processedOrFailed(tokenA, res.json().id);
    expect(done.request_status.code).toBe('03');
    expect(done.error_message).toBeTruthy();
    expect(done.schedule_consolidated).toBeNull();
    const detailText = await t.as(tokenA, { method: 'GET', url: `/api/requests/${res.json().id}/summary/export` });
    expect(detailText.statusCode).toBe(400);
    expect(detailText.json().errors.message).toEqual([M.notProcessed]);
  });

  it('the expanded (financial-institution) query requires dates, acquirers and arrangements', async () => {
    const m = await newMerchant(creditorA.id);
    const res = await createQuery(tokenA, { creditor_id: creditorA.id, merchant_id: m.id, acquirers: [], arrangements: [] }, 'create-expanded');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual(expect.arrayContaining([M.acquirersRequired, M.arrangementsRequired]));
  });

  it('creditor users see and create only their own creditor\'s queries', async () => {
    const m = await newMerchant(creditorA.id);
    await optIn(m.id, creditorA.id);
    const mine = await createQuery(tokenA, { creditor_id: creditorA.id, merchant_id: m.id });
    const id = mine.json().id as string;
    // Another creditor's user: not found, whatever it tries.
    expect((await t.as(tokenB, { method: 'GET', url: `/api/requests/${id}` })).statusCode).toBe(404);
    expect((await createQuery(tokenB, { creditor_id: creditorA.id, merchant_id: m.id })).statusCode).toBe(404);
    expect((await t.as(tokenB, { method: 'GET', url: `/api/requests/${id}/summary/export` })).statusCode).toBe(404);
    expect((await t.as(tokenB, { method: 'GET', url: '/api/merchants/status', query: { document: m.document_number, creditor_id: creditorA.id } })).statusCode).toBe(404);
    const listB = await t.as(tokenB, { method: 'GET', url: '/api/requests', query: { creditor_id: creditorA.id } });
    expect(listB.json().results.map((r: { id: string }) => r.id)).not.toContain(id);
    // Its own creditor's user with read only: sees it, may not create.
    expect((await t.as(readOnlyA, { method: 'GET', url: `/api/requests/${id}` })).statusCode).toBe(200);
    expect((await createQuery(readOnlyA, { creditor_id: creditorA.id, merchant_id: m.id })).statusCode).toBe(403);
    // The administrator sees every creditor's, and may ask for any.
    const listAdmin = await t.as(adminToken, { method: 'GET', url: '/api/requests', query: { searchBy: 'creditor', search: creditorA.companyName } });
    expect(listAdmin.json().results.map((r: { id: string }) => r.id)).toContain(id);
    expect((await createQuery(adminToken, { creditor_id: creditorA.id, merchant_id: m.id })).statusCode).toBe(202);
  });

  it('lists filter by status and period and sort on the server; unknown sort keys are a 400', async () => {
    const far = await t.as(adminToken, { method: 'GET', url: '/api/requests', query: { startDate: '2020-01-01', endDate: '2020-01-02' } });
    expect(far.json().results).toEqual([]);
    const sorted = await t.as(adminToken, { method: 'GET', url: '/api/requests', query: { createdAtOrder: 'asc', limit: '100' } });
    const times = (sorted.json().results as { created_at: string }[]).map((r) => r.created_at);
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort());
    const processed = await t.as(adminToken, { method: 'GET', url: '/api/requests', query: { status: '02', limit: '100' } });
    const codes = (processed.json().results as { status: { code: string } }[]).map((r) => r.status.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes)).toEqual(new Set(['02']));
    expect((await t.as(adminToken, { method: 'GET', url: '/api/requests', query: { fooOrder: 'asc' } })).statusCode).toBe(400);
    expect((await t.as(adminToken, { method: 'GET', url: '/api/requests', query: { startDate: '31/12/2026' } })).statusCode).toBe(400);
    const exp = await t.as(tokenA, { method: 'GET', url: '/api/requests/export', query: { format: 'xls' } });
    expect(exp.statusCode).toBe(202);
  });
});
