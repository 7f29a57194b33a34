import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  accounts,
  creditors,
  reconciliationBankItems,
  reconciliationDivergences,
  reconciliationMatches,
  reconciliationSuggestions,
} from '../db/schema';
import type { ModuleHost } from '../lib/module';
import type { AuthContext } from '../plugins/route-auth';
import { DEMO_CREDITOR_DOCUMENT, DEMO_CREDITOR_EMAIL } from './access.seed';
import { mainAccount, type DemoBackfill } from './reconciliation-backfill.seed';

/** b6's fee (MAIN_ACCOUNT_PLANS): the suggestion the demo user confirms and justifies. */
const CONFIRMED_FEE = 350;
export const DEMO_FEE_JUSTIFICATION = { reason_code: 'tarifa_bancaria', justification: 'Tarifa de recebimento cobrada pelo banco.' } as const;

/**
 * Spec 4 §9.3, last step, once the backfill's files and runs are done: what the demo user did
 * with the history, through the same calls as the screens. b5's credit, posted on b8 (E3),
 * matched by hand (the amounts agree: no text); b6's fee suggestion (E4, R$ 3,50) confirmed and
 * its 'Crédito diferente do liquidado' justified 'Tarifa bancária'. b7's suggestion stays pending.
 * Does nothing when a manual match exists already (a start that is not the first).
 */
export async function seedDemoReconciliationDecisions(db: AppDb, services: ModuleHost['services'], backfill: DemoBackfill): Promise<void> {
  const decisions = services('reconciliation').decisions;
  const [demo] = await db.select({ id: creditors.id }).from(creditors).where(eq(creditors.documentNumber, DEMO_CREDITOR_DOCUMENT));
  const [user] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_CREDITOR_EMAIL}`);
  const main = demo ? await mainAccount(db, demo.id) : null;
  if (!demo || !user || !main) return;
  const [done] = await db.select({ id: reconciliationMatches.id }).from(reconciliationMatches).where(and(eq(reconciliationMatches.creditorId, demo.id), eq(reconciliationMatches.kind, 'manual')));
  if (done) return;
  const auth: AuthContext = {
    accountId: user.id,
    sessionId: 'seed',
    accountType: 'Creditor',
    isAdmin: false,
    creditorId: demo.id,
    email: DEMO_CREDITOR_EMAIL,
    name: user.name,
    permissions: new Map(),
  };
  const [b5, b6, b8] = [backfill.days[4]!, backfill.days[5]!, backfill.days[7]!];
  const items = reconciliationBankItems;

  // b5: the day's item still 'Não encontrada' and, on b8, the credit without origin of the same amount.
  const [missing] = await db
    .select({ id: items.id, settled: items.settled, acquirer: items.acquirer })
    .from(items)
    .where(and(eq(items.accountId, main.id), eq(items.date, b5), isNull(items.bankLineId), eq(items.status, 'nao_encontrada'), isNull(items.matchId)));
  const [late] = missing
    ? await db
        .select({ lineId: items.bankLineId })
        .from(items)
        .where(and(eq(items.accountId, main.id), eq(items.date, b8), isNotNull(items.bankLineId), eq(items.credited, missing.settled), isNull(items.matchId)))
    : [];
  if (missing && late?.lineId) await decisions.createMatch(auth, { account_id: main.id, item_ids: [missing.id], line_ids: [late.lineId], justification: null });

  // b6: the fee's suggestion, made by the run after the match (the credit is b6's sole one left).
  const [fee] = await db
    .select({ id: reconciliationSuggestions.id, itemId: reconciliationSuggestions.itemId })
    .from(reconciliationSuggestions)
    .innerJoin(items, eq(items.id, reconciliationSuggestions.itemId))
    .where(and(eq(items.accountId, main.id), eq(items.date, b6), eq(reconciliationSuggestions.state, 'pendente'), eq(reconciliationSuggestions.difference, -CONFIRMED_FEE)));
  if (!fee) return;
  await decisions.confirmSuggestion(auth, fee.id);
  const [difference] = await db
    .select({ id: reconciliationDivergences.id })
    .from(reconciliationDivergences)
    .where(and(eq(reconciliationDivergences.itemId, fee.itemId), eq(reconciliationDivergences.type, 'credito_diferente'), eq(reconciliationDivergences.status, 'pendente')));
  if (difference) await decisions.justify(auth, { ids: [difference.id], ...DEMO_FEE_JUSTIFICATION });
}
