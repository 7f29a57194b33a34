import { defineModule } from '../../lib/module';
import { composeParts } from '../../lib/module-parts';
import { companiesServiceOf, createCompaniesPart } from './companies/companies.part';
import { createFilesPart } from './files/files.part';
import type { ReconciliationPartContext } from './reconciliation.ports';
import { createRegistryCopiesPart } from './registry-copies/registry-copies.part';
import { createRulesPart, rulesServiceOf } from './rules/rules.part';
import { createRunsPart, runsServiceOf } from './runs/runs.part';
import { createMatchingPart } from './matching/matching.part';
import { createMonitoringReportPart } from './monitoring-report/monitoring-report.part';
import { createMonitoringPart, monitoringServiceOf } from './monitoring/monitoring.part';
import {
  createSandboxStatementsPart,
  sandboxStatementsServiceOf,
} from './sandbox-statements/sandbox-statements.part';

/**
 * Reconciliation (spec 4): who is reconciled — the creditor's originators with their domiciles
 * and the merchants added by hand, tolerances, aliases — and how statement credits are
 * classified. Each part lives in its folder; this file puts them together.
 */
export default defineModule({
  name: 'reconciliation',
  requires: ['creditors', 'merchants', 'registers', 'registry', 'notifications', 'access'],
  setup(ctx) {
    // The companies seed the rules and the rules mirror the companies: each reaches the other when called;
    // every part that changes what is reconciled asks the runs for a run the same way.
    const partCtx: ReconciliationPartContext = {
      ...ctx,
      today: () => ctx.use('registry').today(),
      seedDefaultRules: (tx, creditorId) => rules.seedDefaults(tx, creditorId),
      requestRun: (request) => runs.request(request),
    };
    const companies = companiesServiceOf(partCtx);
    const rules = rulesServiceOf(partCtx, (creditorId) => companies.mirrorCompanies(creditorId));
    const runs = runsServiceOf(partCtx);
    // The report counts insufficient contracts through the monitoring's service.
    const monitoring = monitoringServiceOf(partCtx);
    return composeParts([
      createCompaniesPart(partCtx, companies),
      createRulesPart(rules),
      createFilesPart(partCtx),
      createRegistryCopiesPart(partCtx),
      createSandboxStatementsPart(partCtx, sandboxStatementsServiceOf(partCtx)),
      // Last: its day listener follows the copies' and the simulator's.
      createRunsPart(partCtx, runs),
      createMatchingPart(partCtx),
      createMonitoringPart(partCtx, monitoring),
      createMonitoringReportPart(partCtx, { insufficientByCreditor: (ids) => monitoring.insufficientByCreditor(ids) }),
    ]);
  },
});
