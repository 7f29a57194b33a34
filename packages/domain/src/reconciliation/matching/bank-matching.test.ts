import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../calendar/business-days';
import { matchBankItems, settledOf, type BankItemInput, type CardCredit, type MatchingInput } from './bank-matching';
import { creditsWithoutOrigin } from './bank-status';

const D = '2026-03-09';
const CIELO = '01027058000191';
const REDE = '01425787000104';
const tolerance = { amount: 5, days: 1 };

const item = (id: string, amounts: number[], over: Partial<BankItemInput> = {}): BankItemInput => ({
  id,
  accountId: 'a1',
  acquirer: CIELO,
  date: D,
  expected: amounts.reduce((s, a) => s + a, 0),
  settlements: amounts.map((amount, i) => ({ id: `${id}-s${i}`, amount })),
  tolerance,
  ...over,
});
let order = 0;
const credit = (id: string, amount: number, over: Partial<CardCredit> = {}): CardCredit => ({
  id,
  accountId: 'a1',
  postedDate: D,
  amount,
  acquirer: CIELO,
  order: ++order,
  ...over,
});
const run = (items: BankItemInput[], credits: CardCredit[], more: Partial<MatchingInput> = {}) =>
  matchBankItems({ items, credits, held: [], rejected: new Set(), ...more });

describe('bank matching (spec 4 §4.3)', () => {
  it('matches one credit to the whole day (N:1) before one per settlement', () => {
    expect(run([item('i', [6_000, 4_000])], [credit('c60', 6_000), credit('c100', 10_003)])).toEqual({
      matches: [{ itemId: 'i', lineIds: ['c100'], rule: 'n1' }],
      suggestions: [],
    });
  });

  it('matches each settlement, largest first, to its own credit (1:1)', () => {
    expect(run([item('i', [4_000, 6_000])], [credit('c40', 4_000), credit('c60', 5_998)])).toEqual({
      matches: [{ itemId: 'i', lineIds: ['c60', 'c40'], rule: '1_1' }],
      suggestions: [],
    });
  });

  it("suggests the sole credit of the item's acquirer when the amount differs (never matches it)", () => {
    const r = run([item('i', [10_000])], [credit('fee', 9_650)]);
    expect(r).toEqual({ matches: [], suggestions: [{ itemId: 'i', lineId: 'fee', difference: -350 }] });
    // Two candidates: nothing to suggest. An unidentified credit is never suggested.
    expect(run([item('i', [10_000])], [credit('x', 9_650), credit('y', 9_700)]).suggestions).toEqual([]);
    expect(run([item('i', [10_000])], [credit('u', 9_650, { acquirer: null })]).suggestions).toEqual([]);
  });

  it('suggests for what 1:1 left, and never a rejected pair', () => {
    const r = run([item('i', [6_000, 4_000])], [credit('c60', 6_000), credit('c37', 3_700)]);
    expect(r.matches).toEqual([{ itemId: 'i', lineIds: ['c60'], rule: '1_1' }]);
    expect(r.suggestions).toEqual([{ itemId: 'i', lineId: 'c37', difference: -300 }]);
    expect(run([item('i', [10_000])], [credit('fee', 9_650)], { rejected: new Set(['i|fee']) }).suggestions).toEqual([]);
  });

  it("prefers the item's acquirer, then the earliest date; takes an unidentified credit when it is the only fit", () => {
    const late = credit('late', 10_000, { postedDate: '2026-03-10' });
    const unidentified = credit('u', 10_000, { acquirer: null });
    const own = credit('own', 10_000, { postedDate: '2026-03-10' });
    expect(run([item('i', [10_000])], [unidentified, late, own]).matches[0]!.lineIds).toEqual(['late']);
    expect(run([item('i', [10_000])], [unidentified]).matches[0]!.lineIds).toEqual(['u']);
    expect(run([item('i', [10_000])], [credit('rede', 10_000, { acquirer: REDE })]).matches).toEqual([]);
  });

  it('looks from the day to the day plus the tolerance in dias úteis, on the same account', () => {
    const before = credit('before', 10_000, { postedDate: '2026-03-06' });
    const after = credit('after', 10_000, { postedDate: addBusinessDays(D, 2) });
    const other = credit('other', 10_000, { accountId: 'a2' });
    expect(run([item('i', [10_000])], [before, after, other])).toEqual({ matches: [], suggestions: [] });
  });

  it('gives a credit to one item only, earliest item first; held matches keep theirs', () => {
    const items = [item('tue', [10_000], { date: '2026-03-10' }), item('mon', [10_000])];
    const r = run(items, [credit('c', 10_000, { postedDate: '2026-03-10' })]);
    expect(r.matches).toEqual([{ itemId: 'mon', lineIds: ['c'], rule: 'n1' }]);
    const held = run(items, [credit('c', 10_000, { postedDate: '2026-03-10' }), credit('d', 10_000, { postedDate: '2026-03-10' })], {
      held: [{ itemIds: ['mon'], lineIds: ['c'] }],
    });
    expect(held.matches).toEqual([{ itemId: 'tue', lineIds: ['d'], rule: 'n1' }]);
  });

  it("suggests only after every item took the credit that agrees with it: the next day's credit is the next day's", () => {
    const TUE = '2026-03-10';
    // Monday's credit short by a fee; Tuesday's credit exact, inside Monday's window too.
    const fee = run([item('mon', [10_000]), item('tue', [7_000], { date: TUE })], [credit('short', 9_650), credit('next', 7_000, { postedDate: TUE })]);
    expect(fee.matches).toEqual([{ itemId: 'tue', lineIds: ['next'], rule: 'n1' }]);
    expect(fee.suggestions).toEqual([{ itemId: 'mon', lineId: 'short', difference: -350 }]);
    // Monday's credit came days later: Tuesday's exact credit is not suggested to Monday.
    const late = run([item('mon', [10_000]), item('tue', [7_000], { date: TUE })], [credit('next', 7_000, { postedDate: TUE })]);
    expect(late).toEqual({ matches: [{ itemId: 'tue', lineIds: ['next'], rule: 'n1' }], suggestions: [] });
  });
});

describe('bank matching invariants (spec 4 §13 check 10, property)', () => {
  const day = fc.integer({ min: 0, max: 6 }).map((n) => addBusinessDays(D, n));
  const arb = fc.record({
    items: fc.array(
      fc.record({
        account: fc.constantFrom('a1', 'a2'),
        acquirer: fc.constantFrom(CIELO, REDE),
        date: day,
        amounts: fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 0, maxLength: 3 }),
        tol: fc.record({ amount: fc.integer({ min: 0, max: 1_000 }), days: fc.integer({ min: 0, max: 3 }) }),
      }),
      { maxLength: 8 },
    ),
    credits: fc.array(
      fc.record({
        account: fc.constantFrom('a1', 'a2'),
        acquirer: fc.constantFrom(CIELO, REDE, null),
        date: day,
        amount: fc.integer({ min: 1, max: 100_000 }),
      }),
      { maxLength: 14 },
    ),
    heldPairs: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 2 }),
    rejectedPairs: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }),
  });

  it('each credit serves at most one item, each rule holds, and the credits are conserved', () => {
    fc.assert(
      fc.property(arb, (g) => {
        const items = g.items.map((it, i) =>
          item(`i${i}`, it.amounts, { accountId: it.account, acquirer: it.acquirer, date: it.date, tolerance: it.tol }),
        );
        const credits = g.credits.map((c, i) => credit(`l${i}`, c.amount, { accountId: c.account, acquirer: c.acquirer, postedDate: c.date }));
        const pick = <T>(xs: T[], n: number) => (xs.length ? xs[n % xs.length] : undefined);
        const held = g.heldPairs
          .map(([a, b]) => ({ item: pick(items, a), line: pick(credits, b) }))
          .filter((h) => h.item && h.line)
          .map((h) => ({ itemIds: [h.item!.id], lineIds: [h.line!.id] }));
        // One line in one held match only.
        const heldUnique = held.filter((h, i) => held.findIndex((o) => o.lineIds[0] === h.lineIds[0] || o.itemIds[0] === h.itemIds[0]) === i);
        const rejected = new Set(
          g.rejectedPairs.map(([a, b]) => `${pick(items, a)?.id}|${pick(credits, b)?.id}`),
        );
        const r = matchBankItems({ items, credits, held: heldUnique, rejected });

        const uses = [...heldUnique.flatMap((h) => h.lineIds), ...r.matches.flatMap((m) => m.lineIds), ...r.suggestions.map((s) => s.lineId)];
        expect(new Set(uses).size).toBe(uses.length);
        const matchedItems = r.matches.map((m) => m.itemId);
        expect(new Set(matchedItems).size).toBe(matchedItems.length);
        const heldItems = new Set(heldUnique.flatMap((h) => h.itemIds));
        for (const m of r.matches) expect(heldItems.has(m.itemId)).toBe(false);

        const byId = new Map(credits.map((c) => [c.id, c]));
        const itemOf = new Map(items.map((it) => [it.id, it]));
        for (const m of r.matches) {
          const it = itemOf.get(m.itemId)!;
          const lines = m.lineIds.map((id) => byId.get(id)!);
          for (const l of lines) {
            expect(rejected.has(`${it.id}|${l.id}`)).toBe(false);
            expect(l.accountId).toBe(it.accountId);
            expect(l.acquirer === null || l.acquirer === it.acquirer).toBe(true);
            expect(l.postedDate >= it.date && l.postedDate <= addBusinessDays(it.date, it.tolerance.days)).toBe(true);
          }
          if (m.rule === 'n1') expect(Math.abs(lines[0]!.amount - settledOf(it))).toBeLessThanOrEqual(it.tolerance.amount);
          else for (const l of lines) expect(it.settlements.some((s) => Math.abs(s.amount - l.amount) <= it.tolerance.amount)).toBe(true);
        }
        for (const s of r.suggestions) {
          const it = itemOf.get(s.itemId)!;
          expect(byId.get(s.lineId)!.acquirer).toBe(it.acquirer);
          expect(rejected.has(`${s.itemId}|${s.lineId}`)).toBe(false);
        }

        // Conservation: Σ creditado of items + Σ credits without origin + Σ what waits (suggested) = Σ the credits.
        const used = new Set(uses);
        const orphans = creditsWithoutOrigin(credits, used, () => D, { today: addBusinessDays(D, 9), readUpTo: addBusinessDays(D, 9) });
        const credited = [...heldUnique.flatMap((h) => h.lineIds), ...r.matches.flatMap((m) => m.lineIds)].reduce((s, id) => s + byId.get(id)!.amount, 0);
        const suggested = r.suggestions.reduce((s, x) => s + byId.get(x.lineId)!.amount, 0);
        const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
        expect(credited + orphans.reduce((s, o) => s + o.credited, 0) + suggested).toBe(sum(credits));
      }),
      { numRuns: 300 },
    );
  });
});
