import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
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
export function createMonitoringPart(service: MonitoringService): ReconciliationPart {
  return {
    routes: monitoringRoutes(service),
    services: { insufficientByCreditor: (creditorIds) => service.insufficientByCreditor(creditorIds) },
    exportSources: [contractsExportSource(service)] as ReconciliationPart['exportSources'],
  };
}
