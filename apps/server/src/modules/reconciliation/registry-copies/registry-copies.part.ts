import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { createRegistryCopiesRepository } from './registry-copies.repository';
import { createRegistryCopiesService, type RegistryCopiesService } from './registry-copies.service';

/** The registry copies of spec 4 §3.6 as the module's parts use them (the runs of 'Reconciliation 2'). */
export function registryCopiesServiceOf(ctx: ReconciliationPartContext): RegistryCopiesService {
  return createRegistryCopiesService({
    repo: createRegistryCopiesRepository(ctx.database.pool),
    registry: () => ctx.use('registry'),
    financiadorOf: async (creditorId) => (await ctx.use('creditors').identityOf(creditorId))?.document_number ?? null,
    hasActiveOptIn: (merchantId, creditorId) => ctx.use('merchants').hasActiveOptIn(merchantId, creditorId),
    warn: (err, msg) => ctx.log.warn({ err }, msg),
  });
}

/**
 * Previsto frozen before each registry day and its settlement information copied after it
 * (spec 4 §3.6, §9.1 [D26]), through the registry's day hooks, whoever ticks; on demand for a
 * creditor and a range.
 */
export function createRegistryCopiesPart(ctx: ReconciliationPartContext, copies: RegistryCopiesService = registryCopiesServiceOf(ctx)): ReconciliationPart {
  let stopListening: (() => void) | null = null;
  return {
    services: {
      refreshCopies: (creditorId, range) => copies.refreshCopies(creditorId, range),
      expectedFor: (creditorId, range) => copies.expectedFor(creditorId, range),
      settlementsFor: (creditorId, range) => copies.settlementsFor(creditorId, range),
    },
    async start() {
      stopListening = ctx.use('registry').onDay({ before: (day) => copies.freezeDay(day), after: (day) => copies.copyDay(day) });
    },
    async stop() {
      stopListening?.();
      stopListening = null;
    },
  };
}
