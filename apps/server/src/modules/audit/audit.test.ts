import { PERMISSIONS, REDACTED, type AuditEventResponse } from '@lastro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor } from '../../test/fixtures';
import { adminToken, creditorBody, creditorUserToken } from '../creditors/testing';
import { form } from '../registers/registers.test-support';
import { domicileBody, registerOriginator, seedReconciliationReference } from '../reconciliation/testing';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

const eventsOf = async (token: string, query: Record<string, string | number> = {}) => {
  const res = await t.as(token, {
    method: 'GET',
    url: '/api/audit/events',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: AuditEventResponse[]; metadata: { resultset: { count: number } } };
};
const verify = () => t.app.modules.services('audit').verify();

describe('audit trail: recording', () => {
  it('records a signed-in write with who, when, from where and what', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/creditors',
      payload: creditorBody(),
      headers: { 'user-agent': 'Teste/1.0', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const { results } = await eventsOf(admin, { entity: 'creditors', entity_id: id });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      entity: 'creditors',
      entity_id: id,
      action: 'create',
      account_email: expect.stringContaining('@'),
      account_id: expect.any(String),
      user_agent: 'Teste/1.0',
      ip: expect.any(String),
      route: 'POST /api/creditors',
      // The creditors module records its own create, naming the new creditor.
      creditor_id: id,
    });
    expect(results[0]!.after).toMatchObject({ trading_name: 'Comercial Paulista' });
  });

  it("records a module's own change once, with only the changed fields before and after", async () => {
    const created = await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody() });
    const id = created.json().id as string;
    const res = await t.as(admin, {
      method: 'PATCH',
      url: `/api/creditors/${id}`,
      payload: { trading_name: 'Novo Nome Fantasia' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const off = await t.as(admin, { method: 'DELETE', url: `/api/creditors/${id}` });
    expect(off.statusCode, off.body).toBeLessThan(300);
    const { results } = await eventsOf(admin, { entity: 'creditors', entity_id: id });
    expect(results.map((e) => [e.action, e.before, e.after])).toEqual([
      ['status', { active: true }, { active: false }],
      ['update', { trading_name: 'Comercial Paulista' }, { trading_name: 'Novo Nome Fantasia' }],
      ['create', null, expect.objectContaining({ trading_name: 'Comercial Paulista', id })],
    ]);
    expect(results.every((e) => e.creditor_id === id && e.route !== null)).toBe(true);
  });

  it("records a generic write's record as its GET read it before and after, only what changed", async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/domains/arrangements',
      payload: form({ brand_name: 'Bandeira Auditada', brand_code: 'AUDIT', type: 'debit', payment_arrangement: 'QAZ' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.json().id);
    const renamed = await t.as(admin, { method: 'PATCH', url: `/api/domains/arrangements/${id}`, payload: { brand_name: 'Bandeira Renomeada' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const removed = await t.as(admin, { method: 'DELETE', url: `/api/domains/arrangements/${id}` });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const { results } = await eventsOf(admin, { entity_id: id });
    const byAction = Object.fromEntries(results.map((e) => [e.action, e]));
    expect([byAction.update?.before, byAction.update?.after]).toEqual([{ brand_name: 'Bandeira Auditada' }, { brand_name: 'Bandeira Renomeada' }]);
    expect(byAction.delete?.before).toMatchObject({ brand_name: 'Bandeira Renomeada', payment_arrangement: 'QAZ' });
    expect(byAction.delete?.after ?? null).toBeNull();
    // A multipart create has no JSON body: the event keeps the record the create answered.
    expect(byAction.create?.after).toMatchObject({ brand_name: 'Bandeira Auditada', payment_arrangement: 'QAZ' });
    expect(await verify()).toMatchObject({ broken: null });
  });

  it("reads the record of a write that declares no read through the record's GET, before and after", async () => {
    // PATCH reconciliation/companies/:id neither records its own event nor declares `auditRead`.
    await seedReconciliationReference(t.database.db);
    const creditor = await createCreditor(t.database.db);
    await registerOriginator(t, admin, creditor.id, 'Originadora Auditada Ltda', [domicileBody()]);
    const companies = await t.as(admin, { method: 'GET', url: '/api/reconciliation/companies', query: { creditor_id: creditor.id } });
    const company = companies.json().results[0] as { id: string; tolerance_days: number };
    const days = company.tolerance_days === 3 ? 2 : 3;
    const patched = await t.as(admin, { method: 'PATCH', url: `/api/reconciliation/companies/${company.id}`, payload: { tolerance_days: days } });
    expect(patched.statusCode, patched.body).toBe(200);
    const [event] = (await eventsOf(admin, { entity_id: company.id, action: 'update' })).results;
    expect([event?.before, event?.after]).toEqual([{ tolerance_days: company.tolerance_days }, { tolerance_days: days }]);
  });

  it("records a profile's permission change with its grants before and after", async () => {
    const catalogue = (
      await t.as(admin, { method: 'GET', url: '/api/domains/user-resource?limit=200&type=1' })
    ).json();
    const idOf = (slug: string) =>
      (catalogue.results as { slug: string; id: number }[]).find((r) => r.slug === slug)!.id;
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/domains/profiles',
      payload: {
        description: 'Perfil auditado',
        is_lastro: true,
        resources: [{ user_resource_id: idOf('cad_parceiros'), permition: 'read' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const changed = await t.as(admin, {
      method: 'PATCH',
      url: `/api/domains/profiles/${id}`,
      payload: { active: true, resources: [{ user_resource_id: idOf('auditoria'), permition: 'read' }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { results } = await eventsOf(admin, { entity: 'domains/profiles', entity_id: id });
    expect(results.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'permission',
        { resources: [`${idOf('cad_parceiros')}:read`] },
        { resources: [`${idOf('auditoria')}:read`] },
      ],
      [
        'create',
        null,
        { description: 'Perfil auditado', is_lastro: true, resources: [`${idOf('cad_parceiros')}:read`] },
      ],
    ]);
  });

  it('records sign-in, a refused sign-in with the e-mail given and no account, and sign-out; never the password', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: acc.email, password: 'Errada@123' },
    });
    expect(refused.statusCode).toBe(400);
    await t.as(token, { method: 'POST', url: '/api/accounts/sign-out' });

    const { results } = await eventsOf(admin, { person: acc.email, limit: 50 });
    expect(results.map((e) => e.action)).toEqual(['sign_out', 'sign_in_failed', 'sign_in']);
    expect(results[1]).toMatchObject({
      account_id: null,
      account_email: acc.email,
      after: { email: acc.email },
    });
    expect(results[2]).toMatchObject({ account_id: acc.id, entity_id: acc.id });
    const stored = await t.database.query<{ text: string }>(
      "select string_agg(coalesce(after::text, ''), ' ') as text from audit_events",
    );
    expect(stored[0]!.text).not.toContain(TEST_PASSWORD);
    expect(stored[0]!.text).not.toContain('Errada@123');
  });

  it('keeps secrets out of the fields it records', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(acc.email, TEST_PASSWORD);
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/accounts/change-password',
      payload: { email: acc.email, newPassword: 'Nova@Senha99' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const { results } = await eventsOf(admin, { account_id: acc.id, action: 'password' });
    expect(results).toHaveLength(1);
    expect(results[0]!.after).toEqual({ email: acc.email, newPassword: REDACTED });
    const stored = await t.database.query<{ n: number }>(
      "select count(*)::int as n from audit_events where after::text like '%Nova@Senha99%'",
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('adds no event for a refused write or a read', async () => {
    const before = (await eventsOf(admin)).metadata.resultset.count;
    const refused = await t.as(admin, {
      method: 'POST',
      url: '/api/creditors',
      payload: { document_number: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    await t.as(admin, { method: 'GET', url: '/api/creditors' });
    expect((await eventsOf(admin)).metadata.resultset.count).toBe(before);
  });
});

describe('audit trail: append-only and chained', () => {
  it('refuses to change, remove or empty an event, even for the table owner', async () => {
    await t.app.modules
      .services('audit')
      .record({ entity: 'test', entityId: '1', action: 'create', after: { a: 1 } });
    for (const statement of [
      "update audit_events set entity = 'x'",
      'delete from audit_events',
      'truncate audit_events',
    ])
      await expect(t.database.exec(statement), statement).rejects.toThrow(/append-only/);
  });

  it('keeps one unbroken chain under many writes at once', async () => {
    const audit = t.app.modules.services('audit');
    const before = (await eventsOf(admin)).metadata.resultset.count;
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        audit.record({ entity: 'parallel', entityId: String(i), action: 'create', after: { i } }),
      ),
      ...Array.from({ length: 10 }, () =>
        t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody() }),
      ),
    ]);
    expect((await eventsOf(admin)).metadata.resultset.count).toBe(before + 50);
    const result = await verify();
    expect(result.broken).toBeNull();
    expect(result.checked).toBe(before + 50);
  });

  it("counts and pages a new event at once: the newest seq is the list's version, and an append bumps none", async () => {
    const audit = t.app.modules.services('audit');
    const count = async (query: Record<string, string> = {}) => (await eventsOf(admin, query)).metadata.resultset.count;
    const second = async () => (await eventsOf(admin, { offset: 1, limit: 1 })).results[0]!.id;
    const [all, versioned, newest] = [await count(), await count({ entity: 'versioned' }), (await eventsOf(admin, { limit: 1 })).results[0]!.id];
    // Counts and the second page's anchors are now kept for this version.
    expect(await count()).toBe(all);
    await second();
    await audit.record({ entity: 'versioned', entityId: '1', action: 'create', after: { i: 1 } });
    expect(await count()).toBe(all + 1);
    expect(await count({ entity: 'versioned' })).toBe(versioned + 1);
    expect(await second()).toBe(newest);
    const [bumped] = await t.database.query<{ n: number }>("select count(*)::int as n from list_versions where name = 'audit_events'");
    expect(bumped!.n).toBe(0);
  });

  it('hashes in the database the text the verifier recomputes: accents, quotes, emoji, NUL, a lone surrogate', async () => {
    const audit = t.app.modules.services('audit');
    const odd = `Ótica "Visão" \\ 😀 \u0000 fim \uD800 ç`;
    await audit.record({ entity: 'texts', entityId: odd, action: 'update', before: { [odd]: odd, n: 1.5 }, after: { nested: { z: odd, a: [odd, null] } } });
    const [event] = (await eventsOf(admin, { entity: 'texts' })).results;
    expect(event!.entity_id).toBe('Ótica "Visão" \\ 😀  fim \uFFFD ç');
    expect((await verify()).broken).toBeNull();
  });

  it('rolls an event back with the write whose transaction it joined', async () => {
    const audit = t.app.modules.services('audit');
    await expect(
      t.database.db.transaction(async (tx) => {
        await audit.change(tx as never, {
          entity: 'rolled-back',
          entityId: '1',
          action: 'create',
          after: { a: 1 },
          by: null,
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await eventsOf(admin, { entity: 'rolled-back' })).results).toHaveLength(0);
    expect((await verify()).broken).toBeNull();
  });
});

describe('audit trail: who reads what', () => {
  it("gives a creditor user its own creditor's events and nothing of another's", async () => {
    const a = await createCreditor(t.database.db);
    const b = await createCreditor(t.database.db);
    const audit = t.app.modules.services('audit');
    await audit.record({
      entity: 'creditors',
      entityId: a.id,
      action: 'update',
      creditorId: a.id,
      before: { x: 1 },
      after: { x: 2 },
    });
    await audit.record({
      entity: 'creditors',
      entityId: b.id,
      action: 'update',
      creditorId: b.id,
      before: { x: 1 },
      after: { x: 3 },
    });
    const grants = [[PERMISSIONS.auditoria, ['read']]] as const;
    const userOfA = await creditorUserToken(t, a.id, grants);
    const userOfB = await creditorUserToken(t, b.id, grants);

    const ofA = await eventsOf(userOfA, { limit: 100 });
    expect(ofA.results.length).toBeGreaterThan(0);
    expect(ofA.results.every((e) => e.creditor_id === a.id)).toBe(true);
    // Asking for A's creditor still reads B's own events only.
    const asked = await eventsOf(userOfB, { creditor_id: a.id, limit: 100 });
    expect(asked.results.filter((e) => e.creditor_id !== b.id)).toEqual([]);
    expect((await eventsOf(userOfB, { entity: 'creditors', entity_id: a.id })).results).toEqual([]);
    expect((await eventsOf(admin, { entity: 'creditors', entity_id: a.id })).results).toHaveLength(1);
    const lacking = await creditorUserToken(t, a.id);
    expect((await t.as(lacking, { method: 'GET', url: '/api/audit/events' })).statusCode).toBe(403);
  });

  it('filters by period, action and entity, newest first, and pages', async () => {
    const audit = t.app.modules.services('audit');
    for (let i = 0; i < 5; i++)
      await audit.record({ entity: 'paging', entityId: String(i), action: 'delete' });
    const first = await eventsOf(admin, { entity: 'paging', action: 'delete', limit: 2 });
    expect(first.metadata.resultset.count).toBe(5);
    expect(first.results.map((e) => e.entity_id)).toEqual(['4', '3']);
    const last = await eventsOf(admin, { entity: 'paging', action: 'delete', limit: 2, offset: 4 });
    expect(last.results.map((e) => e.entity_id)).toEqual(['0']);
    expect(
      (await eventsOf(admin, { entity: 'paging', from: '2000-01-01', to: '2000-01-31' })).results,
    ).toEqual([]);
    const bad = await t.as(admin, {
      method: 'GET',
      url: '/api/audit/events',
      query: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    const today = (
      await t.database.query<{ d: string }>(
        "select to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as d",
      )
    )[0]!.d;
    expect((await eventsOf(admin, { entity: 'paging', from: today, to: today })).results).toHaveLength(5);
  });
});
