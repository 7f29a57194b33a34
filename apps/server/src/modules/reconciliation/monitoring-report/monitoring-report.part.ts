import type { JobDefinition } from '../../../jobs/job-definition';
import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { monitoringReportExportSource } from './monitoring-report.export-source';
import { createMonitoringReportRepository } from './monitoring-report.repository';
import { monitoringReportRoutes } from './monitoring-report.routes';
import { createMonitoringReportService } from './monitoring-report.service';
import { TICK_DAY_JOB, tickDayJob } from './tick-day.job';

export interface MonitoringReportPartDeps {
  /** 'Contratos insuficientes' per creditor, from the contract monitoring (spec 4 §4.7); null: every creditor. */
  insufficientByCreditor(creditorIds: string[] | null): Promise<Map<string, number>>;
}

/**
 * 'Relatório de Monitoramento' (spec 4 §2.10, §4.8, §8 'monitoring'): the platform-wide figures
 * of reconciliation and contracts, its table's export and, while the offline sandbox is the
 * registry, the daily processing as a job.
 */
export function createMonitoringReportPart(ctx: ReconciliationPartContext, deps: MonitoringReportPartDeps): ReconciliationPart {
  const registry = () => ctx.use('registry');
  const sandboxEnabled = () => registry().offline && registry().sandbox !== null;
  const service = createMonitoringReportService({
    repo: createMonitoringReportRepository(ctx.database.pool),
    today: () => ctx.today(),
    sandboxEnabled,
    insufficientByCreditor: (ids) => deps.insufficientByCreditor(ids),
  });
  return {
    routes: monitoringReportRoutes({
      service,
      today: () => ctx.today(),
      sandboxEnabled,
      startTick: (accountId, ate) => ctx.jobs.enqueue(TICK_DAY_JOB, accountId, { ate }),
    }),
    exportSources: [monitoringReportExportSource(service)] as ReconciliationPart['exportSources'],
    jobs: [tickDayJob({ registry, notifications: () => ctx.use('notifications') }) as JobDefinition<never>],
  };
}
