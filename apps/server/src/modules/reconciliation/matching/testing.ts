import { addBusinessDays, PERMISSIONS } from '@lastro/domain';
import type { TestApp } from '../../../test/app';
import { adminToken, creditorUserToken } from '../../creditors/testing';
import { appliedEffects, committedStatement, FIRST, runsAtRest, runsFixture, type StatementLineSeed } from '../runs/testing';

/** The n-th dia útil of the contract's window (b(1) = FIRST, a Tuesday). */
export const b = (n: number) => addBusinessDays(FIRST, n - 1);
export const UNIDENTIFIED_CREDIT = 1_234;
export const SHORT_BY = 350;

/**
 * Items of every kind made by the engine on real copies and lines (the registry ticked to b(5)):
 * a payment postponed three dias úteis ('Divergente', Data), days credited N:1 and 1:1, one
 * day credited R$ 3,50 short (a suggestion), one never credited ('Crédito não encontrado'),
 * a credit without origin, other entries; days ahead 'A liquidar'.
 */
export async function matchingFixture(t: TestApp) {
  const f = await runsFixture(t);
  const registry = t.app.modules.services('registry');
  const effects = await appliedEffects(t, f);
  const postponed = effects.find((e) => e.dataLiquidacao === b(2))!.urKey;
  await registry.sandbox!.simulate({ tipo: 'adiamento', chave: postponed, diasUteis: 3 });
  await registry.tick(b(5));
  await runsAtRest(t, f.creditor.id);
  const reconciliation = t.app.modules.services('reconciliation');
  const settlements = await reconciliation.settlementsFor(f.creditor.id, { from: FIRST, to: b(5) });
  const paid = new Map<string, { acquirer: string; date: string; amounts: number[] }>();
  for (const s of settlements.filter((x) => x.accountId === f.accountId)) {
    const k = `${s.effectiveDate}|${s.acquirer}`;
    const g = paid.get(k) ?? { acquirer: s.acquirer, date: s.effectiveDate, amounts: [] };
    g.amounts.push(s.amount);
    paid.set(k, g);
  }
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  const firstOfB3 = [...paid.values()].filter((g) => g.date === b(3)).sort((x, y) => x.acquirer.localeCompare(y.acquirer))[0]!;
  const seeds: StatementLineSeed[] = [];
  for (const g of paid.values()) {
    if (g.date >= b(4)) continue;
    if (g.date === b(2)) for (const a of g.amounts) seeds.push({ date: g.date, amount: a, acquirer: g.acquirer });
    else if (g === firstOfB3) seeds.push({ date: g.date, amount: sum(g.amounts) - SHORT_BY, acquirer: g.acquirer });
    else seeds.push({ date: g.date, amount: sum(g.amounts), acquirer: g.acquirer });
  }
  seeds.push(
    { date: b(3), amount: UNIDENTIFIED_CREDIT, acquirer: null },
    { date: b(2), amount: 5_000, acquirer: null, classification: 'outro' },
    { date: b(2), amount: -700, acquirer: null, classification: 'outro' },
  );
  const statement = await committedStatement(t, f.creditor.id, f.accountId, { from: FIRST, to: b(5) }, seeds);
  await reconciliation.reconcile(f.creditor.id, { from: FIRST, to: b(8) });
  const admin = await adminToken(t);
  const all = [
    [PERMISSIONS.conciliacao_agenda, ['read']],
    [PERMISSIONS.conciliacao_bancaria, ['read', 'edit']],
    [PERMISSIONS.conciliacao_divergencias, ['read', 'edit']],
  ] as const;
  const user = await creditorUserToken(t, f.creditor.id, all);
  return { ...f, admin, user, all, paid, postponed, lines: statement.lineIds, reconcile: (to = b(8)) => reconciliation.reconcile(f.creditor.id, { from: FIRST, to }) };
}

export type MatchingFixture = Awaited<ReturnType<typeof matchingFixture>>;
