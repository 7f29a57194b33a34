import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';

let t: TestApp;
let ownerId: string;
let ownerToken: string;
let otherToken: string;
let creditorUserId: string;
let creditorUserToken: string;

const calls = { flaky: 0, broken: 0, brokenFinal: 0 };
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  t = await createTestApp();
  const registry = t.app.modules.jobs.registry;
  registry.register({
    type: 'test.flaky',
    retryDelaySeconds: 0,
    async handler(ctx) {
      calls.flaky++;
      if (ctx.attempt === 1) throw new Error('primeira tentativa falha');
      return { ok: true, attempt: ctx.attempt };
    },
  });
  registry.register({
    type: 'test.broken',
    retryLimit: 1,
    retryDelaySeconds: 0,
    async handler() {
      calls.broken++;
      throw new Error('sempre falha');
    },
    async onFinalFailure() {
      calls.brokenFinal++;
    },
  });
  registry.register<{ total: number }>({
    type: 'test.slow',
    async handler(ctx) {
      await ctx.progress(5, ctx.data.total);
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      await ctx.progress(ctx.data.total, ctx.data.total);
      return {};
    },
  });

  const owner = await createAccount(t.database.db, { type: 'Backoffice' });
  ownerId = owner.id;
  ownerToken = await t.signIn(owner.email, TEST_PASSWORD);
  const other = await createAccount(t.database.db, { type: 'Backoffice' });
  otherToken = await t.signIn(other.email, TEST_PASSWORD);
  const creditor = await createCreditor(t.database.db);
  const profile = await createProfile(t.database.db, { isLastro: false });
  const user = await createAccount(t.database.db, {
    type: 'Creditor',
    creditorId: creditor.id,
    profileId: profile.id,
  });
  creditorUserId = user.id;
  creditorUserToken = await t.signIn(user.email, TEST_PASSWORD);
});
afterAll(async () => {
  releaseSlow();
  await t?.close();
});

const getJob = async (token: string, id: string) => t.as(token, { method: 'GET', url: `/api/jobs/${id}` });
const settled = (token: string, id: string) =>
  waitFor(async () => {
    const job = (await getJob(token, id)).json();
    return ['completed', 'failed'].includes(job.status) ? job : undefined;
  }, `job ${id}`);

describe('job runner on pg-boss', () => {
  it('retries a failed attempt and completes', async () => {
    const id = await t.app.modules.jobs.enqueue('test.flaky', ownerId, {});
    const job = await settled(ownerToken, id);
    expect(job).toMatchObject({
      id,
      type: 'test.flaky',
      status: 'completed',
      attempts: 2,
      result: { ok: true, attempt: 2 },
      error: null,
    });
    expect(calls.flaky).toBe(2);
  });

  it('gives up after the retry limit and runs the final-failure hook once', async () => {
    const id = await t.app.modules.jobs.enqueue('test.broken', ownerId, {});
    const job = await settled(ownerToken, id);
    expect(job).toMatchObject({ status: 'failed', attempts: 2, error: 'failed' });
    expect(job.finished_at).not.toBeNull();
    expect(calls.broken).toBe(2);
    await waitFor(() => calls.brokenFinal === 1, 'final-failure hook');
  });

  it('records progress (rows done of total) readable by the owner while it runs', async () => {
    const id = await t.app.modules.jobs.enqueue('test.slow', creditorUserId, { total: 10 });
    const running = await waitFor(async () => {
      const job = (await getJob(creditorUserToken, id)).json();
      return job.status === 'running' && job.done === 5 ? job : undefined;
    }, 'progress 5/10');
    expect(running).toMatchObject({ done: 5, total: 10, percent: 50, attempts: 1 });

    const active = (
      await t.as(creditorUserToken, { method: 'GET', url: '/api/jobs?mine=true&active=true' })
    ).json();
    expect(active.results.map((j: { id: string }) => j.id)).toEqual([id]);
    expect(active.metadata.resultset.count).toBe(1);

    releaseSlow();
    const done = await settled(creditorUserToken, id);
    expect(done).toMatchObject({ status: 'completed', done: 10, total: 10, percent: 100 });
    const activeAfter = (
      await t.as(creditorUserToken, { method: 'GET', url: '/api/jobs?active=true' })
    ).json();
    expect(activeAfter.results).toEqual([]);
  });

  it('a job queued for later waits for its time, and is not among its account’s active jobs before then', async () => {
    const id = await t.app.modules.jobs.enqueue('test.flaky', ownerId, {}, { startAfterSeconds: 3600 });
    const job = (await getJob(ownerToken, id)).json();
    expect(job).toMatchObject({ id, status: 'queued', attempts: 0 });
    const [queued] = await t.database.query<{ state: string; waits: number }>(
      'select state, extract(epoch from start_after - created_on)::int as waits from pgboss.job where id = $1',
      [id],
    );
    expect(queued).toMatchObject({ state: 'created' });
    expect(queued!.waits).toBeGreaterThanOrEqual(3595);
    const active = (await t.as(ownerToken, { method: 'GET', url: '/api/jobs?active=true' })).json();
    expect(active.results.map((j: { id: string }) => j.id)).not.toContain(id);
    // Listed with the account's jobs all the same.
    const all = (await t.as(ownerToken, { method: 'GET', url: '/api/jobs' })).json();
    expect(all.results.map((j: { id: string }) => j.id)).toContain(id);
  });
});

describe('jobs routes: authorization', () => {
  it('anonymous 401; another account’s job 404; a creditor user without permissions sees its own jobs', async () => {
    const id = await t.app.modules.jobs.enqueue('test.flaky', ownerId, {});
    expect((await t.as(null, { method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
    expect((await t.as(null, { method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(401);
    expect((await getJob(otherToken, id)).statusCode).toBe(404);
    expect((await getJob(creditorUserToken, id)).statusCode).toBe(404);
    expect((await getJob(ownerToken, id)).statusCode).toBe(200);
    expect((await getJob(ownerToken, 'nao-e-um-id')).statusCode).toBe(400);
    const mine = (await t.as(creditorUserToken, { method: 'GET', url: '/api/jobs?mine=true' })).json();
    expect(mine.results.every((j: { type: string }) => j.type === 'test.slow')).toBe(true);
    await settled(ownerToken, id);
  });
});
