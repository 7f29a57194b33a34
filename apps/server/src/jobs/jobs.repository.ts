import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { jobs, jobWorkers, type JobStatus } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** The job records users see, and the worker liveness table the runner uses to find orphans. */
export function createJobsRepository(db: AppDb) {
  return {
    async create({ startAfterSeconds, ...row }: { id: string; accountId: string; type: string; startAfterSeconds?: number }) {
      const startAfter = startAfterSeconds ? sql`now() + make_interval(secs => ${startAfterSeconds})` : undefined;
      await db
        .insert(jobs)
        .values({ ...row, ...(startAfter ? { startAfter } : {}) })
        .onConflictDoNothing();
    },

    async find(id: string): Promise<JobRow | undefined> {
      return (await db.select().from(jobs).where(eq(jobs.id, id)))[0];
    },

    async markRunning(id: string, workerId: string, attempt: number) {
      await db
        .update(jobs)
        .set({
          status: 'running',
          workerId,
          attempts: attempt,
          startedAt: sql`coalesce(${jobs.startedAt}, now())`,
          heartbeatAt: sql`now()`,
          error: null,
        })
        .where(and(eq(jobs.id, id), sql`${jobs.status} <> 'completed'`));
    },

    async progress(id: string, done: number, total: number | null | undefined) {
      await db
        .update(jobs)
        .set({ done, ...(total === undefined ? {} : { total }), heartbeatAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
    },

    async markCompleted(id: string, result: Record<string, unknown> | null) {
      await db
        .update(jobs)
        .set({
          status: 'completed',
          result,
          error: null,
          finishedAt: sql`now()`,
          done: sql`greatest(${jobs.done}, coalesce(${jobs.total}, 0))`,
        })
        .where(eq(jobs.id, id));
    },

    /** A failed attempt: back to the queue when pg-boss will retry it, failed for good otherwise. */
    async markAttemptFailed(id: string, error: string, final: boolean) {
      const status: JobStatus = final ? 'failed' : 'queued';
      await db
        .update(jobs)
        .set({
          status,
          error: error.slice(0, 2000),
          workerId: null,
          ...(final ? { finishedAt: sql`now()` } : {}),
        })
        .where(and(eq(jobs.id, id), sql`${jobs.status} <> 'completed'`));
    },

    async listForAccount(accountId: string, opts: { active?: boolean; offset: number; limit: number }) {
      const where = and(
        eq(jobs.accountId, accountId),
        opts.active ? inArray(jobs.status, ['queued', 'running']) : undefined,
        // A job queued for later is not under way before its time.
        opts.active ? or(isNull(jobs.startAfter), lte(jobs.startAfter, sql`now()`)) : undefined,
      );
      const rows = await db
        .select({ job: jobs, count: sql<number>`count(*) over()`.mapWith(Number) })
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .offset(opts.offset)
        .limit(opts.limit);
      return { rows: rows.map((r) => r.job), count: rows[0]?.count ?? 0 };
    },

    // ---- worker liveness ----

    async registerWorker(row: { id: string; host: string; pid: number }) {
      await db
        .insert(jobWorkers)
        .values(row)
        .onConflictDoUpdate({ target: jobWorkers.id, set: { heartbeatAt: sql`now()` } });
    },

    async heartbeat(workerId: string) {
      await db
        .update(jobWorkers)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(jobWorkers.id, workerId));
    },

    async unregisterWorker(workerId: string) {
      await db.delete(jobWorkers).where(eq(jobWorkers.id, workerId));
    },

    /** Only for a server one process owns (the embedded one): every other worker row is a dead process. */
    async forgetOtherWorkers(workerId: string) {
      await db.delete(jobWorkers).where(sql`${jobWorkers.id} <> ${workerId}`);
    },

    /** Running jobs whose worker stopped beating (killed process): they must run again. */
    async findOrphans(staleSeconds: number): Promise<Pick<JobRow, 'id' | 'type'>[]> {
      const live = db
        .select({ id: jobWorkers.id })
        .from(jobWorkers)
        .where(sql`${jobWorkers.heartbeatAt} > now() - make_interval(secs => ${staleSeconds})`);
      return db
        .select({ id: jobs.id, type: jobs.type })
        .from(jobs)
        .where(
          and(eq(jobs.status, 'running'), or(isNull(jobs.workerId), sql`${jobs.workerId} not in (${live})`)),
        );
    },

    async pruneDeadWorkers(staleSeconds: number) {
      await db
        .delete(jobWorkers)
        .where(lt(jobWorkers.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds * 10})`));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
