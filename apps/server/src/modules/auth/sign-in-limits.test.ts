import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { buildApp } from '../../app';
import { accounts, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, getAccount } from '../../test/fixtures';
import { MAX_FAILED_ATTEMPTS } from './auth.service';

const LIMIT = 5;
let t: TestApp;
/** A second API process on the same database: counters must be shared with the first. */
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ signInRateLimitPerMinute: LIMIT });
  second = await buildApp({ config: t.config, database: t.database });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

let clientSeq = 0;
/** Each test signs in from its own client address so the per-minute windows never meet. */
const nextClient = () => `192.0.2.${++clientSeq}`;

const signIn = (
  app: FastifyInstance,
  remoteAddress: string,
  payload: object,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload, remoteAddress, headers });

describe('sign-in rate limit', () => {
  it('keys on the socket address: a client-chosen X-Forwarded-For does not reset it', async () => {
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await signIn(
        t.app,
        client,
        { email: 'ninguem@teste.dev', password: 'Qualquer@1' },
        { 'x-forwarded-for': `10.9.${i}.1` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMIT);
    const limited = await signIn(t.app, client, { email: 'ninguem@teste.dev', password: 'Qualquer@1' });
    expect(limited.json()).toEqual({ errors: { message: [MESSAGES.errors.tooManyAttempts] } });
  });

  it('is one limit for every API process (counters in the database)', async () => {
    const client = nextClient();
    const body = { email: 'ninguem@teste.dev', password: 'Qualquer@1' };
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await signIn(i % 2 ? second : t.app, client, body)).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect((await signIn(second, client, body)).statusCode).toBe(429);
    expect((await signIn(t.app, client, body)).statusCode).toBe(429);
  });

  it('stores the socket address in the session row unless the peer is a configured proxy', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const direct = await signIn(
      t.app,
      '198.51.100.20',
      { email: acc.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(direct.statusCode).toBe(200);
    const proxied = await createTestApp({ signInRateLimitPerMinute: LIMIT, trustProxy: ['198.51.100.0/24'] });
    try {
      const acc2 = await createAccount(proxied.database.db, { type: 'Backoffice' });
      const viaProxy = await signIn(
        proxied.app,
        '198.51.100.7',
        { email: acc2.email, password: TEST_PASSWORD },
        {
          'x-forwarded-for': '203.0.113.9',
        },
      );
      expect(viaProxy.statusCode).toBe(200);
      const [row2] = await proxied.database.db.select().from(sessions).where(eq(sessions.accountId, acc2.id));
      expect(row2?.ip).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.accountId, acc.id));
    expect(row?.ip).toBe('198.51.100.20');
  });
});

describe('lockout under parallel attempts', () => {
  it('evaluates at most 5 wrong passwords of a burst of 50, and locks', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    // Each request from its own address: only the account's own limit is under test here.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signIn(t.app, `203.0.113.${i + 1}`, { email: acc.email, password: `Errada@${i}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 400 || s === 423 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS - 1);
    const after = await getAccount(t.database.db, acc.id);
    expect(after?.failedAttempts).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS);
    expect(after?.lockedAt).toBeTruthy();
    const right = await signIn(t.app, nextClient(), { email: acc.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(423);
    expect(right.json().errors.message).toEqual([MESSAGES.auth.accountBlocked]);
  });

  it('never answers 200 to the right password once the fifth failure is recorded (8 bursts of 19 wrong + 1 right)', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    for (let run = 0; run < 8; run++) {
      await t.database.db
        .update(accounts)
        .set({ failedAttempts: 0, lockedAt: null })
        .where(eq(accounts.id, acc.id));
      await t.database.db.delete(sessions).where(eq(sessions.accountId, acc.id));
      const burst = Array.from({ length: 20 }, (_, i) =>
        signIn(t.app, `198.18.${run}.${i + 1}`, {
          email: acc.email,
          password: i === 10 ? TEST_PASSWORD : `Errada@${i}`,
        }),
      );
      const results = await Promise.all(burst);
      const after = await getAccount(t.database.db, acc.id);
      expect(after?.failedAttempts).toBeLessThanOrEqual(MAX_FAILED_ATTEMPTS);
      if (results[10]!.statusCode === 200 && after?.lockedAt) {
        // A success may precede a lock, never follow it: its session predates the lock.
        const [session] = await t.database.db.select().from(sessions).where(eq(sessions.accountId, acc.id));
        expect(session!.createdAt.getTime()).toBeLessThanOrEqual(after.lockedAt.getTime());
      }
      expect([200, 423, 429]).toContain(results[10]!.statusCode);
    }
  });
});
