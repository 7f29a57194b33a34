import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgendaGroup, AgendaGroupsAnswer, ReceivableUnit } from '../../integrations/registry/registry';
import { emptyAgendaGroup, pushAgendaRow } from '../../integrations/registry/registry-agenda';
import { answerOf as answerOfGroups, summaryOf, unitsOf } from './schedules.answer';

const ACQUIRERS = ['01027058000191', '10440482000154', '08561701000101'];
const ARRANGEMENTS = ['VCC', 'VCD', 'MCC', 'ELC', 'ACC'];
const DATES = ['2026-11-24', '2026-11-25', '2026-12-01', '2027-01-04'];
const TITULARS = ['60612813070537', '11222333000181', '22333444000181'];

const unit = fc
  .record({
    credenciadora: fc.constantFrom(...ACQUIRERS),
    arranjo: fc.constantFrom(...ARRANGEMENTS),
    dataLiquidacao: fc.constantFrom(...DATES),
    titular: fc.constantFrom(...TITULARS),
    total: fc.integer({ min: 0, max: 10_000_000 }),
    committedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    settledShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ total, committedShare, settledShare, ...key }): ReceivableUnit => {
    const committed = Math.floor(total * committedShare);
    const settled = Math.floor((total - committed) * settledShare);
    return {
      ...key,
      ufr: '60612813070537',
      constituida: true,
      valorConstituidoTotal: total,
      valorPreContratado: 0,
      valorComprometido: committed,
      valorLivre: total - committed - settled,
      valorLiquidado: settled,
    };
  });
// One row per titular and UR key, as a registry answers, in any order.
const answer = fc.uniqueArray(unit, { selector: (u) => `${u.credenciadora}|${u.arranjo}|${u.dataLiquidacao}|${u.titular}`, maxLength: 80 });

/**
 * The URs as a registry answers them by acquirer and arranjo, in columns: each run of one pair
 * is a group (a pair met again later, as a registry answering by pages may, is another group).
 */
function byGroup(unidades: readonly ReceivableUnit[]): AgendaGroupsAnswer {
  const grupos: AgendaGroup[] = [];
  for (const u of unidades) {
    let g = grupos.at(-1);
    if (!g || g.credenciadora !== u.credenciadora || g.arranjo !== u.arranjo) grupos.push((g = emptyAgendaGroup(u.credenciadora, u.arranjo)));
    pushAgendaRow(g, u.dataLiquidacao, u.titular, u.constituida, u.valorConstituidoTotal, u.valorPreContratado, u.valorComprometido, u.valorLivre, u.valorLiquidado);
  }
  return { dataReferencia: DATES[0]!, ufr: '60612813070537', grupos };
}
const answerOf = (unidades: readonly ReceivableUnit[]) => answerOfGroups(byGroup(unidades));

const sumBy = (us: readonly ReceivableUnit[], f: (u: ReceivableUnit) => number) => us.reduce((a, u) => a + f(u), 0);
// To the merchant, a row another titular holds (a troca de titularidade moved it) is committed, never free.
const merchants = (u: ReceivableUnit) => u.titular === u.ufr;
const committedOf = (u: ReceivableUnit) => (merchants(u) ? u.valorComprometido : u.valorConstituidoTotal - u.valorLiquidado);
const freeOf = (u: ReceivableUnit) => (merchants(u) ? u.valorLivre : 0);

describe('a schedule answer as stored', () => {
  it('holds one unit per acquirer, arrangement and date with its titulars summed, in date, acquirer, arrangement order', () => {
    fc.assert(
      fc.property(answer, (unidades) => {
        const units = unitsOf(answerOf(unidades));
        const keys = units.map(([a, r, d]) => [d, a, r].join('|'));
        expect(keys).toEqual([...new Set(unidades.map((u) => [u.dataLiquidacao, u.credenciadora, u.arranjo].join('|')))].sort());
        for (const [a, r, d, total, committed, free, settled] of units) {
          const same = unidades.filter((u) => u.credenciadora === a && u.arranjo === r && u.dataLiquidacao === d);
          expect([total, committed, free, settled]).toEqual([
            sumBy(same, (u) => u.valorConstituidoTotal),
            sumBy(same, committedOf),
            sumBy(same, freeOf),
            sumBy(same, (u) => u.valorLiquidado),
          ]);
        }
      }),
    );
  });

  it('is stored by column: one group per acquirer and arrangement in that order, its dates ascending and unique', () => {
    fc.assert(
      fc.property(answer, (unidades) => {
        const groups = answerOf(unidades);
        const pairs = groups.map(([a, r]) => `${a}|${r}`);
        expect(pairs).toEqual([...new Set(unidades.map((u) => `${u.credenciadora}|${u.arranjo}`))].sort());
        for (const [a, r, dates, ...amounts] of groups) {
          expect(dates).toEqual([...new Set(unidades.filter((u) => u.credenciadora === a && u.arranjo === r).map((u) => u.dataLiquidacao))].sort());
          for (const column of amounts) expect(column).toHaveLength(dates.length);
        }
      }),
    );
  });

  it("never writes the registry's answer it reads, even where it keeps its arrays", () => {
    fc.assert(
      fc.property(answer, (unidades) => {
        const read = byGroup(unidades);
        const before = JSON.stringify(read);
        answerOfGroups(read);
        expect(JSON.stringify(read)).toBe(before);
      }),
    );
  });

  it('sums the Resumo per acquirer and arrangement, with its first and last dates', () => {
    fc.assert(
      fc.property(answer, (unidades) => {
        const summary = summaryOf(answerOf(unidades));
        const pairs = [...new Set(unidades.map((u) => `${u.credenciadora}|${u.arranjo}`))].sort();
        expect(summary.map((s) => `${s.acquirerDocument}|${s.arrangement}`)).toEqual(pairs);
        for (const s of summary) {
          const same = unidades.filter((u) => u.credenciadora === s.acquirerDocument && u.arranjo === s.arrangement);
          const dates = same.map((u) => u.dataLiquidacao).sort();
          expect(s).toEqual({
            acquirerDocument: s.acquirerDocument,
            arrangement: s.arrangement,
            totalCents: sumBy(same, (u) => u.valorConstituidoTotal),
            committedCents: sumBy(same, committedOf),
            freeCents: sumBy(same, freeOf),
            settledCents: sumBy(same, (u) => u.valorLiquidado),
            firstDate: dates[0],
            lastDate: dates.at(-1),
          });
          expect(s.totalCents).toBe(s.committedCents + s.freeCents + s.settledCents);
        }
      }),
    );
  });

  it('shows what a troca de titularidade moved to a creditor as committed, no longer free to the merchant', () => {
    const merchant = '60612813070537';
    const base = { credenciadora: ACQUIRERS[0]!, arranjo: 'VCC', dataLiquidacao: DATES[0]!, ufr: merchant, constituida: true, valorPreContratado: 0, valorLiquidado: 0 };
    // A UR of R$ 1.000,00 with R$ 100,00 under a cessão and R$ 250,00 transferred to a creditor, answered per titular.
    const unidades: ReceivableUnit[] = [
      { ...base, titular: merchant, valorConstituidoTotal: 75_000, valorComprometido: 10_000, valorLivre: 65_000 },
      { ...base, titular: TITULARS[1]!, valorConstituidoTotal: 25_000, valorComprometido: 0, valorLivre: 25_000 },
    ];
    const [summary] = summaryOf(answerOf(unidades));
    expect(summary).toMatchObject({ totalCents: 100_000, committedCents: 35_000, freeCents: 65_000 });
  });
});
