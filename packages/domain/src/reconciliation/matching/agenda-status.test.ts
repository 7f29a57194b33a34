import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../calendar/business-days';
import { agendaItemState, type AgendaItemInput } from './agenda-status';

// Monday 9 to Friday 13 March 2026: five dias úteis in a row.
const E = '2026-03-09';
const tol = { amount: 5, days: 1 };
const clock = (today: string, readUpTo: string | null = today) => ({ today, readUpTo });
const paid = (effectiveDate: string, amount: number, intoDomicile = true) => ({ effectiveDate, amount, intoDomicile });
const item = (expected: number, ...settlements: AgendaItemInput['settlements']): AgendaItemInput => ({ expectedDate: E, expected, settlements });

describe('Agenda × Liquidação (spec 4 §4.2)', () => {
  it('is A liquidar while the date is after today, whatever was read', () => {
    expect(agendaItemState(item(100), clock('2026-03-06'), tol).status).toBe('a_liquidar');
  });

  it('waits for the registry read to reach the date', () => {
    const s = agendaItemState(item(100, paid(E, 100)), clock('2026-03-10', '2026-03-06'), tol);
    expect([s.status, s.waitingReason, s.divergence]).toEqual(['aguardando', 'liquidacao', null]);
    expect(agendaItemState(item(100), clock('2026-03-10', null), tol).status).toBe('aguardando');
  });

  it('is Conciliada within the amount and days tolerances, into the domicile', () => {
    const s = agendaItemState(item(10_000, paid('2026-03-10', 6_000), paid(E, 3_995)), clock('2026-03-12'), tol);
    expect([s.status, s.settled, s.difference, s.effectiveDate, s.divergence]).toEqual(['conciliada', 9_995, -5, '2026-03-10', null]);
  });

  it('names every difference: value, date beyond the tolerance, another domicile', () => {
    const s = agendaItemState(item(10_000, paid('2026-03-11', 9_000, false)), clock('2026-03-12'), tol);
    expect([s.status, s.divergence, s.differs]).toEqual(['divergente', 'liquidado_diferente', ['valor', 'data', 'domicilio']]);
    // A contract the product does not know: previsto 0, money paid.
    expect(agendaItemState(item(0, paid(E, 500)), clock(E), tol).differs).toEqual(['valor']);
  });

  it('waits within the days tolerance, then is Não encontrada', () => {
    const within = agendaItemState(item(100), clock('2026-03-10'), tol);
    expect([within.status, within.waitingReason]).toEqual(['aguardando', 'tolerancia']);
    const late = agendaItemState(item(100), clock('2026-03-11'), tol);
    expect([late.status, late.divergence]).toEqual(['nao_encontrada', 'pagamento_nao_encontrado']);
  });

  it('opens a divergence exactly when it is Divergente or Não encontrada (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.record({ shift: fc.integer({ min: 0, max: 6 }), amount: fc.integer({ min: 1, max: 1_000_000 }), into: fc.boolean() }), { maxLength: 3 }),
        fc.integer({ min: -3, max: 10 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 100_000 }),
        (expected, parts, todayShift, days, amount) => {
          const today = addBusinessDays(E, todayShift);
          const s = agendaItemState(
            item(expected, ...parts.map((p) => paid(addBusinessDays(E, p.shift), p.amount, p.into))),
            clock(today),
            { amount, days },
          );
          expect(s.divergence !== null).toBe(s.status === 'divergente' || s.status === 'nao_encontrada');
          expect(s.differs.length > 0).toBe(s.status === 'divergente');
          expect(s.settled).toBe(parts.reduce((t, p) => t + p.amount, 0));
          if (s.status === 'conciliada') expect(Math.abs(s.difference)).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
