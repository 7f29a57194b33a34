import type { Registry } from '../../integrations/registry/registry';

/** What schedule queries ask of the registry. */
export type ScheduleRegistry = Pick<Registry, 'queryAgenda' | 'today'>;

/** Job type of a schedule query. */
export const SCHEDULE_QUERY_JOB = 'schedules.query';

export interface ScheduleQueryJobData {
  requestId: string;
}
