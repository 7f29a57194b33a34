import { describe, expect, it } from 'vitest';
import { bankItemState, creditsWithoutOrigin, type BankItemFigures } from './bank-status';

const tol = { amount: 5, days: 1 };
const clock = { today: '2026-03-12', readUpTo: '2026-03-12' };
const fig = (over: Partial<BankItemFigures>): BankItemFigures => ({
  date: '2026-03-09',
  expected: 10_000,
  settled: 10_000,
  credited: 10_000,
  coverageComplete: true,
  agendaWaiting: false,
  ...over,
});
const status = (over: Partial<BankItemFigures>, c = clock) => {
  const s = bankItemState(fig(over), c, tol);
  return [s.status, s.waitingReason ?? s.divergence ?? (s.seeAgenda ? 'agenda' : null)];
};

describe('Previsto × Liquidado × Creditado (spec 4 §4.3 status)', () => {
  it('applies the first rule that holds', () => {
    expect(status({ date: '2026-03-13' })).toEqual(['a_liquidar', null]);
    expect(status({}, { today: '2026-03-12', readUpTo: '2026-03-06' })).toEqual(['aguardando', 'liquidacao']);
    expect(status({ credited: 0, coverageComplete: false })).toEqual(['aguardando', 'extrato']);
    expect(status({ settled: 0, credited: 0, agendaWaiting: true })).toEqual(['aguardando', 'tolerancia']);
    expect(status({ credited: 0 })).toEqual(['nao_encontrada', 'credito_nao_encontrado']);
    expect(status({ credited: 9_650 })).toEqual(['divergente', 'credito_diferente']);
    expect(status({ settled: 7_000, credited: 7_000 })).toEqual(['divergente', 'agenda']);
    expect(status({ credited: 10_004, coverageComplete: false })).toEqual(['conciliada', null]);
  });

  it("accepts a manual match's difference (its justification covers it) but still shows it", () => {
    expect(status({ credited: 9_650, accepted: true })).toEqual(['conciliada', null]);
    expect(bankItemState(fig({ credited: 9_650, accepted: true }), clock, tol).diffCredited).toBe(-350);
    // The registry's own difference (see Agenda) is not the match's to accept.
    expect(status({ settled: 7_000, credited: 6_000, accepted: true })).toEqual(['divergente', 'agenda']);
  });
});

describe('credits without origin', () => {
  it('keeps the unused credits from the start date up to the registry read', () => {
    const credits = [
      { id: 'old', accountId: 'a', postedDate: '2026-03-02', amount: 1 },
      { id: 'used', accountId: 'a', postedDate: '2026-03-09', amount: 2 },
      { id: 'unread', accountId: 'a', postedDate: '2026-03-13', amount: 3 },
      { id: 'orphan', accountId: 'a', postedDate: '2026-03-10', amount: 4 },
      { id: 'off', accountId: 'b', postedDate: '2026-03-10', amount: 5 },
    ];
    expect(creditsWithoutOrigin(credits, new Set(['used']), (a) => (a === 'a' ? '2026-03-03' : undefined), clock)).toEqual([
      { lineId: 'orphan', accountId: 'a', date: '2026-03-10', credited: 4 },
    ]);
  });
});
