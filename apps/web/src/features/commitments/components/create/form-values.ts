import { MESSAGES, maskCurrencyInput, toCents, type CommitmentFormValues } from '@lastro/domain';
import { ApiError } from '../../../../lib/api';

/** A code table as select options (values as text, as the selects hold them). */
export const asOptions = (table: readonly { value: number | string; label: string }[]) => table.map((o) => ({ value: String(o.value), label: o.label }));

/** A form amount in reais as the currency field's masked text. */
export const moneyText = (value: number | null | undefined) => (value == null ? '' : maskCurrencyInput(String(toCents(value))));

/** The server's words for a refusal, else the generic error. */
export const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.common.genericError);

export type Installment = CommitmentFormValues['installments'][number];

/** A blank installment holding `amount`. */
export const emptyInstallment = (amount: number | null): Installment => ({
  amount,
  due_date: '',
  execution_date: '',
  execution_date_final: '',
  division_rule: '',
  amount_onerate: null,
});
