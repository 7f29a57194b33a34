import { COLLATERAL_TRANSACTION_TYPES, TRANSACTION_TYPE } from '../codes/transaction-types';
import { CONTRACT_TYPE } from '../codes/contract-types';
import { DIVISION_RULE } from '../codes/division-rules';
import type { ContractModality } from '../codes/modalities';
import { PARTNER_TYPE } from '../codes/partners';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { VALIDATION_MESSAGES } from '../messages/common';
import { toCents } from '../format/currency';
import { isIsoDate } from '../format/dates';

const M = COMMITMENT_MESSAGES;
const C = COMMITMENT_MESSAGES.create;
const { required } = VALIDATION_MESSAGES;

/** Most installments one commitment may have, whatever a creditor's parameter says. */
export const MAX_COMMITMENT_INSTALLMENTS = 120;

/** Installment fields checked by the shared rules (the form's rows and the payload's objects). */
export interface InstallmentRuleInput {
  amount: number;
  due_date: string | null;
  execution_date: string;
  execution_date_final: string;
  division_rule?: number | null;
  amount_onerate?: number | null;
}

/** What the cross-field rules look at. */
export interface CommitmentRuleInput {
  modality: ContractModality;
  is_gcap: boolean;
  type: number;
  contract_type: number;
  expiration_date: string | null;
  installments: readonly InstallmentRuleInput[];
}

/**
 * What the rules need beyond the fields: the creation date (the registry's today) and the
 * partner type (a financial institution needs no expiration). Without them the rules that
 * depend on them are left to a later check (the server runs them once it knows both).
 */
export interface CommitmentRuleContext {
  today?: string;
  partnerType?: string;
}

export interface RuleIssue {
  /** ['expiration_date'], or ['installments', 2, 'due_date']. */
  path: (string | number)[];
  message: string;
}

/**
 * Every cross-field rule of the commitment form (spec 2 §5), for the form and the server alike.
 * Dates compare as YYYY-MM-DD text; a date that is not a real day is left out of the comparisons
 * (its field already says 'Data inválida', an order message beside it would mislead).
 */
export function commitmentRuleIssues(input: CommitmentRuleInput, context: CommitmentRuleContext = {}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const add = (message: string, ...path: (string | number)[]) => issues.push({ path, message });
  const { today, partnerType } = context;
  const smoke = input.modality === 'fumaca';
  const day = (value: string | null | undefined) => (value && isIsoDate(value) ? value : null);

  const expirationFree = input.type === TRANSACTION_TYPE.cobranca || partnerType === PARTNER_TYPE.financialInstitution;
  if (!expirationFree && partnerType !== undefined && !input.expiration_date) add(required, 'expiration_date');
  const expiration = day(input.expiration_date);
  if (expiration && today && expiration < today) add(M.expirationBeforeCreation, 'expiration_date');

  if (input.is_gcap) {
    if (!smoke) add(C.gcapOnlySmoke, 'is_gcap');
    if (input.contract_type !== CONTRACT_TYPE.cessao) add(C.gcapContractType, 'contract_type');
    if (!(COLLATERAL_TRANSACTION_TYPES as readonly number[]).includes(input.type)) add(C.gcapTransactionType, 'type');
  }

  input.installments.forEach((row, i) => {
    const at = (field: string) => ['installments', i, field] as const;
    const [start, end, due] = [day(row.execution_date), day(row.execution_date_final), day(row.due_date)];
    if (start && end && start > end) add(M.executionStartAfterEnd, ...at('execution_date'));
    if (end && today && end < today) add(M.executionEndBeforeCreation, ...at('execution_date_final'));
    if (input.type === TRANSACTION_TYPE.garantia && !row.due_date) add(M.dueDateRequired, ...at('due_date'));
    if (due && start && due > start) add(M.dueDateAfterExecutionStart, ...at('due_date'));

    if (!smoke) {
      if (row.division_rule != null || row.amount_onerate != null) add(C.performedWithoutDivision, ...at('division_rule'));
      return;
    }
    if (row.division_rule == null) add(M.divisionRuleRequired, ...at('division_rule'));
    else if (input.is_gcap && row.division_rule !== DIVISION_RULE.percentage) add(C.gcapDivisionRule, ...at('division_rule'));
    if (row.amount_onerate == null || !(row.amount_onerate > 0)) add(M.fieldRequired, ...at('amount_onerate'));
    else if (row.division_rule === DIVISION_RULE.percentage && row.amount_onerate > 100) add(M.percentAbove100, ...at('amount_onerate'));
    else if (row.division_rule === DIVISION_RULE.fixedAmount && toCents(row.amount_onerate) > toCents(row.amount))
      add(M.amountAboveInstallment, ...at('amount_onerate'));
  });
  return issues;
}
