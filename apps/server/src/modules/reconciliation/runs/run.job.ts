import type { JobDefinition } from '../../../jobs/job-definition';
import type { RunsService } from './runs.service';

/** The job's type, as enqueued: ctx.jobs.enqueue(RUN_JOB, accountId, data). */
export const RUN_JOB = 'reconciliation.run';

export interface RunJobData {
  runId: string;
}

/**
 * `reconciliation.run` (spec 4 §4.5): the creditor's waiting run, with every request merged
 * into it until a worker claims it. A registry failure is retried; after the last try the
 * items keep their state and the read does not move (§10).
 */
export function createRunJob(runs: Pick<RunsService, 'runQueued' | 'failed'>): JobDefinition<RunJobData> {
  return {
    type: RUN_JOB,
    retryLimit: 3,
    expireInSeconds: 30 * 60,
    async handler({ data }) {
      const counts = await runs.runQueued(data.runId);
      return { runId: data.runId, ran: counts !== null, ...(counts ?? {}) };
    },
    async onFinalFailure({ data }) {
      await runs.failed(data.runId);
    },
  };
}
