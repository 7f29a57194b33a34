import { MESSAGES } from '@lastro/domain';
import { AppError, badRequest } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';
import type { JobRunner } from '../../jobs/job-runner';
import type { ExportSources } from '../../lib/export-source';
import { exportJobType, type ExportJobData } from './export-job';
import type { ExportFormat } from './export-writers';

export interface ExportRequest {
  /** Filters of the list being exported, as received (validated by the source). */
  query: Record<string, unknown>;
  format?: ExportFormat;
}

/** Turns an export call into a job; the answer is immediate, the file arrives as a notification. */
export function createExportsService(sources: ExportSources, runner: Pick<JobRunner, 'enqueue'>) {
  return {
    sources,

    available: (kind: string) => sources.has(kind),

    async request(kind: string, auth: AuthContext, req: ExportRequest) {
      const source = sources.get(kind);
      // Honest about a data set whose module has not registered its source yet.
      if (!source) throw new AppError(501, MESSAGES.notifications.exportUnavailable);
      const parsed = source.params.safeParse(req.query);
      if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message));
      const data: ExportJobData = {
        kind,
        format: req.format ?? 'xlsx',
        // The raw filters travel; the job validates them again with the same schema.
        params: req.query,
        scope: { accountId: auth.accountId, isAdmin: auth.isAdmin, creditorId: auth.creditorId },
        requestedAt: new Date().toISOString(),
      };
      const jobId = await runner.enqueue(exportJobType(kind), auth.accountId, data);
      return { message: MESSAGES.common.asyncExportSent, job_id: jobId };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
