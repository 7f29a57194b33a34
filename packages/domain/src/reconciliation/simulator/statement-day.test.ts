import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween } from '../../calendar/business-days';
import {
  anomaliesOf,
  cardCreditsOf,
  closingBalanceOf,
  SIMULATOR_ACQUIRERS,
  statementEntriesOf,
  statementFormatOf,
  type DayPlan,
  type SimDay,
  type SimSettlement,
} from './statement-day';

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());
/** A digest whose draw never applies (u ≈ 1). */
const never = () => new Uint8Array(32).fill(0xff);
/** A digest whose draw always applies (u = 0). */
const always = () => new Uint8Array(32);
const KEY = '60701190|1234|123456';
const D = '2026-03-10';
const ACQ = SIMULATOR_ACQUIRERS.map((a) => a.document);
const sum = (xs: readonly { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
const cards = <T extends { cnabCategory: string | null }>(entries: readonly T[]) =>
  entries.filter((e) => e.cnabCategory === '222');

const settlementsArb = fc.array(
  fc.record({
    acquirer: fc.constantFrom(...ACQ.slice(0, 4)),
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    ref: fc.string({ minLength: 4, maxLength: 8 }),
  }),
  { maxLength: 12 },
);
const noPlan: DayPlan = { anomalies: [], missing: false };

describe('card credits of a day (spec 4 §9.1)', () => {
  it('one credit per acquirer, the second in CNPJ order one per settlement; nothing lost or added', () => {
    fc.assert(
      fc.property(settlementsArb, (settlements) => {
        const credits = cardCreditsOf(settlements);
        expect(sum(credits)).toBe(sum(settlements));
        const acquirers = [...new Set(settlements.map((s) => s.acquirer))].sort();
        acquirers.forEach((a, i) => {
          const own = credits.filter((c) => c.acquirer === a);
          if (i === 1) expect(own).toHaveLength(settlements.filter((s) => s.acquirer === a).length);
          else expect(own).toEqual([expect.objectContaining({ grouped: true })]);
        });
      }),
    );
  });
});

describe('the entries of a day', () => {
  it('are the same for the same input, and without anomalies the card credits sum to the settlements', () => {
    fc.assert(
      fc.property(settlementsArb, (settlements) => {
        const day = { date: D, settlements, plan: noPlan };
        const entries = statementEntriesOf(KEY, day, [], sha256);
        expect(statementEntriesOf(KEY, day, [], sha256)).toEqual(entries);
        expect(sum(cards(entries))).toBe(sum(settlements));
        expect(entries.every((e) => e.amount !== 0 && e.description.length <= 200)).toBe(true);
        expect(entries.filter((e) => e.cnabCategory !== '222').length).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('with drawn anomalies, the card credits never exceed what was paid plus E5 and the late credits', () => {
    fc.assert(
      fc.property(settlementsArb, fc.integer({ min: 0, max: 400 }), (settlements, offset) => {
        const date = addBusinessDays('2026-01-02', offset);
        const entries = statementEntriesOf(KEY, { date, settlements, plan: null }, [], sha256);
        const e5 = anomaliesOf(KEY, date, cardCreditsOf(settlements), null, sha256).filter(
          (a) => a.code === 'E5',
        );
        expect(sum(cards(entries))).toBeLessThanOrEqual(sum(settlements) + sum(e5));
      }),
    );
  });

  it("a drawn E5 is never of an acquirer that paid into the account in the window", () => {
    fc.assert(
      fc.property(settlementsArb, settlementsArb, fc.integer({ min: 0, max: 400 }), (today, before, offset) => {
        const date = addBusinessDays('2026-01-02', offset);
        const earlier: SimDay[] = [{ date: addBusinessDays(date, -1), settlements: before, plan: null }];
        const paid = new Set([...today, ...before].map((s) => s.acquirer));
        // Every draw applies (u = 0): E5 for each acquirer silent in the window, and for no other.
        const e5 = anomaliesOf(KEY, date, cardCreditsOf(today), null, always, new Set(before.map((s) => s.acquirer))).filter((a) => a.code === 'E5');
        expect(e5.map((a) => a.acquirer).sort()).toEqual(ACQ.filter((a) => !paid.has(a)).sort());
        const extra = cards(statementEntriesOf(KEY, { date, settlements: today, plan: null }, earlier, always)).filter((e) => e.document?.endsWith('E5'));
        expect(extra.map((e) => e.description).sort()).toEqual(
          e5.map((a) => SIMULATOR_ACQUIRERS.find((x) => x.document === a.acquirer)!.description).sort(),
        );
      }),
    );
  });

  it('draws each anomaly for about 1% of the credits (u from SHA-256, §9.2)', () => {
    const days = businessDaysBetween('2026-01-01', '2027-12-31');
    const settlements: SimSettlement[] = [{ acquirer: ACQ[0]!, amount: 100_000, ref: 'a' }];
    const drawn = days
      .flatMap((date) => anomaliesOf(KEY, date, cardCreditsOf(settlements), null, sha256))
      .filter((a) => a.code !== 'E5');
    // 4 codes × ~500 days × 1%: about 20, far from 0 and far from 100.
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.length).toBeLessThan(60);
    expect(anomaliesOf(KEY, D, cardCreditsOf(settlements), null, never)).toEqual([]);
  });
});

describe('planned anomalies (the backfill placements)', () => {
  const settlements: SimSettlement[] = [
    { acquirer: ACQ[0]!, amount: 120_000, ref: 'u1' },
    { acquirer: ACQ[0]!, amount: 30_000, ref: 'u2' },
    { acquirer: ACQ[1]!, amount: 5_000, ref: 'u3' },
    { acquirer: ACQ[1]!, amount: 7_000, ref: 'u4' },
    { acquirer: ACQ[2]!, amount: 44_000, ref: 'u5' },
  ];
  const on = (plan: DayPlan, date = D) => statementEntriesOf(KEY, { date, settlements, plan }, [], never);

  it('E1 leaves one grouped credit out; E4 posts it less the fee; E5 adds a silent acquirer', () => {
    expect(sum(cards(on({ anomalies: [{ code: 'E1' }], missing: false })))).toBe(sum(settlements) - 150_000);
    expect(sum(cards(on({ anomalies: [{ code: 'E4', amount: 350 }], missing: false })))).toBe(
      sum(settlements) - 350,
    );
    const e4 = on({ anomalies: [{ code: 'E4', amount: 790, nth: 1 }], missing: false });
    expect(cards(e4).find((e) => e.amount === 44_000 - 790)).toBeDefined();
    const e5 = cards(on({ anomalies: [{ code: 'E5' }], missing: false }));
    expect(e5).toHaveLength(cards(on(noPlan)).length + 1);
    expect(e5[e5.length - 1]!.description).toBe(SIMULATOR_ACQUIRERS[3]!.description);
  });

  it("E5's acquirer paid nothing into the account that day nor on the days before it looks back at", () => {
    const before = (acquirer: string) => ({ date: addBusinessDays(D, -1), settlements: [{ acquirer, amount: 9_000, ref: 'w' }], plan: noPlan });
    const e5Of = (earlier: SimDay[]) => cards(statementEntriesOf(KEY, { date: D, settlements, plan: { anomalies: [{ code: 'E5' }], missing: false } }, earlier, never)).at(-1)!;
    expect(e5Of([]).description).toBe(SIMULATOR_ACQUIRERS[3]!.description);
    // The first silent acquirer paid the day before: the next one is E5's.
    expect(e5Of([before(SIMULATOR_ACQUIRERS[3]!.document)]).description).toBe(SIMULATOR_ACQUIRERS[4]!.description);
  });

  it('E2 posts the credit one dia útil later, E3 three', () => {
    for (const [code, late] of [
      ['E2', 1],
      ['E3', 3],
    ] as const) {
      const earlier = { date: D, settlements, plan: { anomalies: [{ code }], missing: false } };
      expect(sum(cards(on(earlier.plan)))).toBe(sum(settlements) - 150_000);
      const later = addBusinessDays(D, late);
      const there = statementEntriesOf(KEY, { date: later, settlements: [], plan: noPlan }, [earlier], never);
      expect(cards(there)).toEqual([expect.objectContaining({ amount: 150_000 })]);
      const elsewhere = statementEntriesOf(
        KEY,
        { date: addBusinessDays(D, late + 1), settlements: [], plan: noPlan },
        [earlier],
        never,
      );
      expect(cards(elsewhere)).toEqual([]);
    }
  });
});

describe('balances and formats', () => {
  it('each closing is the opening plus the entries, carried from day to day', () => {
    fc.assert(
      fc.property(fc.array(settlementsArb, { minLength: 1, maxLength: 6 }), (days) => {
        let balance = 1_000_000;
        const all: number[] = [];
        days.forEach((settlements, i) => {
          const entries = statementEntriesOf(
            KEY,
            { date: addBusinessDays(D, i), settlements, plan: noPlan },
            [],
            sha256,
          );
          all.push(...entries.map((e) => e.amount));
          balance = closingBalanceOf(balance, entries);
        });
        expect(balance).toBe(1_000_000 + all.reduce((s, x) => s + x, 0));
      }),
    );
  });

  it('rotate CNAB 240, OFX, CSV over consecutive dias úteis', () => {
    const formats = businessDaysBetween('2026-03-02', '2026-03-31').map(statementFormatOf);
    formats.forEach((f, i) => i >= 3 && expect(f).toBe(formats[i - 3]));
    expect(new Set(formats.slice(0, 3))).toEqual(new Set(['cnab240', 'ofx', 'csv']));
  });
});
