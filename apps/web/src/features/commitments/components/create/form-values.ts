import { maskCurrencyInput, toCents } from '@lastro/domain';

/** A code table as select options (values as text, as the selects hold them). */
export const asOptions = (table: readonly { value: number | string; label: string }[]) => table.map((o) => ({ value: String(o.value), label: o.label }));

/** A form amount in reais as the currency field's masked text. */
export const moneyText = (value: number | null | undefined) => (value == null ? '' : maskCurrencyInput(String(toCents(value))));
