import { randomUUID } from 'node:crypto';
import os from 'node:os';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { JobsRepository } from './jobs.repository';
import { bossDb } from './boss-db';
import type { JobContext, JobRegistry } from './job-definition';

/** One pg-boss queue carries every job type: one poll loop per worker instead of one per type. */
export const JOB_QUEUE = 'lastro-jobs';
/** Each clock job has a queue of its own: pg-boss keeps one schedule per queue. */
export const scheduledQueue = (name: string) => `lastro-scheduled.${name}`;

interface QueuedJob {
  type: string;
  accountId: string;
  data: unknown;
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunnerOptions {
  database: Database;
  store: JobsRepository;
  registry: JobRegistry;
  log: Logger;
  /** Run handlers in this process (ROLE all/worker); an API-only process only enqueues. */
  work: boolean;
  /** Handlers running at once in this process. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  heartbeatSeconds?: number;
  /** A worker that has not beaten for this long is dead: its running jobs run again. */
  workerStaleSeconds?: number;
  progressIntervalMs?: number;
}

/** A task the workers run on a timetable (e.g. removing expired files); one run at a time across processes. */
export interface ScheduledJob {
  /** Unique name, e.g. 'files.expire'. */
  name: string;
  /** Cron expression (UTC), e.g. '17 3 * * *'. */
  cron: string;
  /** What it returns is logged and kept as the run's output. */
  run(): Promise<Record<string, unknown> | void>;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 30 * 60 };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Progress writes at most every `intervalMs`; a value reported in between is written when
 * the interval ends, so the last figure always reaches the database.
 */
function throttledProgress(
  write: (done: number, total: number | null | undefined) => Promise<void>,
  intervalMs: number,
  log: Logger,
) {
  let lastWrite = 0;
  let pending: [number, number | null | undefined] | null = null;
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const [done, total] = pending;
    pending = null;
    lastWrite = Date.now();
    await write(done, total);
  };
  return {
    flush,
    async report(done: number, total?: number | null) {
      pending = [done, total];
      const wait = lastWrite + intervalMs - Date.now();
      if (wait <= 0) return flush();
      timer ??= setTimeout(
        () => void flush().catch((err) => log.warn({ err }, 'job progress write failed')),
        wait,
      );
    },
  };
}

export function createJobRunner(opts: JobRunnerOptions) {
  const { database, store, registry, log } = opts;
  const workerId = randomUUID();
  const heartbeatMs = (opts.heartbeatSeconds ?? 10) * 1000;
  const staleSeconds = opts.workerStaleSeconds ?? 45;
  const progressIntervalMs = opts.progressIntervalMs ?? 500;
  const concurrency = opts.concurrency ?? 2;
  let boss: PgBoss | null = null;
  /**
   * The boss being stopped: a handler still running (stop waits for them) queues its follow-up
   * work through it. Without it, a file committed during a deploy lost its reconciliation run.
   */
  let draining: PgBoss | null = null;
  let timer: NodeJS.Timeout | null = null;
  let starting: Promise<void> | null = null;
  const bossWorkers: string[] = [];
  /** Each timetable task's worker in this process, by task name. */
  const scheduleWorkers = new Map<string, string>();
  const schedules: ScheduledJob[] = [];

  async function handle([job]: PgBoss.JobWithMetadata<QueuedJob>[]) {
    if (!job) return;
    const { type, accountId, data } = job.data;
    const def = registry.get(type);
    if (!def) throw new Error(`unknown job type: ${type}`);
    // A redelivery of a job whose effects were all done (killed between the two writes).
    const existing = await store.find(job.id);
    if (existing?.status === 'completed') return existing.result ?? {};

    const attempt = job.retryCount + 1;
    await store.markRunning(job.id, workerId, attempt);
    const progress = throttledProgress(
      async (done, total) => {
        await store.progress(job.id, done, total);
      },
      progressIntervalMs,
      log,
    );
    const ctx: JobContext<unknown> = { jobId: job.id, accountId, data, attempt, progress: progress.report };
    try {
      const result = (await def.handler(ctx)) ?? {};
      await progress.flush();
      await store.markCompleted(job.id, result);
      return result;
    } catch (err) {
      await progress.flush().catch(() => undefined);
      const final = job.retryCount >= job.retryLimit;
      log.warn({ err, jobId: job.id, type, attempt, final }, 'job attempt failed');
      await store
        .markAttemptFailed(job.id, messageOf(err), final)
        .catch((e) => log.error({ err: e }, 'job record'));
      if (final) await runFinalFailure(type, { jobId: job.id, accountId, data, attempt }, err);
      throw err;
    }
  }

  async function runFinalFailure(type: string, ctx: Omit<JobContext<unknown>, 'progress'>, err: unknown) {
    try {
      await registry.get(type)?.onFinalFailure?.(ctx, err);
    } catch (e) {
      log.error({ err: e, jobId: ctx.jobId }, 'job final-failure hook failed');
    }
  }

  /**
   * Running jobs of dead workers (killed process, or stopped while a handler hung) go back
   * to the queue: pg-boss still holds them as active until they expire, so they are failed
   * there, which queues their retry (or ends them when no retry is left).
   */
  async function sweep() {
    const b = boss;
    if (!b) return;
    const orphans = await store.findOrphans(staleSeconds);
    for (const orphan of orphans) {
      let job = await b.getJobById<QueuedJob>(JOB_QUEUE, orphan.id);
      if (job?.state === 'active') {
        await b.fail(JOB_QUEUE, orphan.id, { message: 'worker lost while running' });
        job = await b.getJobById<QueuedJob>(JOB_QUEUE, orphan.id);
      }
      if (job?.state === 'completed') continue;
      const final = !job || job.state === 'failed' || job.state === 'cancelled';
      log.warn({ jobId: orphan.id, type: orphan.type, final }, 'orphaned job handed back to the queue');
      await store.markAttemptFailed(orphan.id, 'worker lost while running', final);
      if (final && job) {
        const ctx = {
          jobId: orphan.id,
          accountId: job.data.accountId,
          data: job.data.data,
          attempt: job.retryCount + 1,
        };
        await runFinalFailure(orphan.type, ctx, new Error('worker lost'));
      }
    }
    await store.pruneDeadWorkers(staleSeconds);
  }

  /**
   * A timetable task (daily, at a set minute) may start half a minute late; each one's queue
   * polled every 2 s kept several pooled connections, and their server processes, alive at idle.
   */
  const SCHEDULE_POLL_SECONDS = 30;

  async function doStart() {
    const b = new PgBoss({
      db: bossDb(database),
      schema: 'pgboss',
      supervise: opts.work,
      // The cron clock only runs where a timetable exists to serve.
      schedule: opts.work && schedules.length > 0,
      migrate: true,
      maintenanceIntervalSeconds: 60,
    });
    b.on('error', (err) => log.error({ err }, 'job queue error'));
    await b.start();
    await b.createQueue(JOB_QUEUE);
    boss = b;
    if (!opts.work) return;

    await store.registerWorker({ id: workerId, host: os.hostname(), pid: process.pid });
    // One app process owns an embedded server: any other worker row is a process that died.
    if (database.kind === 'embedded') await store.forgetOtherWorkers(workerId);
    await sweep();
    for (let i = 0; i < concurrency; i++) {
      bossWorkers.push(
        await b.work<QueuedJob>(
          JOB_QUEUE,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
          handle,
        ),
      );
    }
    for (const s of schedules) {
      // pg-boss keeps one timetable per queue name: each scheduled task has its own queue.
      const queue = scheduledQueue(s.name);
      await b.createQueue(queue);
      await b.schedule(queue, s.cron, {}, { tz: 'UTC' });
      const worker = await b.work(queue, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? SCHEDULE_POLL_SECONDS }, async () => {
        const result = await s.run();
        log.info({ job: s.name, ...(result ?? {}) }, 'scheduled job done');
        return result ?? {};
      });
      bossWorkers.push(worker);
      scheduleWorkers.set(s.name, worker);
    }
    timer = setInterval(() => {
      void store
        .heartbeat(workerId)
        .then(sweep)
        .catch((err) => log.warn({ err }, 'job heartbeat failed'));
    }, heartbeatMs);
    timer.unref();
  }

  return {
    workerId,
    registry,

    /** Adds a timetable task; only before start. */
    addSchedule(s: ScheduledJob) {
      if (starting) throw new Error('schedules are added before the job runner starts');
      if (schedules.some((x) => x.name === s.name)) throw new Error(`schedule already added: ${s.name}`);
      schedules.push(s);
    },

    start(): Promise<void> {
      starting ??= doStart();
      return starting;
    },

    /** Lets in-flight handlers finish for a moment, then hands what is left back to the queue. */
    async stop(stopOpts: { timeoutMs?: number } = {}) {
      if (timer) clearInterval(timer);
      timer = null;
      if (starting) await starting.catch(() => undefined);
      const b = boss;
      boss = null;
      draining = b;
      try {
        if (b) await b.stop({ graceful: true, wait: true, close: false, timeout: stopOpts.timeoutMs ?? 5000 });
      } finally {
        draining = null;
      }
      if (opts.work) await store.unregisterWorker(workerId).catch(() => undefined);
      bossWorkers.length = 0;
      scheduleWorkers.clear();
      starting = null;
    },

    /**
     * Records the job for its account and queues it; returns the job id at once. With
     * `startAfterSeconds` no worker takes it before then, and its account's active jobs leave it
     * out until then.
     */
    async enqueue(type: string, accountId: string, data: unknown, options: { startAfterSeconds?: number } = {}): Promise<string> {
      const def = registry.get(type);
      if (!def) throw new Error(`unknown job type: ${type}`);
      if (starting) await starting;
      // Taken once: a stop that begins while this call awaits must not leave it without a boss.
      const b = boss ?? draining;
      if (!b) throw new Error('job runner not started');
      const id = randomUUID();
      await store.create({ id, accountId, type, startAfterSeconds: options.startAfterSeconds });
      try {
        await b.send(JOB_QUEUE, { type, accountId, data } satisfies QueuedJob, {
          id,
          retryLimit: def.retryLimit ?? DEFAULTS.retryLimit,
          retryDelay: def.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
          retryBackoff: def.retryBackoff ?? DEFAULTS.retryBackoff,
          expireInSeconds: def.expireInSeconds ?? DEFAULTS.expireInSeconds,
          ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        });
      } catch (err) {
        await store.markAttemptFailed(id, messageOf(err), true);
        throw err;
      }
      // A local worker picks it up now instead of at its next poll (none while stopping).
      if (b === boss) for (const w of bossWorkers) b.notifyWorker(w);
      return id;
    },

    sweep,

    /** Queues a clock job now (operations, tests); a worker runs it as on its schedule. Returns its pg-boss id. */
    async runScheduledNow(name: string): Promise<string> {
      if (!schedules.some((d) => d.name === name)) throw new Error(`unknown scheduled job: ${name}`);
      if (starting) await starting;
      if (!boss) throw new Error('job runner not started');
      const queue = scheduledQueue(name);
      await boss.createQueue(queue);
      const id = await boss.send(queue, {});
      if (!id) throw new Error(`scheduled job ${name} not queued`);
      // Its worker here polls every half minute: asked by hand, it starts now.
      const worker = scheduleWorkers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    /** State and output of a clock job run by runScheduledNow. */
    async scheduledRun(name: string, id: string) {
      if (!boss) throw new Error('job runner not started');
      const job = await boss.getJobById(scheduledQueue(name), id);
      return job ? { state: job.state, output: job.output as Record<string, unknown> | null } : null;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
