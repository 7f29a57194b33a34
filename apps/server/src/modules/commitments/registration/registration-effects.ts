import { COMMITMENT_STATUS_CODE, MESSAGES, formatCurrency } from '@lastro/domain';
import type { Contract } from '../../../integrations/registry';
import type { DealRow, EffectCopy, InstallmentRow, InstallmentTotals } from './registration.repository';

export type EffectsCopy = { installment: InstallmentRow; effects: EffectCopy[]; totals: InstallmentTotals };

const M = MESSAGES.commitments.registration;
const S = COMMITMENT_STATUS_CODE;

/** The registry's effects as the product keeps them. */
export function effectCopies(contract: Contract): EffectCopy[] {
  return contract.efeitos.map((e) => ({
    acquirerDocument: e.credenciadora,
    arrangement: e.arranjo,
    settlementDate: e.dataLiquidacao,
    constituted: e.constituida ?? e.status === 'aplicado',
    effectOrder: e.indicadorOneracao,
    status: e.status,
    amountOnerate: e.valorOnerado,
    effectAmount: e.valorConstituidoEfeito,
    effectiveSettlementAmount: e.valorLiquidado ?? 0,
    effectiveSettlementDate: e.dataLiquidacaoEfetiva ?? null,
  }));
}

/** What a contract read whole obtained against what it asked for (summaryCoverage). */
function coverage(contract: Contract, installment: InstallmentRow) {
  return summaryCoverage(figuresOf(contract), installment.amount);
}

/** A contract read whole, as the figures a registry event carries (one rule for both). */
function figuresOf(contract: Contract): SummaryFigures {
  return { ...contract, valorLiquidado: settledOf(contract) };
}

/** What the registry paid to a contract read whole: the sum of its effects' settlements. */
export function settledOf(contract: Contract): number {
  return contract.efeitos.reduce((sum, e) => sum + (e.valorLiquidado ?? 0), 0);
}

/** The contract's effects and totals to copy; the installment status is the caller's. */
export function copyOf(
  installment: InstallmentRow,
  contract: Contract,
  extra: { status?: number; statusMessage?: string | null; protocol?: string },
): EffectsCopy {
  const c = coverage(contract, installment);
  const first = !installment.contractIdentifier;
  return {
    installment,
    effects: effectCopies(contract),
    totals: {
      ...extra,
      contractIdentifier: contract.identificadorContrato,
      amountTotalEffect: c.requested,
      amountTotalCommitted: c.obtained,
      effectAmount: contract.valorBloqueado,
      effectAmountUpdated: contract.valorBloqueado + c.settled,
      effectiveSettlementAmount: c.settled,
      ...(first ? { effectAmountInitial: contract.valorBloqueado } : {}),
    },
  };
}

/** The installment's status from its contract read whole (judgeSummary). */
export function judge(deal: DealRow, installment: InstallmentRow, contract: Contract) {
  const { status, statusMessage } = judgeSummary(deal.minPercentage, installment.amount, figuresOf(contract));
  return { status, statusMessage };
}

/** A contract's figures as a registry event summarises them (ContractSummary). */
export interface SummaryFigures {
  regraDivisao: number;
  valor: number | null;
  valorBloqueado: number;
  valorLiquidado: number;
  valorConstituido: number;
  valorEfeito: number;
  resultadoDistribuicao: number;
}

/**
 * What a contract obtained: applied (now and settled) against what it asked for. A fixed
 * contract asks its amount; a percentage its limit (the installment, sent as its saldo devedor),
 * which its effects never pass, however much its share of the URs adds up to ('em excesso' at
 * the registry); one registered without a limit, what its share of each UR asks.
 */
export function summaryCoverage(summary: SummaryFigures, installmentAmount: number) {
  const requested = summary.valor ?? (summary.regraDivisao === 1 ? installmentAmount : summary.valorEfeito);
  const obtained = summary.valorConstituido;
  return { settled: summary.valorLiquidado, requested, obtained, missing: Math.max(0, requested - obtained) };
}

/**
 * The installment's totals and status from what its contract obtained and the deal's minimum
 * percentage: aprovado when the registry found the distribution suficiente or em excesso (a
 * percentage at its limit), or when what it obtained reaches the minimum percentage of what it
 * asked for.
 */
export function judgeSummary(minPercentage: number, installmentAmount: number, summary: SummaryFigures) {
  const c = summaryCoverage(summary, installmentAmount);
  const enough = summary.resultadoDistribuicao !== 2 || c.obtained * 100 >= minPercentage * c.requested;
  return {
    totals: {
      amountTotalEffect: c.requested,
      amountTotalCommitted: c.obtained,
      effectAmount: summary.valorBloqueado,
      effectAmountUpdated: summary.valorBloqueado + c.settled,
      effectiveSettlementAmount: c.settled,
    },
    status: enough ? S.aprovado : S.insuficiente,
    statusMessage: enough
      ? null
      : M.history.insufficient(formatCurrency(c.obtained / 100), formatCurrency(c.missing / 100)),
  };
}
