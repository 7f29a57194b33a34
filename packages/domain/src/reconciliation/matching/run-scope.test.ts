import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween } from '../../calendar/business-days';
import { RECONCILIATION_DIVERGENCE_MESSAGES as T } from '../../messages/reconciliation-divergences';
import {
  bankItemKey,
  divergenceFigures,
  reconcileScope,
  shareCredited,
  type ScopeExpected,
  type ScopeInput,
  type ScopeLine,
  type ScopeSettlement,
} from './run-scope';

// Monday 9 March 2026 onwards: dias úteis in a row.
const D = '2026-03-09';
const CIELO = '01027058000191';
const REDE = '01425787000104';
const tolerance = { amount: 5, days: 1 };
const account = (id: string, over: Partial<ScopeInput['accounts'][number]> = {}) => ({
  id,
  companyId: `co-${id}`,
  companyActive: true,
  reconcile: true,
  startDate: '2026-03-01',
  tolerance,
  ...over,
});
const ur = (contract: string | null, amount: number, date: string) => ({
  contractIdentifier: contract,
  urKey: `${CIELO}:M1:VCC:${date}`,
  acquirer: CIELO,
  merchantDocument: 'M1',
  arrangement: 'VCC',
  accountId: 'a1',
  domicileKey: 'K1',
  amount,
});
const exp = (contract: string | null, amount: number, over: Partial<ScopeExpected> = {}): ScopeExpected => ({
  ...ur(contract, amount, over.expectedDate ?? D),
  expectedDate: D,
  ...over,
});
let n = 0;
const paid = (contract: string | null, amount: number, over: Partial<ScopeSettlement> = {}): ScopeSettlement => ({
  ...ur(contract, amount, over.settlementDate ?? D),
  id: `s${++n}`,
  settlementDate: D,
  effectiveDate: over.settlementDate ?? D,
  ...over,
});
const line = (id: string, amount: number, over: Partial<ScopeLine> = {}): ScopeLine => ({
  id,
  accountId: 'a1',
  postedDate: D,
  amount,
  acquirer: CIELO,
  order: Number(id.replace(/\D/g, '')) || 0,
  classification: 'recebivel_cartao',
  ...over,
});
const coveredDays = (accountId: string, from: string, to: string) => new Set(businessDaysBetween(from, to).map((d) => `${accountId}|${d}`));
const scope = (over: Partial<ScopeInput>): ScopeInput => ({
  range: { from: D, to: addBusinessDays(D, 4) },
  accountIds: null,
  accounts: [account('a1')],
  expected: [],
  settlements: [],
  lines: [],
  held: [],
  rejected: new Set(),
  covered: coveredDays('a1', D, addBusinessDays(D, 10)),
  clock: { today: addBusinessDays(D, 5), readUpTo: addBusinessDays(D, 5) },
  ...over,
});

describe('the items of a run over a scope (spec 4 §4.2, §4.3, §4.5)', () => {
  it('makes one agenda item per contract and UR and one bank item per account, acquirer and day', () => {
    const r = reconcileScope(
      scope({
        expected: [exp('C1', 6_000), exp('C2', 4_000), exp(null, 1_000)],
        settlements: [paid('C1', 6_000), paid('C2', 4_000), paid(null, 1_000)],
        lines: [line('l1', 11_000), line('l2', 500, { classification: 'outro', acquirer: null })],
      }),
    );
    expect(r.agenda.map((a) => [a.contractIdentifier, a.status, a.companyId])).toEqual([
      ['C1', 'conciliada', 'co-a1'],
      ['C2', 'conciliada', 'co-a1'],
    ]);
    expect(r.bank).toHaveLength(1);
    expect(r.bank[0]).toMatchObject({ key: bankItemKey('a1', CIELO, D), expected: 11_000, settled: 11_000, credited: 11_000, matched: 'n1', status: 'conciliada', lineIds: ['l1'] });
  });

  it('keeps P on the expected date and L on the effective date; a settlement of an unknown contract has previsto 0', () => {
    const late = addBusinessDays(D, 3);
    const r = reconcileScope(scope({ expected: [exp('C1', 6_000)], settlements: [paid('C1', 6_000, { effectiveDate: late }), paid('X9', 700)] }));
    expect(r.agenda.map((a) => [a.contractIdentifier, a.status, a.differs])).toEqual([
      ['C1', 'divergente', ['data']],
      ['X9', 'divergente', ['valor']],
    ]);
    expect(r.bank.map((b) => [b.date, b.expected, b.settled])).toEqual([
      [D, 6_000, 700],
      [late, 0, 6_000],
    ]);
  });

  it('leaves out inactive companies, days before the start, accounts outside the scope, and zero effects never paid', () => {
    const accounts = [account('a1', { startDate: addBusinessDays(D, 1) }), account('a2', { companyActive: false }), account('a3')];
    const r = reconcileScope(
      scope({
        accounts,
        accountIds: new Set(['a1', 'a2']),
        expected: [exp('C1', 100), exp('C2', 100, { accountId: 'a2' }), exp('C3', 100, { accountId: 'a3' }), exp('C4', 0, { expectedDate: addBusinessDays(D, 1) })],
      }),
    );
    expect(r.agenda).toEqual([]);
    expect(r.bank.map((b) => b.key)).toEqual([bankItemKey('a1', CIELO, addBusinessDays(D, 1))]);
  });

  it('keeps a held match whole, suggests the sole credit of the acquirer, never a rejected one, and makes orphans of the rest', () => {
    const key = bankItemKey('a1', CIELO, D);
    const keyRede = bankItemKey('a1', REDE, D);
    const input = scope({
      expected: [exp('C1', 10_000), exp('C2', 5_000, { acquirer: REDE })],
      settlements: [paid('C1', 10_000), paid('C2', 5_000, { acquirer: REDE })],
      lines: [line('l1', 9_650), line('l2', 3_000, { acquirer: REDE }), line('l3', 2_000, { acquirer: REDE }), line('l4', 800, { acquirer: null })],
      held: [{ itemIds: [keyRede], lineIds: ['l2', 'l3'] }],
    });
    const r = reconcileScope(input);
    const byKey = new Map(r.bank.map((b) => [b.key, b]));
    expect(byKey.get(key)).toMatchObject({ credited: 0, status: 'nao_encontrada', divergence: 'credito_nao_encontrado', suggestion: { lineId: 'l1', difference: -350 } });
    expect(byKey.get(keyRede)).toMatchObject({ credited: 5_000, matched: 'held', status: 'conciliada', lineIds: ['l2', 'l3'] });
    expect(byKey.get('line:l4')).toMatchObject({ acquirer: 'nao_identificada', credited: 800, status: 'nao_encontrada', divergence: 'credito_sem_origem' });
    const rejected = reconcileScope({ ...input, rejected: new Set([`${key}|l1`]) });
    expect(rejected.bank.find((b) => b.key === key)!.suggestion).toBeNull();
    expect(rejected.bank.find((b) => b.key === 'line:l1')).toMatchObject({ credited: 9_650, divergence: 'credito_sem_origem' });
  });

  it("waits for the statement when the window lacks coverage, and for an agenda item still within its days", () => {
    const r = reconcileScope(scope({ expected: [exp('C1', 10_000)], settlements: [paid('C1', 10_000)], covered: new Set() }));
    expect(r.bank[0]).toMatchObject({ status: 'aguardando', waitingReason: 'extrato' });
    const waiting = reconcileScope(scope({ expected: [exp('C1', 10_000)], clock: { today: D, readUpTo: D } }));
    expect(waiting.agenda[0]).toMatchObject({ status: 'aguardando', waitingReason: 'tolerancia' });
    expect(waiting.bank[0]).toMatchObject({ status: 'aguardando', waitingReason: 'tolerancia' });
  });

  it('shares a held match among its items without losing a cent', () => {
    expect([...shareCredited([{ key: 'b', settled: 300 }, { key: 'a', settled: 500 }], 1_000)]).toEqual([
      ['a', 500],
      ['b', 500],
    ]);
    expect([...shareCredited([{ key: 'a', settled: 500 }, { key: 'b', settled: 300 }], 200)]).toEqual([
      ['a', 200],
      ['b', 0],
    ]);
  });

  it('names esperado × encontrado per type, and writes the history texts of §3.8', () => {
    expect(divergenceFigures('credito_diferente', { expected: 1, settled: 10_000, credited: 9_650 })).toEqual({ expected: 10_000, found: 9_650, difference: -350 });
    expect(divergenceFigures('pagamento_nao_encontrado', { expected: 123_456, settled: 0 })).toEqual({ expected: 123_456, found: 0, difference: -123_456 });
    expect(T.created(-123_456)).toBe('Criada: diferença de -R$ 1.234,56');
    expect(T.amountUpdated(-350, -90)).toBe('Valor atualizado: de -R$ 3,50 para -R$ 0,90');
  });
});

describe('conservation over a run (spec 4 §13 check 10, property)', () => {
  const day = fc.integer({ min: 0, max: 6 }).map((k) => addBusinessDays(D, k));
  const arb = fc.record({
    expected: fc.array(fc.record({ c: fc.constantFrom('C1', 'C2', 'C3', null), acq: fc.constantFrom(CIELO, REDE), acc: fc.constantFrom('a1', 'a2', null), date: day, amount: fc.integer({ min: 0, max: 40_000 }) }), { maxLength: 10 }),
    settlements: fc.array(fc.record({ c: fc.constantFrom('C1', 'C2', 'C9', null), acq: fc.constantFrom(CIELO, REDE), acc: fc.constantFrom('a1', 'a2', null), date: day, late: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 1, max: 40_000 }) }), { maxLength: 10 }),
    lines: fc.array(fc.record({ acc: fc.constantFrom('a1', 'a2'), acq: fc.constantFrom(CIELO, REDE, null), date: day, amount: fc.integer({ min: -20_000, max: 60_000 }).filter((x) => x !== 0), card: fc.boolean() }), { maxLength: 14 }),
    tol: fc.record({ amount: fc.integer({ min: 0, max: 500 }), days: fc.integer({ min: 0, max: 3 }) }),
    start: day,
    held: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 2 }),
    rejected: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }),
    todayShift: fc.integer({ min: 0, max: 8 }),
  });

  it('puts each line in at most one match and one item, and conserves Creditado and Liquidado', () => {
    fc.assert(
      fc.property(arb, (g) => {
        const accounts = [account('a1', { tolerance: g.tol, startDate: g.start }), account('a2', { tolerance: g.tol })];
        const expected = g.expected.map((e, i) => exp(e.c, e.amount, { urKey: `U${i % 4}:${e.date}`, acquirer: e.acq, accountId: e.acc, domicileKey: e.acc, expectedDate: e.date }));
        const settlements = g.settlements.map((s, i) =>
          paid(s.c, s.amount, { id: `s${i}`, urKey: `U${i % 4}:${s.date}`, acquirer: s.acq, accountId: s.acc, domicileKey: s.acc, settlementDate: s.date, effectiveDate: addBusinessDays(s.date, s.late) }),
        );
        const lines = g.lines.map((x, i) =>
          line(`l${i}`, x.amount, { accountId: x.acc, acquirer: x.card && x.amount > 0 ? x.acq : null, postedDate: x.date, order: i, classification: x.card && x.amount > 0 ? 'recebivel_cartao' : 'outro' }),
        );
        const range = { from: D, to: addBusinessDays(D, 6) };
        const today = addBusinessDays(D, g.todayShift);
        const base = scope({ range, accounts, expected, settlements, lines, clock: { today, readUpTo: today }, covered: coveredDays('a1', D, addBusinessDays(D, 4)) });
        // Held matches and rejections over the items a first run finds, as users make them.
        const first = reconcileScope(base);
        const keys = first.bank.filter((b) => b.bankLineId === null).map((b) => b.key);
        const cards = lines.filter((x) => x.classification === 'recebivel_cartao');
        const held: { itemIds: string[]; lineIds: string[] }[] = [];
        const taken = new Set<string>();
        for (const [i, j, k] of g.held) {
          const item = keys[i % Math.max(1, keys.length)];
          const picked = [cards[j % Math.max(1, cards.length)], cards[k % Math.max(1, cards.length)]].filter((x): x is ScopeLine => x !== undefined && !taken.has(x.id));
          if (!item || taken.has(item) || !picked.length) continue;
          const ids = [...new Set(picked.map((x) => x.id))];
          if (ids.some((id) => lines.find((x) => x.id === id)!.accountId !== item.split('|')[0])) continue;
          ids.forEach((id) => taken.add(id));
          taken.add(item);
          held.push({ itemIds: [item], lineIds: ids });
        }
        const rejected = new Set(g.rejected.map(([i, j]) => `${keys[i % Math.max(1, keys.length)]}|${cards[j % Math.max(1, cards.length)]?.id}`));
        const r = reconcileScope({ ...base, held, rejected });

        const matchedLines = r.bank.filter((b) => b.bankLineId === null).flatMap((b) => (b.matched === 'held' ? [] : b.lineIds));
        const heldLines = held.flatMap((h) => h.lineIds);
        const itemLines = [...matchedLines, ...heldLines, ...r.bank.flatMap((b) => (b.bankLineId !== null ? [b.bankLineId] : []))];
        expect(new Set(itemLines).size).toBe(itemLines.length);
        expect(new Set(r.bank.map((b) => b.key)).size).toBe(r.bank.length);
        const suggested = r.bank.flatMap((b) => (b.suggestion ? [b.suggestion.lineId] : []));
        for (const s of suggested) expect(itemLines).not.toContain(s);

        const total = (xs: readonly { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
        const inItems = new Set(itemLines);
        const creditedInScope = r.bank.reduce((s, b) => s + b.credited, 0);
        const unmatchedCards = total(cards.filter((x) => !inItems.has(x.id)));
        const others = total(lines.filter((x) => x.classification === 'outro'));
        // Every line is dated inside the range (the generator's days end at its last one).
        expect(creditedInScope + unmatchedCards + others).toBe(total(lines));

        const startOf = (id: string | null) => accounts.find((a) => a.id === id)?.startDate ?? '9999-12-31';
        const settledInScope = settlements.filter((s) => s.accountId !== null && s.effectiveDate >= range.from && s.effectiveDate <= range.to && s.effectiveDate >= startOf(s.accountId));
        expect(r.bank.reduce((s, b) => s + b.settled, 0)).toBe(total(settledInScope));
        const settlementIds = r.bank.flatMap((b) => b.settlementIds);
        expect(new Set(settlementIds).size).toBe(settlementIds.length);
      }),
      { numRuns: 2_000 },
    );
    // Two thousand cases take a few seconds on a shared machine: a bound, not a measure.
  }, 60_000);
});
