import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { createRulesRepository } from './rules.repository';
import { rulesRoutes } from './rules.routes';
import { createRulesService, type RulesService } from './rules.service';

/** The creditor's classification rules; the companies part seeds the defaults through it. */
export function rulesServiceOf(ctx: ReconciliationPartContext, mirrorCompanies: (creditorId: string) => Promise<void>): RulesService {
  return createRulesService(createRulesRepository(ctx.database.db), {
    creditorExists: (id) => ctx.use('creditors').exists(id),
    acquirers: () => ctx.use('registers').acquirerList(),
    mirrorCompanies,
    rulesChanged: (creditorId, by) => ctx.requestRun({ creditorId, trigger: 'regra', owner: by }),
  });
}

/** The tab 'Regras de classificação' (spec 4 §2.8, §5.7). */
export function createRulesPart(rules: RulesService): ReconciliationPart {
  return { routes: rulesRoutes(rules) };
}
