import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { createDivergencesRepository } from './divergences.repository';
import { createDivergencesService } from './divergences.service';
import { createItemChainService } from './item-chain.service';
import { createItemChainsRepository } from './item-chains.repository';
import { createItemDetailService } from './item-detail.service';
import { createItemDetailsRepository } from './item-details.repository';
import { createItemListsRepository } from './item-lists.repository';
import { createItemReadsService } from './item-reads.service';
import { bankExportSource, divergencesExportSource, scheduleExportSource } from './item-exports';
import { createMatchActionsService } from './match-actions.service';
import { matchingActionsRoutes } from './matching-actions.routes';
import { matchingReadsRoutes } from './matching-reads.routes';

/**
 * 'Conciliação de Agenda', 'Conciliação Bancária' and 'Divergências' (spec 4 §2.3-§2.6, §8
 * 'match' and 'domain'): the items, divergences and code tables the runs' tables hold, read
 * within the caller's creditor.
 */
export function createMatchingPart(ctx: ReconciliationPartContext): ReconciliationPart {
  const pool = ctx.database.pool;
  const lists = createItemListsRepository(pool);
  const details = createItemDetailsRepository(pool);
  const acquirerDocuments = async () => new Map((await ctx.use('registers').acquirerList()).map((a) => [a.id, a.document_number]));
  const bankName = async (code: string) => (await ctx.use('registers').banks.findByCode(code))?.bank_name ?? '';
  const items = createItemReadsService({
    lists,
    details,
    today: () => ctx.today(),
    acquirerDocuments,
    bankName,
    merchantDocument: async (creditorId, merchantId) => {
      const merchants = ctx.use('merchants');
      const merchant = creditorId ? await merchants.findOfCreditor(creditorId, merchantId) : await merchants.find(merchantId);
      return merchant?.document_number ?? null;
    },
  });
  const traceUnit = (urKey: string) => ctx.use('registry').traceUnit(urKey);
  const creditorDocument = async (creditorId: string) => (await ctx.use('creditors').identityOf(creditorId))?.document_number ?? null;
  const chain = createItemChainService({ lists, details, chains: createItemChainsRepository(pool), reads: items, traceUnit, creditorDocument });
  const detail = createItemDetailService({ lists, details, reads: items, traceUnit, creditorDocument, chain });
  const divergences = createDivergencesService({
    repo: createDivergencesRepository(pool),
    today: () => ctx.today(),
    acquirerDocuments,
    accountLabels: (ids) => items.accountLabels(ids),
    chainOf: async (kind, id, isAdmin) => {
      if (kind === 'agenda') {
        const row = await lists.scheduleItem(id);
        return row ? chain.scheduleDetail(isAdmin, row) : null;
      }
      const row = await lists.bankItem(id);
      return row ? chain.bankDetail(row) : null;
    },
  });
  const actions = createMatchActionsService({
    pool,
    reconcile: (creditorId, scope) => ctx.use('reconciliation').reconcile(creditorId, scope, 'conciliacao'),
  });
  const accountCreditor = async (accountId: string) => (await details.accounts([accountId])).get(accountId)?.creditor_id ?? null;
  const reads = matchingReadsRoutes({ items, detail, divergences });
  const writes = matchingActionsRoutes({ actions, items, lists, details, accountCreditor });
  return {
    routes: async (app) => {
      await reads(app);
      await writes(app);
    },
    services: { decisions: actions, pendingDivergences: (creditorId) => divergences.pending(creditorId) },
    exportSources: [scheduleExportSource(items), bankExportSource(items), divergencesExportSource(divergences)] as ReconciliationPart['exportSources'],
  };
}
