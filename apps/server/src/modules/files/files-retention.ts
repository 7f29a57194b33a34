import type { ScheduledJob } from '../../jobs/job-runner';
import type { FilesService } from './files.service';

/** The scheduled job that removes generated files after the retention (EXPORT_RETENTION_DAYS). */
export function filesRetentionJob(files: Pick<FilesService, 'expire'>, retentionDays: number): ScheduledJob {
  return {
    name: 'files-retention',
    // Hourly: a file outlives its retention by an hour at most.
    cron: '23 * * * *',
    run: () => files.expire(retentionDays),
  };
}
