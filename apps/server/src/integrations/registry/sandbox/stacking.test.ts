import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EFFECTS_PER_UNIT } from './allocation';
import { scopeHolds } from './stacking';
import {
  apply,
  byDate,
  DATES,
  fromScratch,
  heldBy,
  liveOn,
  PAIRS,
  paidTo,
  passes,
  reallocate,
  world,
  type Step,
  type World,
} from './stacking-model';

/**
 * The sandbox's allocation over many URs (domain.md §3, issue 23 finding 3), driven in memory
 * the way `reallocate` drives it on the database: random registrations (fixed, percentage with
 * or without a limit, requested priorities), sales, cancellations, contracts ended and
 * settlements. After every step the per-UR invariant holds, a fixed contract holds the earliest
 * free amounts, and the effects equal an allocation from scratch in settlement-date order
 * computed here independently.
 */

function check(w: World, step: string): void {
  for (const u of w.units) {
    const comprometido = liveOn(w, u.id).reduce((s, e) => s + e.valorAplicado, 0);
    // (a) total = comprometido + livre + liquidado, livre never negative.
    expect(u.valorTotal - comprometido - u.valorLiquidado, step).toBeGreaterThanOrEqual(0);
    if (!u.constituida) expect(comprometido, step).toBe(0);
  }
  for (const c of w.contracts.filter((x) => x.active)) {
    const usado = paidTo(w, c.id) + heldBy(w, c.id);
    if (c.valor !== null)
      expect(usado, `${step}: contract ${c.id} over its amount`).toBeLessThanOrEqual(c.valor);
    if (c.regraDivisao !== 1) continue;
    // (b) a fixed contract holds the earliest free amounts: where a UR of its scope keeps free
    // money, it is full and holds nothing on a later UR.
    const open = w.units.filter((u) => !u.settled && u.constituida && scopeHolds(c.scope, u)).sort(byDate);
    for (const u of open) {
      const free = u.valorTotal - liveOn(w, u.id).reduce((s, e) => s + e.valorAplicado, 0);
      const hasPlace =
        liveOn(w, u.id).some((e) => e.contractId === c.id) || liveOn(w, u.id).length < MAX_EFFECTS_PER_UNIT;
      if (free <= 0 || !hasPlace) continue;
      expect(usado, `${step}: contract ${c.id} short with ${free} free on UR ${u.id}`).toBe(c.valor);
      const later = w.effects.filter(
        (e) =>
          e.live && e.contractId === c.id && e.valorAplicado > 0 && byDate(w.units[e.unitId - 1]!, u) > 0,
      );
      expect(later, `${step}: contract ${c.id} holds after UR ${u.id} (free ${free})`).toEqual([]);
    }
  }
  // (c) the effects are what an allocation from scratch in date order gives.
  const expected = fromScratch(w);
  for (const e of w.effects.filter((x) => x.live))
    expect([e.valorOnerado, e.valorAplicado], `${step}: effect ${e.contractId}:${e.unitId}`).toEqual(
      expected.get(`${e.contractId}:${e.unitId}`),
    );
  for (const [key, [, got]] of expected)
    if (got > 0)
      expect(
        w.effects.some((e) => e.live && `${e.contractId}:${e.unitId}` === key),
        `${step}: no effect ${key}`,
      ).toBe(true);
}

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('register' as const),
      fixed: fc.boolean(),
      amount: fc.integer({ min: 1, max: 60_000 }),
      bp: fc.integer({ min: 1, max: 10_000 }),
      limit: fc.option(fc.integer({ min: 1, max: 60_000 }), { nil: null }),
      prio: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      from: fc.nat(DATES.length - 1),
      days: fc.nat(DATES.length - 1),
      cred: fc.nat(2),
      arr: fc.nat(2),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      unit: fc.nat(),
      amount: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      unit: fc.nat(),
      bp: fc.integer({ min: 1, max: 10_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('end' as const), which: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('settle' as const), days: fc.integer({ min: 1, max: 2 }) }),
  },
);

describe('effects over many URs (domain.md §3)', () => {
  it('re-stacks in settlement-date order after every registration, sale, cancellation, end and settlement', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000 })), {
          minLength: DATES.length * PAIRS.length,
          maxLength: DATES.length * PAIRS.length,
        }),
        fc.array(step, { minLength: 1, maxLength: 25 }),
        async (totals, steps) => {
          const w = world(totals);
          for (const [i, s] of steps.entries()) {
            await apply(w, s);
            check(w, `step ${i} ${JSON.stringify(s)}`);
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(passes.held).toBeGreaterThan(100);
    expect(passes.scopes).toBeGreaterThan(5);
  });

  it('moves a fixed contract onto an earlier UR constituted after the later ones, freeing them for the one behind', async () => {
    // Fixed 500 (prio 1) then fixed 300 (prio 2) over two URs a constituir; the later UR sells first.
    const w = world(Array(DATES.length * PAIRS.length).fill(0));
    const scope = { credenciadoras: ['A'], arranjos: ['VCC'], dataInicio: DATES[0]!, dataFim: DATES[1]! };
    const [first, second] = [w.units[0]!, w.units[3]!];
    for (const [id, valor] of [
      [1, 500],
      [2, 300],
    ] as const)
      await reallocate(w, [first.id, second.id], {
        id,
        prioridade: id,
        regraDivisao: 1,
        valor,
        percentualBp: null,
        scope,
        active: true,
      });
    Object.assign(second, { valorTotal: 600, constituida: true });
    await reallocate(w, [second.id]);
    expect(w.effects.map((e) => [e.contractId, e.unitId, e.valorAplicado])).toEqual([
      [1, first.id, 0],
      [1, second.id, 500],
      [2, first.id, 0],
      [2, second.id, 100],
    ]);
    Object.assign(first, { valorTotal: 400, constituida: true });
    await reallocate(w, [first.id]);
    // The earlier UR first: 1 takes its 400 there and 100 of the later one; 2 gets the rest.
    expect(w.effects.map((e) => [e.contractId, e.unitId, e.valorAplicado])).toEqual([
      [1, first.id, 400],
      [1, second.id, 100],
      [2, first.id, 0],
      [2, second.id, 300],
    ]);
    check(w, 'end');
  });

  it('stops a percentage with a limit at it, filling the earliest URs first', async () => {
    const w = world(DATES.flatMap(() => [10_000, 0, 0]));
    const scope = { credenciadoras: ['A'], arranjos: ['VCC'], dataInicio: DATES[0]!, dataFim: DATES[9]! };
    await reallocate(
      w,
      w.units.filter((u) => scopeHolds(scope, u)).map((u) => u.id),
      {
        id: 1,
        prioridade: 1,
        regraDivisao: 2,
        valor: 12_000,
        percentualBp: 5_000,
        scope,
        active: true,
      },
    );
    expect(w.effects.map((e) => e.valorAplicado)).toEqual([5_000, 5_000, 2_000, 0, 0, 0, 0, 0, 0, 0]);
    expect(w.effects.map((e) => e.valorOnerado)).toEqual(Array(10).fill(5_000));
    check(w, 'end');
  });
});
