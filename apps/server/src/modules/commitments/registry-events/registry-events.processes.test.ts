import { addDays } from '@lastro/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openDatabase, type Database } from '../../../db/client';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, TEST_PASSWORD } from '../../../test/fixtures';
import { creditorWithDomicile, freeCents, insertDeal, merchantOf, registrationService } from '../registration/testing/fixtures';

/**
 * Two processes against one database, as deployed: ROLE=api serves the calls and runs no job;
 * ROLE=worker runs the jobs and consumes the registry's events, which reach it through the
 * database (LISTEN/NOTIFY), not through memory.
 */
let api: TestApp;
let workerDb: Database;
let worker: FastifyInstance;

beforeAll(async () => {
  api = await createTestApp({ role: 'api' });
  workerDb = await openDatabase({ databaseUrl: api.database.url, poolSize: 4 });
  worker = await buildApp({ config: { ...api.config, role: 'worker' }, database: workerDb });
  await worker.ready();
});
afterAll(async () => {
  await worker?.close();
  await workerDb?.close();
  await api?.close();
});

it('a cancellation made through the API process updates another deal’s detail and the report, with no Reenviar', async () => {
  const registry = api.app.modules.services('registry');
  const today = await registry.today();
  const creditor = await creditorWithDomicile(api, { envia_notificacao: '1' });
  const merchant = await merchantOf(api, creditor, 8401);
  const account = await createAccount(api.database.db, { type: 'Backoffice' });
  const admin = await api.signIn(account.email, TEST_PASSWORD);
  const end = addDays(today, 12);
  const free = await freeCents(api, creditor.documentNumber, merchant.documentNumber, today, end);
  const a = Math.floor(free * 0.7);
  const b = Math.floor(free * 0.5);
  const dealA = await insertDeal(api, { creditor, merchant, installments: [{ amount: a, end }], createdBy: account.id });
  const dealB = await insertDeal(api, { creditor, merchant, contractType: 2, installments: [{ amount: b, end }], createdBy: account.id });
  await registrationService(api).register({ dealId: dealA }, account.id);
  expect(await registrationService(api).register({ dealId: dealB }, account.id)).toEqual({ status: 'Insuficiente' });

  const detail = async () => (await api.as(admin, { method: 'GET', url: `/api/deals/${dealB}` })).json();
  expect((await detail()).status).toBe(7);
  const cancel = await api.as(admin, { method: 'PUT', url: '/api/deals/change-status', payload: { deal_id: dealA, deal_status: 3 } });
  expect(cancel.statusCode, cancel.body).toBe(200);

  const approved = await waitFor(async () => {
    const d = await detail();
    return d.status === 2 && d;
  }, 'deal B approved by the worker');
  expect(approved.status_message ?? null).toBeNull();
  const [code] = await api.database.query<{ code: string }>('select code from deals where id = $1', [dealB]);
  const report = await api.as(admin, { method: 'GET', url: '/api/deals/receivable-reached', query: { codes: code!.code, limit: '100' } });
  const total = (report.json().data as { effect_amount: number }[]).reduce((s, r) => s + Math.round(r.effect_amount * 100), 0);
  expect(report.json().metadata.resultset.count).toBeLessThanOrEqual(100);
  expect(total).toBe(b);
  // The worker applied the feed: its cursor moved.
  const [cursor] = await api.database.query<{ ultimo: string }>('select ultimo from registry_event_cursors where financiador = $1', [creditor.documentNumber]);
  expect(Number(cursor!.ultimo)).toBeGreaterThan(0);
});
