import { notFound } from '../../lib/errors';
import type { JobRow, JobsRepository } from '../../jobs/jobs.repository';

export interface JobView {
  id: string;
  type: string;
  status: JobRow['status'];
  done: number;
  total: number | null;
  /** 0-100 when the total is known. */
  percent: number | null;
  attempts: number;
  result: Record<string, unknown> | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toJobView(j: JobRow): JobView {
  const percent = j.total
    ? Math.min(100, Math.floor((j.done / j.total) * 100))
    : j.status === 'completed'
      ? 100
      : null;
  return {
    id: j.id,
    type: j.type,
    status: j.status,
    done: j.done,
    total: j.total,
    percent,
    attempts: j.attempts,
    result: j.result ?? null,
    // Internal failure texts stay in the server log; the user sees that it failed.
    error: j.status === 'failed' ? 'failed' : null,
    created_at: j.createdAt.toISOString(),
    started_at: iso(j.startedAt),
    finished_at: iso(j.finishedAt),
  };
}

/** Jobs as their owner sees them; someone else's job does not exist. */
export function createJobsService(repo: JobsRepository) {
  return {
    async listMine(accountId: string, q: { active?: boolean; offset: number; limit: number }) {
      const { rows, count } = await repo.listForAccount(accountId, q);
      return {
        results: rows.map(toJobView),
        metadata: { resultset: { offset: q.offset, limit: q.limit, count } },
      };
    },

    async getMine(accountId: string, id: string) {
      const job = await repo.find(id);
      if (!job || job.accountId !== accountId) throw notFound();
      return toJobView(job);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
