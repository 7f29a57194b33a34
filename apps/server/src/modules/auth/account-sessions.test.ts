import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount } from '../../test/fixtures';
import { describeDevice } from './account-sessions.service';
import { passwordStep } from './second-factor.test-helpers';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signInAs = async (email: string, userAgent: string) =>
  (await passwordStep(t, email, TEST_PASSWORD, userAgent)).json().token as string;
const sessionsOf = (token: string) => t.as(token, { method: 'GET', url: '/api/accounts/me/sessions' });
const profileOf = (token: string) => t.as(token, { method: 'GET', url: '/api/profile' });
const sessionId = (token: string) => decodeJwt(token).jti!;
/** Moves a session's clock back, before its first use puts it in the session cache. */
const ageSession = (token: string, column: 'last_seen_at' | 'expires_at', minutes: number) =>
  t.database.db.execute(
    sql`update sessions set ${sql.raw(column)} = now() - make_interval(mins => ${minutes}) where id = ${sessionId(token)}`,
  );

describe("'Minha conta' sessions", () => {
  it('lists the live sessions with device, address and times, and marks the current one', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const laptop = await signInAs(acc.email, CHROME);
    const phone = await signInAs(acc.email, IPHONE);
    const ended = await signInAs(acc.email, CHROME);
    await t.as(ended, { method: 'POST', url: '/api/accounts/sign-out' });

    const res = await sessionsOf(laptop);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list.find((s: { id: string }) => s.id === sessionId(laptop))).toMatchObject({
      device: 'Chrome 140 · Linux',
      ip: '127.0.0.1',
      current: true,
    });
    expect(list.find((s: { id: string }) => s.id === sessionId(phone))).toMatchObject({
      device: 'Safari 17 · iOS 17.5',
      current: false,
    });
    for (const s of list) expect(Date.parse(s.created_at)).toBeLessThanOrEqual(Date.parse(s.last_seen_at));
  });

  it("'Encerrar' ends one session of the caller and no one else's", async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const other = await createAccount(t.database.db, { type: 'Backoffice' });
    const mine = await signInAs(acc.email, CHROME);
    const second = await signInAs(acc.email, IPHONE);
    const theirs = await signInAs(other.email, CHROME);

    expect(
      (await t.as(mine, { method: 'DELETE', url: `/api/accounts/me/sessions/${sessionId(theirs)}` }))
        .statusCode,
    ).toBe(404);
    expect((await profileOf(theirs)).statusCode).toBe(200);

    expect(
      (await t.as(mine, { method: 'DELETE', url: `/api/accounts/me/sessions/${sessionId(second)}` }))
        .statusCode,
    ).toBe(204);
    expect((await profileOf(second)).statusCode).toBe(401);
    expect((await profileOf(mine)).statusCode).toBe(200);
    expect((await sessionsOf(mine)).json()).toHaveLength(1);
  });

  it("'Encerrar as outras' ends every other session and keeps the current one", async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const [a, b, c] = [
      await signInAs(acc.email, CHROME),
      await signInAs(acc.email, IPHONE),
      await signInAs(acc.email, CHROME),
    ];
    expect((await profileOf(b)).statusCode).toBe(200);
    expect((await t.as(a, { method: 'POST', url: '/api/accounts/me/sessions/end-others' })).statusCode).toBe(
      204,
    );
    expect((await profileOf(b)).statusCode).toBe(401);
    expect((await profileOf(c)).statusCode).toBe(401);
    expect((await profileOf(a)).statusCode).toBe(200);
  });

  it('a password change ends the other sessions and keeps the one it was made from', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const here = await signInAs(acc.email, CHROME);
    const elsewhere = await signInAs(acc.email, IPHONE);
    expect((await profileOf(elsewhere)).statusCode).toBe(200);
    const changed = await t.as(here, {
      method: 'POST',
      url: '/api/accounts/change-password',
      payload: { email: acc.email, newPassword: 'Outra@Senha9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profileOf(elsewhere)).statusCode).toBe(401);
    expect((await profileOf(here)).statusCode).toBe(200);
  });

  it('an administrator changing a user password ends all of that user sessions', async () => {
    const admin = await createAccount(t.database.db, { type: 'Backoffice' });
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const adminToken = await signInAs(admin.email, CHROME);
    const userToken = await signInAs(acc.email, CHROME);
    await t.as(adminToken, {
      method: 'POST',
      url: '/api/accounts/change-password',
      payload: { email: acc.email, newPassword: 'Outra@Senha9' },
    });
    expect((await profileOf(userToken)).statusCode).toBe(401);
    expect((await profileOf(adminToken)).statusCode).toBe(200);
  });
});

describe('idle timeout and maximum age', () => {
  it('defaults to 30 minutes idle and 12 hours', () => {
    expect(t.config.sessionIdleMs).toBe(30 * 60_000);
    expect(t.config.sessionMaxMs).toBe(12 * 3_600_000);
  });

  it('ends a session unused for longer than the idle timeout, and keeps one just under it', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const idle = await signInAs(acc.email, CHROME);
    const active = await signInAs(acc.email, IPHONE);
    await ageSession(idle, 'last_seen_at', 31);
    await ageSession(active, 'last_seen_at', 29);
    expect((await profileOf(idle)).statusCode).toBe(401);
    expect((await profileOf(active)).statusCode).toBe(200);
    expect((await sessionsOf(active)).json().map((s: { id: string }) => s.id)).toEqual([sessionId(active)]);
  });

  it('ends a session past its maximum age however active it is', async () => {
    const acc = await createAccount(t.database.db, { type: 'Backoffice' });
    const token = await signInAs(acc.email, CHROME);
    expect(decodeJwt(token).exp! - decodeJwt(token).iat!).toBe(12 * 3600);
    await ageSession(token, 'expires_at', 1);
    expect((await profileOf(token)).statusCode).toBe(401);
  });
});

describe('describeDevice', () => {
  it('names the browser and system, or says it does not know', () => {
    expect(describeDevice(CHROME)).toBe('Chrome 140 · Linux');
    expect(describeDevice(null)).toBe('Dispositivo desconhecido');
  });
});
