import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, desc, eq, inArray, isNull, like } from 'drizzle-orm';
import { addBusinessDays, addDays, businessDaysBetween, type DayPlan } from '@lastro/domain';
import type { AppDb } from '../db/client';
import {
  creditors,
  dealInstallments,
  deals,
  jobs,
  reconciliationAccounts,
  reconciliationCompanies,
  reconciliationFiles,
} from '../db/schema';
import { RegistryRefusal, type Registry } from '../integrations/registry';
import type { ModuleHost } from '../lib/module';
import { DEMO_CREDITOR_DOCUMENT } from './access.seed';

type Services = ModuleHost['services'];

/** Spec 4 §11: the demo's history, in dias úteis before the first start's date. */
export const DEMO_BACKFILL_DAYS = 10;
const SETTLE_WAIT_MS = 180_000;

export interface DemoBackfill {
  /** The first start's date (b10). */
  market: string;
  /** b1 … b10. */
  days: string[];
}

/**
 * Spec 4 §9.3 [D43], first step: before any demo data reaches the registry, the sandbox's date
 * goes back to the 10th dia útil before the market date, so the seeds run relative to it and
 * the ticks that follow leave the history of statements. Null when the registry is not the
 * sandbox or already holds data (a database seeded before): nothing to backfill then.
 */
export async function startDemoBackfill(services: Services): Promise<DemoBackfill | null> {
  const registry = services('registry');
  if (!registry.sandbox) return null;
  const market = await registry.today();
  const start = addBusinessDays(market, -DEMO_BACKFILL_DAYS);
  try {
    await registry.sandbox.resetClock(start);
  } catch (err) {
    if (err instanceof RegistryRefusal) return null;
    throw err;
  }
  return { market, days: businessDaysBetween(addDays(start, 1), market) };
}

/**
 * The statement placements of §9.3 for the demo creditor's main account (b1 = index 0). `nth`
 * picks among the day's grouped credits in CNPJ order: b5's late credit (E3) and b7's fee (E4)
 * on the second acquirer, b6's fee on the first, so b6's fee-short credit is never the sole
 * credit left for b5's item, and b7's fee another acquirer's than b6's. The 'estorno' of b6
 * prefers the highest CNPJ (demoUnitOn): another acquirer than b6's fee.
 */
export const MAIN_ACCOUNT_PLANS: Record<number, DayPlan> = {
  2: { anomalies: [{ code: 'E1' }], missing: false },
  3: { anomalies: [{ code: 'E2' }], missing: false },
  4: { anomalies: [{ code: 'E3', nth: 1 }], missing: false },
  5: { anomalies: [{ code: 'E4', amount: 350 }], missing: false },
  6: { anomalies: [{ code: 'E4', amount: 790, nth: 1 }, { code: 'E5' }], missing: false },
  8: { anomalies: [], missing: true },
};

/** The demo creditor's main account: the domicile most of its commitments pay into. */
export async function mainAccount(db: AppDb, creditorId: string): Promise<{ id: string; domicileId: string } | null> {
  const [top] = await db
    .select({ domicileId: deals.bankAccountId, n: count() })
    .from(deals)
    .where(eq(deals.creditorId, creditorId))
    .groupBy(deals.bankAccountId)
    .orderBy(desc(count()))
    .limit(1);
  if (!top?.domicileId) return null;
  const [account] = await db
    .select({ id: reconciliationAccounts.id })
    .from(reconciliationAccounts)
    .where(eq(reconciliationAccounts.domicileId, top.domicileId));
  return account ? { id: account.id, domicileId: top.domicileId } : null;
}

/**
 * The first open UR settling on `date` that carries an effect of one of `contracts` (the
 * commitments paying into the main account, never the schedules demo's direct contracts, whose
 * account is not reconciled [D42]): with those effects, its free amount.
 */
async function demoUnitOn(
  registry: Registry,
  merchants: readonly string[],
  contracts: ReadonlySet<string>,
  date: string,
  only: boolean,
) {
  for (const ufr of merchants) {
    const { unidades } = await registry.listUnits({ ufr, dataInicio: date, dataFim: date, limite: 1000 });
    for (const u of [...unidades].sort((a, b) => b.credenciadora.localeCompare(a.credenciadora))) {
      if (!u.constituida || u.valorLiquidado > 0 || u.titular !== ufr) continue;
      const trace = await registry.traceUnit(u.chave);
      const effects = (trace?.efeitos ?? []).filter(
        (e) => e.status === 'aplicado' && e.valorConstituidoEfeito > 0,
      );
      const ours = effects.filter((e) => contracts.has(e.identificadorContrato));
      if (ours.length === 0 || (only && effects.length !== ours.length)) continue;
      return { unit: u, effects: ours };
    }
  }
  return null;
}

/**
 * Spec 4 §9.3, second step, once the seeds have run at the backfill's start: the demo creditor's
 * merchant account simulated too, the placements planned (every other account's backfill days
 * without anomalies), then the sandbox ticks day by day to the market date — the two
 * 'adiamento' and the 'estorno' recorded just before their days — the commitments' effects
 * refreshed once, and the start waits for the statement files.
 */
export async function finishDemoBackfill(
  db: AppDb,
  services: Services,
  backfill: DemoBackfill,
): Promise<void> {
  const registry = services('registry');
  const reconciliation = services('reconciliation');
  const [demo] = await db
    .select({ id: creditors.id })
    .from(creditors)
    .where(eq(creditors.documentNumber, DEMO_CREDITOR_DOCUMENT));
  if (!demo) return;
  const [b1] = backfill.days;
  if (!b1) return;
  // 'Início da conciliação' = the first backfill day.
  await db.update(reconciliationCompanies).set({ startDate: b1 });

  const merchantAccounts = await db
    .select({ id: reconciliationAccounts.id })
    .from(reconciliationAccounts)
    .where(and(eq(reconciliationAccounts.creditorId, demo.id), isNull(reconciliationAccounts.domicileId)));
  for (const { id } of merchantAccounts) await reconciliation.simulateAccount(id);

  const main = await mainAccount(db, demo.id);
  const simulated = await db
    .select({ id: reconciliationAccounts.id })
    .from(reconciliationAccounts)
    .where(eq(reconciliationAccounts.simulated, true));
  for (const { id } of simulated)
    for (const [i, day] of backfill.days.entries())
      await reconciliation.planSandboxDay(
        id,
        day,
        (id === main?.id ? MAIN_ACCOUNT_PLANS[i] : undefined) ?? { anomalies: [], missing: false },
      );

  const demoMerchants = (
    await db
      .selectDistinct({ document: deals.merchantDocumentNumber })
      .from(deals)
      .where(eq(deals.creditorId, demo.id))
  ).map((m) => m.document);
  const mainContracts = new Set(
    main
      ? (
          await db
            .selectDistinct({ id: dealInstallments.contractIdentifier })
            .from(dealInstallments)
            .innerJoin(deals, eq(deals.id, dealInstallments.dealId))
            .where(and(eq(deals.creditorId, demo.id), eq(deals.bankAccountId, main.domicileId)))
        ).flatMap((c) => (c.id ? [c.id] : []))
      : [],
  );
  const occurrence = async (
    i: number,
    make: (
      found: NonNullable<Awaited<ReturnType<typeof demoUnitOn>>>,
    ) => Parameters<NonNullable<Registry['sandbox']>['simulate']>[0],
    only = false,
  ) => {
    const found = await demoUnitOn(registry, demoMerchants, mainContracts, backfill.days[i]!, only);
    if (found) await registry.sandbox!.simulate(make(found));
  };
  // Day by day, each day's statements and runs done before the next: the history is the one a
  // creditor would have lived (b2's missing payment seen on b4, then found late on b5).
  for (const [i, day] of backfill.days.entries()) {
    // b2 and b8: an 'adiamento' of 3 dias úteis (paid b5; paid after the first start).
    if (i === 1 || i === 7) await occurrence(i, ({ unit }) => ({ tipo: 'adiamento', chave: unit.chave, diasUteis: 3 }));
    // b6: an 'estorno' larger than the free amount of a UR carrying only the demo creditor's effect.
    if (i === 5)
      await occurrence(
        i,
        ({ unit, effects }) => ({
          tipo: 'estorno',
          chave: unit.chave,
          valor:
            unit.valorLivre +
            Math.max(1, Math.floor(effects.reduce((s, e) => s + e.valorConstituidoEfeito, 0) / 4)),
        }),
        true,
      );
    await registry.tick(day);
    await reconciliationSettled(db);
  }

  const commitments = services('commitments').registryEvents;
  await commitments.consume();
  await commitments.refreshLive();
  // The start waits for the statements and runs: a fresh demo opens with its history in place.
  await reconciliationSettled(db);
}

/** Waits until every reconciliation job queued so far is done: the files' and the runs' (a file's job queues its run before it ends). */
export async function reconciliationSettled(db: AppDb): Promise<void> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const [busy] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(like(jobs.type, 'reconciliation.%'), inArray(jobs.status, ['queued', 'running'])));
    const [files] = await db
      .select({ n: count() })
      .from(reconciliationFiles)
      .where(inArray(reconciliationFiles.status, ['recebido', 'em_analise', 'importando']));
    if (!busy?.n && !files?.n) return;
    if (Date.now() > deadline)
      throw new Error(`the demo statement files and runs are still being processed after ${SETTLE_WAIT_MS / 1000} s`);
    await sleep(100);
  }
}
