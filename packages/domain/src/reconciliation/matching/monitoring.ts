import { isoToDayNumber } from '../../calendar/business-days';
import { divideHalfEven, type Cents } from '../../calendar/money';
import type { ItemStatus } from './agenda-status';

export interface ContractFiguresInput {
  /** 'Valor do contrato': the installment's amount. */
  contractAmount: Cents;
  /** 'Efeito aplicado a liquidar': its effects on constituted URs not yet settled. */
  appliedToSettle: Cents;
  /** 'Liquidado'. */
  settled: Cents;
  /** The commitment's min_percentage (null: 100). */
  minPercentage: number | null;
  /** 'Vencimento'. */
  dueDate: string;
  /** The registry's date. */
  today: string;
}

export type ContractSituation = 'quitado' | 'insuficiente' | 'em_excesso' | 'suficiente';

export interface ContractFigures {
  /** 'Saldo devedor'. */
  debt: Cents;
  /** 'Cobertura' in percent with one decimal; null ('—') when nothing is owed. */
  coverage: number | null;
  situation: ContractSituation;
  daysToDue: number;
  nearDue: boolean;
}

/** At or under this the contract is 'Quitado' (R$ 0,05). */
export const SETTLED_DEBT_CENTS = 5;
export const EXCESS_COVERAGE_PERCENT = 110;
export const NEAR_DUE_DAYS = 30;

/**
 * One contract's monitoring figures (spec 4 §4.7): the debt still owed, its coverage by the
 * effects waiting to be paid (CERC's indSobrecolateral) and the situation against the minimum
 * the commitment asked for. An expired contract still owing is near its due date too: the
 * filter must not hide the most urgent ones.
 */
export function contractFigures(i: ContractFiguresInput): ContractFigures {
  const debt = Math.max(0, i.contractAmount - i.settled);
  const daysToDue = isoToDayNumber(i.dueDate) - isoToDayNumber(i.today);
  const nearDue = debt > 0 && daysToDue <= NEAR_DUE_DAYS;
  if (debt <= SETTLED_DEBT_CENTS)
    return { debt, coverage: debt === 0 ? null : tenths(i.appliedToSettle, debt), situation: 'quitado', daysToDue, nearDue };
  const min = i.minPercentage ?? 100;
  // Compared exactly (cross-multiplied), not on the rounded percentage shown.
  const situation: ContractSituation =
    i.appliedToSettle * 100 < min * debt ? 'insuficiente' : i.appliedToSettle * 100 > EXCESS_COVERAGE_PERCENT * debt ? 'em_excesso' : 'suficiente';
  return { debt, coverage: tenths(i.appliedToSettle, debt), situation, daysToDue, nearDue };
}

/** part ÷ whole × 100 with one decimal, rounded half to even. */
function tenths(part: Cents, whole: Cents): number {
  return Number(divideHalfEven(BigInt(part) * 1000n, BigInt(whole))) / 10;
}

export type MonitoringAlert = 'insuficiente' | 'vence_30' | 'vence_7';

/**
 * The alerts that hold for a contract now (spec 4 §4.7): the caller sends each once per
 * (contract, alert) and forgets 'insuficiente' when the contract recovers, so the next
 * crossing notifies again.
 */
export function alertsOf(f: ContractFigures): MonitoringAlert[] {
  const out: MonitoringAlert[] = [];
  if (f.situation === 'insuficiente') out.push('insuficiente');
  if (f.debt > 0 && f.daysToDue >= 0 && f.daysToDue <= 7) out.push('vence_7');
  else if (f.debt > 0 && f.daysToDue >= 0 && f.daysToDue <= NEAR_DUE_DAYS) out.push('vence_30');
  return out;
}

/**
 * '% conciliado' (spec 4 §4.8): by value over the bank items that are neither waiting nor
 * future, each weighing the largest of its Previsto, Liquidado and Creditado; null when none.
 */
export function percentReconciled(items: readonly { status: ItemStatus; expected: Cents; settled: Cents; credited: Cents }[]): number | null {
  let all = 0;
  let done = 0;
  for (const it of items) {
    if (it.status === 'aguardando' || it.status === 'a_liquidar') continue;
    const weight = Math.max(Math.abs(it.expected), Math.abs(it.settled), Math.abs(it.credited));
    all += weight;
    if (it.status === 'conciliada') done += weight;
  }
  return all === 0 ? null : tenths(done, all);
}
