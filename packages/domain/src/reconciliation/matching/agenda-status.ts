import { addBusinessDays } from '../../calendar/business-days';
import type { Cents } from '../../calendar/money';

/** An item's status (spec 4 §2.2): the chip of the agenda and bank screens. */
export type ItemStatus = 'conciliada' | 'divergente' | 'nao_encontrada' | 'aguardando' | 'a_liquidar';

/** Why an item waits: no registry read up to its date, no statement for its window, or still within the days' tolerance. */
export type WaitingReason = 'liquidacao' | 'extrato' | 'tolerancia';

export type DivergenceType =
  | 'liquidado_diferente'
  | 'pagamento_nao_encontrado'
  | 'credito_diferente'
  | 'credito_nao_encontrado'
  | 'credito_sem_origem';

/** What the company allows before a difference counts (spec 4 §3.1): cents and dias úteis. */
export interface Tolerance {
  amount: Cents;
  days: number;
}

/** What decides any item's status besides its own figures: the registry's date and how far it was read. */
export interface RunClock {
  /** The registry's date [D6]. */
  today: string;
  /** The registry's date at the creditor's last complete read; null before the first. */
  readUpTo: string | null;
}

export interface AgendaSettlement {
  effectiveDate: string;
  amount: Cents;
  /** Paid into the contract's domicile (its settlement account). */
  intoDomicile: boolean;
}

export interface AgendaItemInput {
  expectedDate: string;
  /** Previsto: the effect's applied amount, frozen before the settlement day. */
  expected: Cents;
  settlements: readonly AgendaSettlement[];
}

export type AgendaDifference = 'valor' | 'data' | 'domicilio';

export interface AgendaItemState {
  status: ItemStatus;
  settled: Cents;
  /** Liquidado − previsto. */
  difference: Cents;
  /** The latest effective date of its settlements. */
  effectiveDate: string | null;
  differs: AgendaDifference[];
  waitingReason: WaitingReason | null;
  divergence: DivergenceType | null;
}

/**
 * Agenda × Liquidação for one effect on one UR (spec 4 §4.2), the first rule that applies:
 * a future date is 'A liquidar'; a date the registry read has not reached waits; settlements
 * agree within the tolerance or differ (value, date beyond the days' tolerance, another
 * domicile); no settlement waits while within the days' tolerance, then is 'Não encontrada'.
 */
export function agendaItemState(item: AgendaItemInput, clock: RunClock, tolerance: Tolerance): AgendaItemState {
  const settled = item.settlements.reduce((s, p) => s + p.amount, 0);
  const effectiveDate = item.settlements.reduce<string | null>((d, p) => (d === null || p.effectiveDate > d ? p.effectiveDate : d), null);
  const base = { settled, difference: settled - item.expected, effectiveDate, differs: [] as AgendaDifference[], waitingReason: null, divergence: null };
  if (item.expectedDate > clock.today) return { ...base, status: 'a_liquidar' };
  if (clock.readUpTo === null || clock.readUpTo < item.expectedDate) return { ...base, status: 'aguardando', waitingReason: 'liquidacao' };
  const deadline = addBusinessDays(item.expectedDate, tolerance.days);
  if (item.settlements.length) {
    const differs: AgendaDifference[] = [];
    if (Math.abs(settled - item.expected) > tolerance.amount) differs.push('valor');
    if (effectiveDate! > deadline) differs.push('data');
    if (item.settlements.some((p) => !p.intoDomicile)) differs.push('domicilio');
    return differs.length
      ? { ...base, differs, status: 'divergente', divergence: 'liquidado_diferente' }
      : { ...base, status: 'conciliada' };
  }
  if (clock.today <= deadline) return { ...base, status: 'aguardando', waitingReason: 'tolerancia' };
  return { ...base, status: 'nao_encontrada', divergence: 'pagamento_nao_encontrado' };
}
