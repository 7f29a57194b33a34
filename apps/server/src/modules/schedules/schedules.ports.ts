import type { AgendaQuery, Registry } from '../../integrations/registry/registry';

/** What schedule queries ask of the registry. */
export type ScheduleRegistry = Pick<Registry, 'queryAgendaGroups'>;

/** Job type of a schedule query. */
export const SCHEDULE_QUERY_JOB = 'schedules.query';

export interface ScheduleQueryJobData {
  requestId: string;
  /** What to ask the registry (absent in jobs queued before it was kept: read from the query). */
  agenda?: AgendaQuery;
}

export interface SchedulesPort {
  /**
   * Asks for a merchant's consolidated agenda on behalf of an account (demo data, imports); the
   * job answers it, no sooner than `startAfterSeconds` when given (the query stays '01' until then).
   */
  requestConsolidated(accountId: string, creditorId: string, merchantId: string, options?: { startAfterSeconds?: number }): Promise<{ id: string }>;
  /**
   * Runs a query's job body at once (the queued job then finds it done and skips). The demo
   * seeds its queries processed before the app opens, so their notifications never arrive
   * after someone signed in.
   */
  runQuery(requestId: string): Promise<void>;
  /**
   * The home's figure: the free and committed amounts (reais, decimal text) of the agenda from
   * `fromDate` on, as the merchants' newest complete answers hold it; every creditor's when null.
   */
  agendaFrom(creditorId: string | null, fromDate: string): Promise<{ free: string; committed: string }>;
}

declare module '../../lib/module' {
  interface ModuleServices {
    schedules: SchedulesPort;
  }
}
