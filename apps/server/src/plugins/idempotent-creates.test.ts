import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { MESSAGES } from '@lastro/domain';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_PASSWORD, createAccount } from '../test/fixtures';
import { errorHandlerPlugin } from './error-handler';
import { idempotentCreatesPlugin } from './idempotent-creates';
import type { AuthContext } from './route-auth';

let t: TestApp;
let admin: { email: string };
let token: string;
let readId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.database.db, { type: 'Backoffice' });
  token = await t.signIn(admin.email, TEST_PASSWORD);
  const res = await t.as(token, { method: 'GET', url: '/api/domains/user-resource?limit=200&type=1' });
  readId = (res.json().results as { id: number }[])[0]!.id;
});
afterAll(async () => t?.close());

let seq = 0;
/** A profile create with a name of its own, so each test counts only its own rows. */
const profileCreate = (resourceId = readId) => {
  const description = `Perfil duplo ${++seq} ${Date.now().toString(36)}`;
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/domains/profiles',
    payload: { description, is_lastro: true, resources: [{ user_resource_id: resourceId, permition: 'read' }] },
  };
  return { description, options };
};

const profilesNamed = async (description: string) =>
  (await t.database.query<{ id: number }>('select id from profiles where description = $1', [description])).map((r) => r.id);

describe('idempotent creates', () => {
  it('answers an identical create sent twice at once by one session with the first one, and creates one record', async () => {
    const { description, options } = profileCreate();
    const [a, b] = await Promise.all([t.as(token, options), t.as(token, options)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await profilesNamed(description)).toEqual([a.json().id]);
    const events = await t.database.query<{ n: string }>(`select count(*) as n from audit_events where entity_id = $1 and action = 'create'`, [String(a.json().id)]);
    expect(Number(events[0]!.n)).toBe(1);
  });

  it('answers the same create sent again after the first finished, within the second, with the first answer', async () => {
    const { description, options } = profileCreate();
    const first = await t.as(token, options);
    const again = await t.as(token, options);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await profilesNamed(description)).toHaveLength(1);
    // One record, one audit event: the replay wrote nothing.
    const events = await t.database.query<{ n: string }>(`select count(*) as n from audit_events where entity_id = $1 and action = 'create'`, [String(first.json().id)]);
    expect(Number(events[0]!.n)).toBe(1);
  });

  it('catches the duplicate when two API processes on one database receive the two requests', async () => {
    const second: Database = await openDatabase({ databaseUrl: t.database.url });
    const other: FastifyInstance = await buildApp({ config: t.config, database: second });
    await other.ready();
    try {
      const { description, options } = profileCreate();
      const headers = { authorization: `Bearer ${token}` };
      const [a, b] = await Promise.all([t.app.inject({ ...options, headers }), other.inject({ ...options, headers })]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().id).toBe(b.json().id);
      expect(await profilesNamed(description)).toHaveLength(1);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('runs the same create again once the second has passed, and keeps sessions and bodies apart', async () => {
    const { description, options } = profileCreate();
    await t.as(token, options);
    // A second past the first request, without waiting for it: the claim is aged in the table.
    await t.database.query(`update idempotent_requests set claimed_at = claimed_at - interval '2 seconds'`);
    const later = await t.as(token, options);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();

    // The same body from another session of the same person is its own create.
    const otherSession = await t.signIn(admin.email, TEST_PASSWORD);
    const fromOther = await t.as(otherSession, options);
    expect(fromOther.headers['idempotent-replayed']).toBeUndefined();
    expect(await profilesNamed(description)).toHaveLength(3);

    // Another body from the same session is another create.
    const other = profileCreate();
    const different = await t.as(token, other.options);
    expect(different.headers['idempotent-replayed']).toBeUndefined();
    expect(await profilesNamed(other.description)).toHaveLength(1);
  });

  it('does not keep a refused create: the same request sent again is checked again', async () => {
    const { options } = profileCreate(999_999);
    const first = await t.as(token, options);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ errors: { message: [MESSAGES.access.profileResourceNotAllowed] } });
    const again = await t.as(token, options);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('tells a duplicate whose first request does not answer in time, in the product error shape', async () => {
    // A create that hangs until released, behind the plugin and the product's error handler.
    const mini = Fastify();
    await mini.register(errorHandlerPlugin);
    mini.decorateRequest('auth', null);
    mini.addHook('onRequest', async (request) => {
      request.auth = { sessionId: 'sessao-presa' } as AuthContext;
    });
    await mini.register(idempotentCreatesPlugin, { database: t.database, waitLimitMs: 200 });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    mini.post('/slow', { schema: { response: { 201: { type: 'object', properties: { run: { type: 'number' } } } } } }, async (_request, reply) => {
      runs += 1;
      await released;
      return reply.status(201).send({ run: runs });
    });
    try {
      const body = { payload: { nome: 'x' } };
      const first = mini.inject({ method: 'POST', url: '/slow', ...body });
      await vi.waitFor(() => expect(runs).toBe(1));
      const stuck = await mini.inject({ method: 'POST', url: '/slow', ...body });
      expect(stuck.statusCode).toBe(409);
      expect(stuck.json()).toEqual({ errors: { message: [MESSAGES.errors.duplicateRequest] } });
      release();
      expect((await first).statusCode).toBe(201);
      expect(runs).toBe(1);
    } finally {
      release();
      await mini.close();
    }
  });
});
