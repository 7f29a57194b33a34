import { describe, expect, it } from 'vitest';
import { alertsOf, contractFigures, percentReconciled, type ContractFiguresInput } from './monitoring';

const base: ContractFiguresInput = {
  contractAmount: 100_000,
  appliedToSettle: 100_000,
  settled: 0,
  minPercentage: null,
  dueDate: '2026-06-30',
  today: '2026-03-09',
};

describe('contract monitoring figures (spec 4 §4.7)', () => {
  it('computes the debt, the coverage with one decimal and the situation against the minimum', () => {
    expect(contractFigures(base)).toMatchObject({ debt: 100_000, coverage: 100, situation: 'suficiente', nearDue: false });
    expect(contractFigures({ ...base, appliedToSettle: 99_999 })).toMatchObject({ coverage: 100, situation: 'insuficiente' });
    expect(contractFigures({ ...base, appliedToSettle: 110_001 })).toMatchObject({ coverage: 110, situation: 'em_excesso' });
    expect(contractFigures({ ...base, appliedToSettle: 110_000 }).situation).toBe('suficiente');
    expect(contractFigures({ ...base, minPercentage: 130, appliedToSettle: 120_000 })).toMatchObject({ coverage: 120, situation: 'insuficiente' });
    expect(contractFigures({ ...base, settled: 40_000, appliedToSettle: 20_000 })).toMatchObject({ debt: 60_000, coverage: 33.3 });
  });

  it("is 'Quitado' at a debt of R$ 0,05 or less, with no coverage when nothing is owed", () => {
    expect(contractFigures({ ...base, settled: 99_995, appliedToSettle: 0 })).toMatchObject({ debt: 5, situation: 'quitado', nearDue: false });
    expect(contractFigures({ ...base, settled: 120_000 })).toMatchObject({ debt: 0, coverage: null, situation: 'quitado' });
  });

  it('counts days to the due date; near it at 30 days or less while owing, expired included', () => {
    expect(contractFigures({ ...base, dueDate: '2026-04-08' })).toMatchObject({ daysToDue: 30, nearDue: true });
    expect(contractFigures({ ...base, dueDate: '2026-04-09' })).toMatchObject({ daysToDue: 31, nearDue: false });
    expect(contractFigures({ ...base, dueDate: '2026-03-01' })).toMatchObject({ daysToDue: -8, nearDue: true });
  });

  it('raises the alerts that hold: insufficient, 30 days, 7 days', () => {
    expect(alertsOf(contractFigures({ ...base, appliedToSettle: 1, dueDate: '2026-03-16' }))).toEqual(['insuficiente', 'vence_7']);
    expect(alertsOf(contractFigures({ ...base, dueDate: '2026-04-08' }))).toEqual(['vence_30']);
    expect(alertsOf(contractFigures({ ...base, settled: 100_000, dueDate: '2026-03-10' }))).toEqual([]);
  });
});

describe("'% conciliado' (spec 4 §4.8)", () => {
  it('weighs each decided item by its largest figure and leaves waiting and future ones out', () => {
    expect(
      percentReconciled([
        { status: 'conciliada', expected: 100, settled: 100, credited: 100 },
        { status: 'divergente', expected: 100, settled: 300, credited: 0 },
        { status: 'aguardando', expected: 10_000, settled: 0, credited: 0 },
        { status: 'a_liquidar', expected: 10_000, settled: 0, credited: 0 },
      ]),
    ).toBe(25);
    expect(percentReconciled([{ status: 'aguardando', expected: 1, settled: 0, credited: 0 }])).toBeNull();
  });
});
