import type { JobDefinition } from '../../../jobs/job-definition';
import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { createRunJob, RUN_JOB } from './run.job';
import { createRunsService, type RunsService } from './runs.service';

/** The daily safety net of the runs (spec 4 §4.5, §8), after the registry's 03:10 tick. */
export const DAILY_RUN_SCHEDULE = 'reconciliation.daily';

/** The runs as the module's other parts ask for them (their triggers) and as the job runs them. */
export function runsServiceOf(ctx: ReconciliationPartContext): RunsService {
  const reconciliation = () => ctx.use('reconciliation');
  return createRunsService({
    pool: ctx.database.pool,
    today: () => ctx.today(),
    mirrorCompanies: (creditorId) => reconciliation().mirrorCompanies(creditorId),
    refreshCopies: (creditorId, range) => reconciliation().refreshCopies(creditorId, range),
    expectedFor: (creditorId, range) => reconciliation().expectedFor(creditorId, range),
    settlementsFor: (creditorId, range) => reconciliation().settlementsFor(creditorId, range),
    acquirerDocuments: async () => new Map((await ctx.use('registers').acquirerList()).map((a) => [a.id, a.document_number])),
    enqueue: (owner, data) => ctx.jobs.enqueue(RUN_JOB, owner, data),
    ownerOf: async (creditorId) => (await ctx.use('access').masterUsers.masterAccountOf(creditorId))?.id ?? null,
  });
}

/**
 * The runs (spec 4 §4.5): the job `reconciliation.run`, the daily schedule, and the registry's
 * `after(day)`. This part starts after the copies and the statement simulator, so its day
 * listener comes after theirs: the day's settlements are copied and its statements handed in.
 */
export function createRunsPart(ctx: ReconciliationPartContext, runs: RunsService): ReconciliationPart {
  let stopListening: (() => void) | null = null;
  return {
    services: {
      reconcile: (creditorId, scope, trigger) => runs.run(creditorId, scope, trigger),
      requestRun: (request) => runs.request(request),
    },
    jobs: [createRunJob(runs) as JobDefinition<never>],
    schedules: [{ name: DAILY_RUN_SCHEDULE, cron: '50 3 * * *', run: async () => ({ creditors: await runs.requestDay(await ctx.today()) }) }],
    async start() {
      // Queued, never run inside the tick; a request that fails is told and must not stop the tick.
      stopListening = ctx.use('registry').onDay({
        after: (day) => runs.requestDay(day, true).then(
          () => undefined,
          (err: unknown) => ctx.log.warn({ err }, `reconciliation runs of ${day} not started`),
        ),
      });
    },
    async stop() {
      stopListening?.();
      stopListening = null;
    },
  };
}
