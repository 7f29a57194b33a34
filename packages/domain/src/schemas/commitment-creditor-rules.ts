import { TRANSACTION_TYPES } from '../codes/transaction-types';
import { CONTRACT_TYPES } from '../codes/contract-types';
import { ANY_CONTRACT_TYPE, ANY_TRANSACTION_TYPE, GCAP_ENABLED } from '../codes/creditor-parameters';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { formatCurrency, toCents } from '../format/currency';
import { isIsoDate } from '../format/dates';
import type { CommitmentInstallmentPayload } from './commitment-create';
import { MAX_COMMITMENT_INSTALLMENTS } from './commitment-rules';

const C = COMMITMENT_MESSAGES.create;

/** The parameters of a creditor the form and the server read, decoded. */
export interface CommitmentCreditorRules {
  /** False when the partner has neither tipo_transacao nor tipo_contrato ('Parceiro não tem parametros cadastrados'). */
  configured: boolean;
  transactionTypes: number[];
  contractTypes: number[];
  /** Installment quantity options, 1..quantidade_parcelas_compromisso (1 when unset). */
  maxInstallments: number;
  gcap: boolean;
  /** compromisso_valor_min / _max in reais (null when unset); the max is lifted by permite_compromisso_acima_limite. */
  minAmount: number | null;
  maxAmount: number | null;
  /** dias_min / dias_max: the commitment's term, issue date to the last execution end, in days. */
  minDays: number | null;
  maxDays: number | null;
}

const positiveParameter = (value: string | undefined) => {
  const n = Number((value ?? '').replace(',', '.'));
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};
const YES = new Set(['1', 'sim', 'true', 's']);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The partner's amount and term limits broken by a commitment (its installments), as messages. */
export function commitmentLimitErrors(
  installments: readonly Pick<CommitmentInstallmentPayload, 'amount' | 'issue_date' | 'execution_date_final'>[],
  rules: Pick<CommitmentCreditorRules, 'minAmount' | 'maxAmount' | 'minDays' | 'maxDays'>,
): string[] {
  const errors: string[] = [];
  const total = installments.reduce((cents, i) => cents + toCents(i.amount), 0);
  if (rules.minAmount !== null && total < toCents(rules.minAmount)) errors.push(C.amountBelowPartnerMin(formatCurrency(rules.minAmount)));
  if (rules.maxAmount !== null && total > toCents(rules.maxAmount)) errors.push(C.amountAbovePartnerMax(formatCurrency(rules.maxAmount)));
  const issue = installments[0]?.issue_date;
  const end = installments.map((i) => i.execution_date_final).reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);
  if (issue && end && isIsoDate(issue) && isIsoDate(end)) {
    const days = daysBetween(issue, end);
    if (rules.minDays !== null && days < rules.minDays) errors.push(C.termBelowPartnerMin(rules.minDays));
    if (rules.maxDays !== null && days > rules.maxDays) errors.push(C.termAbovePartnerMax(rules.maxDays));
  }
  return errors;
}

/**
 * Reads tipo_transacao ('ambos' or one code), tipo_contrato ('todos' or one code),
 * quantidade_parcelas_compromisso and gcap from a creditor's parameter values.
 */
export function commitmentCreditorRules(parameters: Readonly<Record<string, string | undefined>>): CommitmentCreditorRules {
  const pick = (value: string | undefined, any: string, table: readonly { value: number }[]) => {
    if (value === undefined || value === '' || value === any) return table.map((o) => o.value);
    const code = Number(value);
    return table.some((o) => o.value === code) ? [code] : [];
  };
  const quantity = Math.floor(Number(parameters.quantidade_parcelas_compromisso));
  return {
    configured: Boolean(parameters.tipo_transacao || parameters.tipo_contrato),
    transactionTypes: pick(parameters.tipo_transacao, ANY_TRANSACTION_TYPE, TRANSACTION_TYPES),
    contractTypes: pick(parameters.tipo_contrato, ANY_CONTRACT_TYPE, CONTRACT_TYPES),
    maxInstallments: Number.isFinite(quantity) && quantity >= 1 ? Math.min(quantity, MAX_COMMITMENT_INSTALLMENTS) : 1,
    gcap: parameters.gcap === GCAP_ENABLED,
    minAmount: positiveParameter(parameters.compromisso_valor_min),
    maxAmount: YES.has((parameters.permite_compromisso_acima_limite ?? '').trim().toLowerCase()) ? null : positiveParameter(parameters.compromisso_valor_max),
    minDays: positiveParameter(parameters.dias_min),
    maxDays: positiveParameter(parameters.dias_max),
  };
}
