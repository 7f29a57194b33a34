import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createAccount, createCreditor } from '../test/fixtures';
import { seedDemoAudit } from './audit.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the demo history', () => {
  it("gives each seeded record its 'create' event, chained, under its creditor", async () => {
    const creditor = await createCreditor(t.database.db);
    const user = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id });
    const recorded = await seedDemoAudit(t.database.db, t.app.modules.services);
    expect(recorded).toBeGreaterThanOrEqual(2);
    const events = await t.database.query<{
      entity: string;
      entity_id: string;
      creditor_id: string | null;
      action: string;
    }>('select entity, entity_id, creditor_id, action from audit_events order by seq');
    expect(events).toContainEqual({
      entity: 'creditors',
      entity_id: creditor.id,
      creditor_id: creditor.id,
      action: 'create',
    });
    expect(events).toContainEqual({
      entity: 'users',
      entity_id: user.id,
      creditor_id: creditor.id,
      action: 'create',
    });
    expect(events).toHaveLength(recorded);
    expect((await t.app.modules.services('audit').verify()).broken).toBeNull();
  });
});
