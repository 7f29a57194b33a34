import type { Cents } from '../../calendar/money';
import type { DivergenceType, ItemStatus, RunClock, Tolerance, WaitingReason } from './agenda-status';

export interface BankItemFigures {
  date: string;
  /** P, L and C of the item. */
  expected: Cents;
  settled: Cents;
  credited: Cents;
  /** Every dia útil from the item's day to its day plus the tolerance is covered by a committed statement (§4.4). */
  coverageComplete: boolean;
  /** An agenda item behind a P-vs-L difference is still waiting ('Dentro da tolerância de dias'). */
  agendaWaiting: boolean;
  /**
   * Creditado comes from a user's manual match: its difference to Liquidado is accepted (the
   * match's justification covers it beyond the tolerance), so it is never 'Crédito diferente'.
   */
  accepted?: boolean;
}

export interface BankItemState {
  status: ItemStatus;
  waitingReason: WaitingReason | null;
  /** The bank item's own divergence; a P-vs-L difference belongs to the agenda items that cause it. */
  divergence: Extract<DivergenceType, 'credito_nao_encontrado' | 'credito_diferente'> | null;
  /** 'Divergente' because Liquidado differs from Previsto: the screen points to the agenda. */
  seeAgenda: boolean;
  diffSettled: Cents;
  diffCredited: Cents;
}

/** Previsto × Liquidado × Creditado of one account, acquirer and day (spec 4 §4.3 'Status'), the first rule that applies. */
export function bankItemState(item: BankItemFigures, clock: RunClock, tolerance: Tolerance): BankItemState {
  const diffSettled = item.settled - item.expected;
  const diffCredited = item.credited - item.settled;
  const state = (status: ItemStatus, more: Partial<BankItemState> = {}): BankItemState => ({
    status,
    waitingReason: null,
    divergence: null,
    seeAgenda: false,
    diffSettled,
    diffCredited,
    ...more,
  });
  const creditOff = !item.accepted && Math.abs(diffCredited) > tolerance.amount;
  const settledOff = Math.abs(diffSettled) > tolerance.amount;
  if (item.date > clock.today) return state('a_liquidar');
  if (clock.readUpTo === null || clock.readUpTo < item.date) return state('aguardando', { waitingReason: 'liquidacao' });
  if (item.settled > 0 && creditOff && !item.coverageComplete) return state('aguardando', { waitingReason: 'extrato' });
  if (settledOff && item.agendaWaiting) return state('aguardando', { waitingReason: 'tolerancia' });
  if (item.settled > 0 && item.credited === 0) return state('nao_encontrada', { divergence: 'credito_nao_encontrado' });
  if (creditOff) return state('divergente', { divergence: 'credito_diferente' });
  if (settledOff) return state('divergente', { seeAgenda: true });
  return state('conciliada');
}

export interface CreditWithoutOrigin {
  lineId: string;
  accountId: string;
  date: string;
  credited: Cents;
}

/**
 * Card credits that became nobody's (spec 4 §4.3 'Credits without origin'): dated on or after
 * their account's start, on a day the registry read has reached, in no match and in no pending
 * suggestion. Each is its own item, 'Não encontrada' with 'Crédito sem origem'.
 */
export function creditsWithoutOrigin(
  credits: readonly { id: string; accountId: string; postedDate: string; amount: Cents }[],
  used: ReadonlySet<string>,
  startOf: (accountId: string) => string | undefined,
  clock: RunClock,
): CreditWithoutOrigin[] {
  return credits
    .filter((c) => {
      const start = startOf(c.accountId);
      return start !== undefined && c.postedDate >= start && clock.readUpTo !== null && c.postedDate <= clock.readUpTo && !used.has(c.id);
    })
    .map((c) => ({ lineId: c.id, accountId: c.accountId, date: c.postedDate, credited: c.amount }));
}
