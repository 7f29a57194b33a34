import { percentOfCents } from '@lastro/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateUnit, type ContractTerms } from './allocation';

const fixed = (id: number, valor: number, prioridade = id, usado = 0): ContractTerms => ({
  id,
  prioridade,
  regraDivisao: 1,
  valor,
  percentualBp: null,
  usado,
});
const pct = (id: number, bp: number, prioridade = id): ContractTerms => ({
  id,
  prioridade,
  regraDivisao: 2,
  valor: null,
  percentualBp: bp,
  usado: 0,
});
const terms = (...cs: ContractTerms[]) => new Map(cs.map((c) => [c.id, c]));
const effectsOf = (...ids: number[]) =>
  ids.map((contractId) => ({ id: contractId, contractId, valorAplicado: 0 }));

describe('effect allocation on one UR (domain.md §3)', () => {
  it('applies in priority order, fixed up to what the contract lacks, percentage rounded half-even', () => {
    const unit = { id: 1, constituida: true, valorTotal: 60_001, valorLiquidado: 0 };
    const { efeitos, comprometido } = allocateUnit(
      unit,
      effectsOf(2, 1, 3),
      terms(fixed(1, 10_000), pct(2, 5_000), fixed(3, 50_000)),
    );
    expect(efeitos.map((e) => [e.contractId, e.valorAplicado, e.indicador, e.status])).toEqual([
      [1, 10_000, 1, 'aplicado'],
      [2, 30_000, 2, 'aplicado'], // 50 % of 600.01 = 300.005 -> 300.00 (half-even)
      [3, 20_001, 3, 'aplicado'], // capped by what remains
    ]);
    expect(comprometido).toBe(60_001);
  });

  it('gives indicator 0 to an effect left with nothing on a constituted UR', () => {
    const unit = { id: 1, constituida: true, valorTotal: 10_000, valorLiquidado: 0 };
    const { efeitos } = allocateUnit(unit, effectsOf(1, 2), terms(fixed(1, 10_000), fixed(2, 5_000)));
    expect(efeitos[1]).toMatchObject({
      valorAplicado: 0,
      indicador: 0,
      status: 'nao_aplicado',
      valorOnerado: 5_000,
    });
  });

  it('queues effects on a UR a constituir and applies them once sales constitute it', () => {
    const contracts = terms(fixed(1, 7_000), pct(2, 2_500));
    const queued = allocateUnit(
      { id: 1, constituida: false, valorTotal: 0, valorLiquidado: 0 },
      effectsOf(1, 2),
      contracts,
    );
    expect(queued.efeitos.map((e) => [e.status, e.indicador, e.valorAplicado])).toEqual([
      ['solicitado', 1, 0],
      ['solicitado', 2, 0],
    ]);
    const sold = allocateUnit(
      { id: 1, constituida: true, valorTotal: 8_000, valorLiquidado: 0 },
      effectsOf(1, 2),
      contracts,
    );
    expect(sold.efeitos.map((e) => e.valorAplicado)).toEqual([7_000, 1_000]);
  });

  it('counts what a fixed contract holds elsewhere: it only takes what it still lacks', () => {
    const c = fixed(1, 10_000, 1, 8_000);
    const { efeitos } = allocateUnit(
      { id: 1, constituida: true, valorTotal: 50_000, valorLiquidado: 0 },
      effectsOf(1),
      terms(c),
    );
    expect(efeitos[0]!.valorAplicado).toBe(2_000);
    expect(c.usado).toBe(10_000);
  });

  it('never commits more than remains, nor a percentage above its share, whatever the effects', () => {
    const contract = fc.oneof(
      fc.record({
        fixed: fc.constant(true),
        amount: fc.integer({ min: 1, max: 10 ** 9 }),
        prio: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        fixed: fc.constant(false),
        amount: fc.integer({ min: 1, max: 10_000 }),
        prio: fc.integer({ min: 1, max: 5 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.array(contract, { minLength: 1, maxLength: 45 }),
        (total, settledPct, constituida, cs) => {
          const liquidado = Math.floor((total * settledPct) / 100);
          const contracts = terms(
            ...cs.map((c, i) => (c.fixed ? fixed(i + 1, c.amount, c.prio) : pct(i + 1, c.amount, c.prio))),
          );
          const { efeitos, comprometido } = allocateUnit(
            { id: 1, constituida, valorTotal: total, valorLiquidado: liquidado },
            effectsOf(...cs.map((_, i) => i + 1)),
            contracts,
          );
          expect(comprometido).toBe(efeitos.reduce((a, e) => a + e.valorAplicado, 0));
          expect(comprometido + liquidado).toBeLessThanOrEqual(total);
          if (!constituida) expect(comprometido).toBe(0);
          for (const e of efeitos) {
            const c = contracts.get(e.contractId)!;
            expect(e.valorAplicado).toBeGreaterThanOrEqual(0);
            if (c.regraDivisao === 2)
              expect(e.valorAplicado).toBeLessThanOrEqual(percentOfCents(total, c.percentualBp!));
            else expect(e.valorAplicado).toBeLessThanOrEqual(c.valor!);
            expect(e.indicador === 0).toBe(e.status === 'nao_aplicado');
          }
          // Priority: a later effect gets something only if every earlier one got what it asked.
          const firstShort = efeitos.findIndex((e) => e.valorAplicado < e.valorOnerado);
          if (firstShort >= 0 && constituida)
            for (const e of efeitos.slice(firstShort + 1)) expect(e.valorAplicado).toBe(0);
        },
      ),
    );
  });
});
