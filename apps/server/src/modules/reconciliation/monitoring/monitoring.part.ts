import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { createMonitoringAlerts } from './monitoring-alerts';
import { contractsExportSource } from './monitoring-exports';
import { createMonitoringRepository } from './monitoring.repository';
import { monitoringRoutes } from './monitoring.routes';
import { createMonitoringService, type MonitoringService } from './monitoring.service';

export function monitoringServiceOf(ctx: ReconciliationPartContext): MonitoringService {
  return createMonitoringService({ repo: createMonitoringRepository(ctx.database.pool), today: () => ctx.today() });
}

/**
 * 'Monitoramento dos Contratos' (spec 4 §2.9, §4.7, §8 'monitoring'): each registered
 * installment's coverage of its outstanding debt, read from the commitments' views; the report
 * reads its insufficient counts through the module's services.
 */
export function createMonitoringPart(ctx: ReconciliationPartContext, service: MonitoringService): ReconciliationPart {
  const alerts = createMonitoringAlerts({
    db: ctx.database.pool,
    today: () => ctx.today(),
    parametersOf: (creditorId) => ctx.use('creditors').parametersOf(creditorId),
    accountIdsOf: (creditorId) => ctx.use('access').creditorAccountIds(creditorId),
    notify: (accounts, input) => ctx.use('notifications').notify(accounts, input),
  });
  let stopListening: (() => void) | null = null;
  return {
    routes: monitoringRoutes(service),
    async start() {
      // After the runs' listener (this part starts after theirs); an alert that fails must not stop the tick.
      stopListening = ctx.use('registry').onDay({
        after: () => alerts.send().then(
          () => undefined,
          (err: unknown) => ctx.log.warn({ err }, 'contract monitoring alerts not sent'),
        ),
      });
    },
    async stop() {
      stopListening?.();
      stopListening = null;
    },
    services: {
      insufficientByCreditor: (creditorIds) => service.insufficientByCreditor(creditorIds),
      sendContractAlerts: () => alerts.send(),
    },
    exportSources: [contractsExportSource(service)] as ReconciliationPart['exportSources'],
  };
}
