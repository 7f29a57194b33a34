import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../test/database';
import { createAccount } from '../test/fixtures';
import { JobRegistry } from './job-definition';
import { createJobRunner } from './job-runner';
import { createJobsRepository } from './jobs.repository';
import { waitFor } from './testing/wait';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, child: () => silent } as never;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('job runner: stopping', () => {
  it('a handler still running when the runner stops queues its follow-up work, and completes', async () => {
    const { database, dispose } = await createTestDatabase();
    cleanups.push(dispose);
    const account = await createAccount(database.db, { type: 'Backoffice' });
    const registry = new JobRegistry();
    const runner = createJobRunner({ database, store: createJobsRepository(database.db), registry, log: silent, work: true, pollingIntervalSeconds: 0.5 });
    let reached!: () => void;
    const atGate = new Promise<void>((r) => (reached = r));
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    let followUp: string | undefined;
    // As the statement file's job does: its lines committed, it queues the reconciliation run.
    registry.register({
      type: 'test.parent',
      async handler(ctx) {
        reached();
        await gate;
        followUp = await runner.enqueue('test.child', ctx.accountId, {});
        return { followUp };
      },
    });
    registry.register({ type: 'test.child', handler: async () => ({}) });
    await runner.start();
    const parent = await runner.enqueue('test.parent', account.id, {});
    await atGate;

    const stopping = runner.stop({ timeoutMs: 20_000 });
    // One turn of the event loop: the stop has let go of the queue and waits for the handler
    // (its own steps before that are all microtasks) when the handler queues its follow-up.
    await new Promise((r) => setImmediate(r));
    open();
    await stopping;

    const status = async (id: string) => (await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;
    expect(await status(parent)).toBe('completed');
    expect(followUp).toEqual(expect.any(String));
    // Queued: the stopping runner's other worker slot may still have taken it (a fetch already
    // under way when the stop began); otherwise a runner started on the same database runs it.
    expect(['queued', 'completed']).toContain(await status(followUp!));
    const next = createJobRunner({ database, store: createJobsRepository(database.db), registry, log: silent, work: true, pollingIntervalSeconds: 0.5 });
    await next.start();
    cleanups.push(() => next.stop());
    await waitFor(async () => (await status(followUp!)) === 'completed', 'the follow-up run by the next runner');
  });
});
