import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';
import type { ModuleServices } from '../../lib/module';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';
import { createNotificationsHub } from './notifications.hub';
import { MAX_STREAMS_PER_SESSION } from './notifications.routes';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

let t: TestApp;
let adminId: string;
let adminToken: string;
let userId: string;
let userToken: string;

const notify = (
  accountId: string | string[],
  title: string,
  extra: Partial<Parameters<ModuleServices['notifications']['notify']>[1]> = {},
) =>
  t.app.modules.services('notifications').notify(accountId, {
    title,
    description: `${title} (descrição)`,
    type: 1,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAccount(t.database.db, { type: 'Backoffice' });
  adminId = admin.id;
  adminToken = await t.signIn(admin.email, TEST_PASSWORD);
  const creditor = await createCreditor(t.database.db);
  // No permission at all: notifications are for every signed-in account.
  const profile = await createProfile(t.database.db, { isLastro: false });
  const user = await createAccount(t.database.db, {
    type: 'Creditor',
    creditorId: creditor.id,
    profileId: profile.id,
  });
  userId = user.id;
  userToken = await t.signIn(user.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

describe('notifications routes: authorization', () => {
  it('anonymous callers get 401', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (
        await t.as(null, {
          method: 'PATCH',
          url: '/api/notifications',
          payload: { notifications_user_id: [] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.as(null, { method: 'GET', url: '/api/notifications/stream' })).statusCode).toBe(401);
    expect(
      (await t.as(null, { method: 'GET', url: '/api/notifications/stream?token=not-a-token' })).statusCode,
    ).toBe(401);
  });

  it('a creditor user without any permission reads its own notifications (SIGNED_IN rule)', async () => {
    await notify(userId, 'Para o fornecedor');
    const res = await t.as(userToken, { method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { notification: { title: string } }) => r.notification.title)).toEqual([
      'Para o fornecedor',
    ]);
  });
});

describe('GET /api/notifications paging and PATCH mark-read', () => {
  let ids: string[] = [];

  beforeAll(async () => {
    for (let i = 1; i <= 30; i++) {
      const type = ((i % 4) + 1) as 1 | 2 | 3 | 4;
      await notify(adminId, `Aviso ${i}`, {
        type,
        metadata: { id: `ref-${i}`, show_deal_info_button: type === 2, notification_info: `<b>${i}</b>` },
      });
    }
  });

  it('answers 25 by default, newest first, in the spec shape, with count and unread of every page', async () => {
    const res = await t.as(adminToken, { method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata).toEqual({ resultset: { offset: 0, limit: 25, count: 30 }, unread: 30 });
    expect(body.results).toHaveLength(25);
    expect(body.results[0].notification.title).toBe('Aviso 30');
    expect(body.results[24].notification.title).toBe('Aviso 6');
    const first = body.results[0];
    expect(first).toEqual({
      id: expect.any(String),
      status: 1,
      notification: {
        id: expect.any(String),
        title: 'Aviso 30',
        description: 'Aviso 30 (descrição)',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        type: 3,
        metadata: { notification_info: '<b>30</b>', show_deal_info_button: false, id: 'ref-30' },
      },
    });
    ids = body.results.map((r: { id: string }) => r.id);
  });

  it('pages with offset', async () => {
    const res = await t.as(adminToken, { method: 'GET', url: '/api/notifications?offset=25' });
    const body = res.json();
    expect(body.results.map((r: { notification: { title: string } }) => r.notification.title)).toEqual([
      'Aviso 5',
      'Aviso 4',
      'Aviso 3',
      'Aviso 2',
      'Aviso 1',
    ]);
    expect(body.metadata.resultset).toEqual({ offset: 25, limit: 25, count: 30 });
  });

  it('marks only the given ids of the caller as read; another account’s ids are untouched', async () => {
    const userItems = (await t.as(userToken, { method: 'GET', url: '/api/notifications' })).json().results;
    const someoneElses = userItems[0].id as string;
    const res = await t.as(adminToken, {
      method: 'PATCH',
      url: '/api/notifications',
      payload: { notifications_user_id: [ids[0], ids[1], someoneElses] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });

    const after = (await t.as(adminToken, { method: 'GET', url: '/api/notifications' })).json();
    expect(after.metadata.unread).toBe(28);
    expect(after.results.slice(0, 3).map((r: { status: number }) => r.status)).toEqual([0, 0, 1]);
    const userAfter = (await t.as(userToken, { method: 'GET', url: '/api/notifications' })).json();
    expect(userAfter.results[0].status).toBe(1);
  });

  it('marking read twice changes nothing more', async () => {
    const res = await t.as(adminToken, {
      method: 'PATCH',
      url: '/api/notifications',
      payload: { notifications_user_id: [ids[0]] },
    });
    expect(res.json()).toEqual({ updated: 0 });
  });

  it('refuses malformed bodies with 400', async () => {
    const bad = await t.as(adminToken, {
      method: 'PATCH',
      url: '/api/notifications',
      payload: { notifications_user_id: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message.length).toBeGreaterThan(0);
    expect((await t.as(adminToken, { method: 'GET', url: '/api/notifications?limit=0' })).statusCode).toBe(
      400,
    );
  });
});

describe('notify()', () => {
  it('is idempotent per dedupe key and recipient', async () => {
    const a = await notify(userId, 'Uma vez só', { dedupeKey: 'test:once' });
    const b = await notify(userId, 'Uma vez só', { dedupeKey: 'test:once' });
    expect(a.ids).toHaveLength(1);
    expect(b.ids).toHaveLength(0);
    const titles = (await t.as(userToken, { method: 'GET', url: '/api/notifications' }))
      .json()
      .results.map((r: { notification: { title: string } }) => r.notification.title);
    expect(titles.filter((x: string) => x === 'Uma vez só')).toHaveLength(1);
  });

  it('reaches several accounts in one call; a repeat reaches only the recipients added to it', async () => {
    const first = await notify([userId, adminId, userId], 'Para as duas', { dedupeKey: 'test:both' });
    expect(first.ids).toHaveLength(2);
    const again = await notify([adminId, userId], 'Para as duas', { dedupeKey: 'test:both' });
    expect(again.ids).toEqual([]);
    for (const token of [userToken, adminToken]) {
      const items = (await t.as(token, { method: 'GET', url: '/api/notifications' })).json().results;
      const mine = items.filter((r: { notification: { title: string } }) => r.notification.title === 'Para as duas');
      expect(mine).toHaveLength(1);
      expect(first.ids).toContain(mine[0].id);
    }
    const none = await notify([], 'Para ninguém');
    expect(none.ids).toEqual([]);
  });
});

const SSE = { accept: 'text/event-stream' };

async function sessionOf(token: string): Promise<string> {
  const auth = await t.app.sessions.resolve(token, {} as never);
  return auth!.sessionId;
}
async function countStreams(sessionId: string): Promise<number> {
  const rows = await t.database.query<{ n: number }>('select count(*)::int as n from notification_streams where session_id = $1', [sessionId]);
  return Number(rows[0]!.n);
}

describe('GET /api/notifications/stream (server-sent events)', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${addr.port}`;
  });

  /** Reads the stream until `predicate` matches the accumulated text. */
  async function readUntil(
    reader: ReadableStreamDefaultReader<Uint8Array>,
    predicate: (text: string) => boolean,
  ) {
    const decoder = new TextDecoder();
    let text = '';
    while (!predicate(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    return text;
  }

  it('delivers each new notification of the account (token in the query) and not another account’s', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(userToken)}`, {
      headers: SSE,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    await readUntil(reader, (s) => s.includes(': connected'));

    await notify(adminId, 'Para outra conta');
    await notify(userId, 'Ao vivo', { type: 2, metadata: { id: 42, show_deal_info_button: true } });
    const text = await readUntil(reader, (s) => s.includes('Ao vivo') && s.endsWith('\n\n'));
    expect(text).not.toContain('Para outra conta');
    const dataLine = text.split('\n').find((l) => l.startsWith('data: ') && l.includes('Ao vivo'))!;
    const item = JSON.parse(dataLine.slice(6));
    expect(item).toMatchObject({
      status: 1,
      notification: { title: 'Ao vivo', type: 2, metadata: { id: 42, show_deal_info_button: true } },
    });
    expect(text).toContain('event: notification');
    controller.abort();
  });

  it('delivers what another process publishes (through LISTEN/NOTIFY, not memory)', async () => {
    // A second service with its own hub stands for another server process (a worker).
    const silent = { warn: () => undefined };
    const elsewhere = createNotificationsService(
      createNotificationsRepository(t.database.db),
      createNotificationsHub(t.database, silent),
    );
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(userToken)}`, {
      headers: SSE,
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await readUntil(reader, (s) => s.includes(': connected'));
    await elsewhere.notify(userId, { title: 'Do worker', description: 'feito', type: 4 });
    const text = await readUntil(reader, (s) => s.includes('Do worker') && s.endsWith('\n\n'));
    expect(text).toContain('"type":4');
    controller.abort();
  });

  it('an open stream ends when its session ends, and delivers nothing after', async () => {
    const other = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(other.email, TEST_PASSWORD);
    const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`, { headers: SSE });
    const reader = res.body!.getReader();
    await readUntil(reader, (s) => s.includes(': connected'));
    await t.as(token, { method: 'POST', url: '/api/accounts/sign-out' });
    await notify(other.id, 'Depois do logout');
    const decoder = new TextDecoder();
    let rest = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    expect(rest).not.toContain('Depois do logout');
  });

  it(`one session holds at most ${MAX_STREAMS_PER_SESSION} open streams: a new one closes the oldest`, async () => {
    const other = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(other.email, TEST_PASSWORD);
    const controllers: AbortController[] = [];
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION + 2; i++) {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`, {
        headers: SSE,
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await readUntil(reader, (s) => s.includes(': connected'));
      readers.push(reader);
    }
    // The two oldest were closed by the server: their readers reach the end.
    for (const reader of readers.slice(0, 2)) {
      let done = false;
      while (!done) done = (await reader.read()).done;
      expect(done).toBe(true);
    }
    // The newest ones are still live and get the next notification.
    await notify(other.id, 'Ainda aberta');
    for (const reader of readers.slice(2)) await readUntil(reader, (s) => s.includes('Ainda aberta'));
    for (const c of controllers) c.abort();
  });

  it(`the cap holds across API processes: ${MAX_STREAMS_PER_SESSION} streams per session on two processes together`, async () => {
    // A second app on the same database stands for another API process behind the balancer.
    const second = await buildApp({ config: t.config, database: t.database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const addr = second.server.address();
      if (!addr || typeof addr === 'string') throw new Error('no address');
      const bases = [base, `http://127.0.0.1:${addr.port}`];
      const other = await createAccount(t.database.db, { type: 'Backoffice' });
      const token = await t.signIn(other.email, TEST_PASSWORD);
      const sessionId = await sessionOf(token);
      const open = async (at: string) => {
        const controller = new AbortController();
        const res = await fetch(`${at}/api/notifications/stream?token=${encodeURIComponent(token)}`, { headers: SSE, signal: controller.signal });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        await readUntil(reader, (s) => s.includes(': connected'));
        return { controller, reader };
      };
      // Alternating processes: each process alone holds at most 2, so only the shared count can close any.
      const streams = [];
      for (let i = 0; i < MAX_STREAMS_PER_SESSION + 2; i++) streams.push(await open(bases[i % 2]!));
      for (const { reader } of streams.slice(0, 2)) {
        let done = false;
        while (!done) done = (await reader.read()).done;
        expect(done).toBe(true);
      }
      expect(await countStreams(sessionId)).toBe(MAX_STREAMS_PER_SESSION);
      await notify(other.id, 'Nas duas');
      for (const { reader } of streams.slice(2)) await readUntil(reader, (s) => s.includes('Nas duas'));
      for (const { controller } of streams) controller.abort();
      // Closed streams leave the table, so the session's count goes back to zero.
      await expect.poll(() => countStreams(sessionId)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('a stream left behind by a process that died stops counting once it is stale', async () => {
    const other = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(other.email, TEST_PASSWORD);
    const sessionId = await sessionOf(token);
    // Rows of a dead process: never refreshed again.
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
      await t.database.query(
        `insert into notification_streams (id, session_id, opened_at, seen_at) values (gen_random_uuid(), $1, now() - interval '1 hour', now() - interval '1 hour')`,
        [sessionId],
      );
    }
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`, { headers: SSE, signal: controller.signal });
    await readUntil(res.body!.getReader(), (s) => s.includes(': connected'));
    expect(await countStreams(sessionId)).toBe(1);
    controller.abort();
  });

  it('the stream carries the security headers of every answer and stays out of caches', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(userToken)}`, { headers: SSE, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toMatch(/^no-store\b/);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    controller.abort();
  });

  it('also accepts the bearer header, and refuses a revoked session', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { ...SSE, authorization: `Bearer ${adminToken}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    controller.abort();
    // Not an event-stream client: no endless response.
    expect(
      (await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(adminToken)}`)).status,
    ).toBe(406);

    const other = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await t.signIn(other.email, TEST_PASSWORD);
    await t.as(token, { method: 'POST', url: '/api/accounts/sign-out' });
    const refused = await fetch(`${base}/api/notifications/stream?token=${encodeURIComponent(token)}`, {
      headers: SSE,
    });
    expect(refused.status).toBe(401);
  });
});
