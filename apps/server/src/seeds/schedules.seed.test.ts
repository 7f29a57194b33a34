import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, generateCnpj, generateCpf, type ScheduleListRow } from '@lastro/domain';
import { REGISTRY_ERRORS } from '../integrations/registry/errors';
import { waitFor } from '../jobs/testing/wait';
import { createTestApp, type TestApp } from '../test/app';
import { DEMO_ADMIN_EMAIL, DEMO_CREDITOR_DOCUMENT, DEMO_CREDITOR_EMAIL, DEMO_PASSWORD, seedDemo } from './access.seed';
import { DEMO_LATER_SECONDS, seedDemoSchedules } from './schedules.seed';

const M = MESSAGES.schedules;
const LATER = generateCpf({ seed: 104 });
const REVOKED = generateCnpj({ seed: 1104 });

let t: TestApp;
let creditorToken: string;
let adminToken: string;

const queries = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/requests', query: { limit: '100' } })).json().results as ScheduleListRow[];
const notificationTitles = async (token: string) =>
  ((await t.as(token, { method: 'GET', url: '/api/notifications', query: { limit: '100' } })).json().results as {
    notification: { title: string; metadata: { id: string | null } };
  }[]);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoSchedules(t.database.db, t.app.modules.services);
  creditorToken = await t.signIn(DEMO_CREDITOR_EMAIL, DEMO_PASSWORD);
  adminToken = await t.signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe("the demo's schedule queries", () => {
  it("show each status on first start, the creditor's user seeing all three in its own list", async () => {
    const mine = await queries(creditorToken);
    expect(new Set(mine.map((q) => q.status.code))).toEqual(new Set(['01', '02', '03']));
    const all = await queries(adminToken);
    expect(all.filter((q) => q.status.code === '02').length).toBeGreaterThan(mine.filter((q) => q.status.code === '02').length);
    // The jobs held back wait for their time: the user's top bar shows no job under way meanwhile.
    await waitFor(async () => {
      const active = (await t.as(creditorToken, { method: 'GET', url: '/api/jobs', query: { active: 'true' } })).json();
      return active.results.length === 0;
    }, 'no active job of the demo creditor user', 20_000);
  });

  it("one is in processing because its job waits a few minutes, then is answered and notified when the job runs", async () => {
    const [later] = (await queries(creditorToken)).filter((q) => q.merchant_document_number === LATER);
    expect(later!.status.code).toBe('01');
    const [job] = await t.database.query<{ state: string; waits: number }>(
      `select state, extract(epoch from start_after - created_on)::int as waits from pgboss.job
       where name = 'lastro-jobs' and data->>'type' = 'schedules.query' and data->'data'->>'requestId' = $1`,
      [later!.id],
    );
    expect(job).toMatchObject({ state: 'created' });
    expect(job!.waits).toBeGreaterThanOrEqual(DEMO_LATER_SECONDS - 5);

    await t.app.modules.services('schedules').runQuery(later!.id);
    const [done] = (await queries(creditorToken)).filter((q) => q.id === later!.id);
    expect(done!.status).toEqual({ code: '02', description: M.processedNotificationTitle });
    const notes = (await notificationTitles(creditorToken)).filter((n) => n.notification.metadata.id === later!.id);
    expect(notes.map((n) => n.notification.title)).toEqual([M.processedNotificationTitle]);
  });

  it("one ends in error with the registry's refusal: the merchant revoked the opt-in at the registry after the query was asked", async () => {
    const [revoked] = (await queries(creditorToken)).filter((q) => q.merchant_document_number === REVOKED);
    expect(revoked!.status.code).toBe('03');
    const detail = (await t.as(creditorToken, { method: 'GET', url: `/api/requests/${revoked!.id}` })).json();
    expect(detail.error_message).toBe(REGISTRY_ERRORS.noActiveOptIn.mensagem);
    const notes = (await notificationTitles(creditorToken)).filter((n) => n.notification.metadata.id === revoked!.id);
    expect(notes.map((n) => n.notification.title)).toEqual([M.errorNotificationTitle]);
    // The product follows the registry: the merchant no longer shows an active opt-in, and a new query is refused at once.
    const demo = (await t.database.query<{ id: string }>('select id from creditors where document_number = $1', [DEMO_CREDITOR_DOCUMENT]))[0]!;
    const status = await t.as(creditorToken, { method: 'GET', url: '/api/merchants/status', query: { document: REVOKED, creditor_id: demo.id } });
    expect(status.json().optin_status).toBe(false);
    const again = await t.as(creditorToken, { method: 'POST', url: '/api/requests/create-consolidated', payload: { creditor_id: demo.id, merchant_id: revoked!.merchant_id } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.message).toEqual([M.noOptIn]);
  });
});
