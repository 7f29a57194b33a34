import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITMENT_STATUS_CODE, MESSAGES, NOTIFICATION_TYPE, generateCnpj, generateCpf, type ImportStatusReply } from '@lastro/domain';
import { waitFor } from '../jobs/testing/wait';
import { createTestApp, type TestApp } from '../test/app';
import { accounts, creditors, deals, imports, merchants, notificationUsers, notifications } from '../db/schema';
import { DEMO_CREDITOR_DOCUMENT, DEMO_CREDITOR_EMAIL, DEMO_PASSWORD, seedDemo } from './access.seed';
import { seedDemoCommitments } from './commitments.seed';
import { DEMO_IMPORT_FILES, seedDemoImports } from './imports.seed';
import { seedDemoMerchants } from './merchants/merchants.seed';
import { seedDemoSchedules } from './schedules.seed';

let t: TestApp;
let token: string;
let creditorId: string;
let userId: string;

const IMPORTED = [generateCnpj({ seed: 1401 }), generateCnpj({ seed: 1402 }), generateCpf({ seed: 1403 }), generateCnpj({ seed: 1408 })];

const finished = (id: string) =>
  waitFor(async () => {
    const res = await t.as(token, { method: 'GET', url: `/api/imports/${id}` });
    const status = res.json<ImportStatusReply>();
    return status.state === 'completed' || status.state === 'failed' ? status : undefined;
  }, `the demo import ${id}`);

const tally = async () => {
  const db = t.database.db;
  const [m] = await db.select({ n: count() }).from(merchants).where(eq(merchants.creditorId, creditorId));
  const [d] = await db.select({ n: count() }).from(deals).where(like(deals.code, 'IMP-DEMO-%'));
  const [n] = await db
    .select({ n: count() })
    .from(notificationUsers)
    .innerJoin(notifications, eq(notifications.id, notificationUsers.notificationId))
    .where(and(eq(notificationUsers.accountId, userId), eq(notifications.type, NOTIFICATION_TYPE.importacao)));
  const [i] = await db.select({ n: count() }).from(imports).where(eq(imports.accountId, userId));
  return { merchants: m!.n, deals: d!.n, notifications: n!.n, imports: i!.n };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDemo(db);
  await seedDemoMerchants(db, t.app.modules.services);
  await seedDemoSchedules(db, t.app.modules.services);
  await seedDemoCommitments(db, t.app.modules.services);
  token = await t.signIn(DEMO_CREDITOR_EMAIL, DEMO_PASSWORD);
  creditorId = (await db.select().from(creditors).where(eq(creditors.documentNumber, DEMO_CREDITOR_DOCUMENT)))[0]!.id;
  userId = (await db.select().from(accounts).where(eq(accounts.email, DEMO_CREDITOR_EMAIL)))[0]!.id;
});
afterAll(async () => t?.close());

describe('demo imports', () => {
  it('imports merchants and commitments as the demo creditor user, with the failed rows, the notifications and the registration', async () => {
    const started = await seedDemoImports(t.database.db, t.app.modules.services, t.app);
    expect(started).toHaveLength(2);
    const [merchantImport, commitmentImport] = (await Promise.all(started.map(finished))) as [ImportStatusReply, ImportStatusReply];

    expect(merchantImport).toMatchObject({
      kind: 'merchants-registration',
      file_name: DEMO_IMPORT_FILES.merchants,
      state: 'completed',
      status: { status: [{ item1: 5, item2: MESSAGES.merchants.duplicateCnpj }], totalLines: 9, totalError: 1 },
      failed_file: expect.any(String),
    });
    const imported = await t.database.db
      .select()
      .from(merchants)
      .where(and(eq(merchants.creditorId, creditorId), inArray(merchants.documentNumber, IMPORTED)));
    expect(imported).toHaveLength(4);
    expect(imported.find((m) => m.documentNumber === IMPORTED[0])).toMatchObject({ tradingName: 'Empório Serra Verde', addressState: 'PR', originAccount: 2 });

    expect(commitmentImport).toMatchObject({
      kind: 'commitments',
      file_name: DEMO_IMPORT_FILES.commitments,
      state: 'completed',
      status: {
        status: [
          { item1: 5, item2: MESSAGES.commitments.merchantNotFound },
          { item1: 10, item2: MESSAGES.imports.commitments.invalidExecutionDate },
        ],
        totalLines: 12,
        totalError: 2,
      },
      failed_file: expect.any(String),
    });
    // The registration job takes the ten written commitments to the registry.
    const registered = await waitFor(async () => {
      const rows = await t.database.db.select().from(deals).where(eq(deals.importId, commitmentImport.process_id));
      return rows.length === 10 && rows.every((d) => d.status !== COMMITMENT_STATUS_CODE.em_processamento) ? rows : undefined;
    }, 'the imported commitments registered');
    expect(registered.filter((d) => d.status === COMMITMENT_STATUS_CODE.aprovado).length).toBeGreaterThan(0);
    expect(registered.every((d) => d.createdBy === userId && d.creditorId === creditorId)).toBe(true);

    // Both reach the user as type-4 notifications with the totals and the failed rows' file.
    const list = await t.as(token, { method: 'GET', url: '/api/notifications', query: { limit: '100' } });
    const mine = (list.json().results as { notification: { type: number; description: string; metadata: { id: string; notification_info: string } } }[])
      .map((r) => r.notification)
      .filter((n) => n.type === NOTIFICATION_TYPE.importacao);
    expect(mine.map((n) => n.metadata.id).sort()).toEqual([...started].sort());
    for (const n of mine) expect(n.metadata.notification_info).toContain('download');
    expect(mine.map((n) => n.description).sort()).toEqual(
      [
        MESSAGES.imports.finishedDescription(DEMO_IMPORT_FILES.commitments, 12, 2),
        MESSAGES.imports.finishedDescription(DEMO_IMPORT_FILES.merchants, 9, 1),
      ].sort(),
    );
    const failedRows = await t.as(token, { method: 'GET', url: merchantImport.failed_file! });
    expect(failedRows.statusCode).toBe(200);
    expect(failedRows.body).toContain(MESSAGES.merchants.duplicateCnpj);
  });

  it('running again creates nothing twice', async () => {
    const before = await tally();
    expect(before).toMatchObject({ deals: 10, notifications: 2, imports: 2 });
    expect(await seedDemoImports(t.database.db, t.app.modules.services, t.app)).toEqual([]);
    expect(await tally()).toEqual(before);
  });
});
