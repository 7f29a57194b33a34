// The masks are rules shared with the server: they live in @lastro/domain.
import { maskCurrencyInput as domainCurrency, maskPercentInput as domainPercent } from '@lastro/domain';

export { maskCnpj, maskCpf, maskCpfCnpj, maskCep, maskPhone } from '@lastro/domain';

/**
 * Backspace over a zero value ('R$ 0,00' -> 'R$ 0,0') clears the field instead of
 * re-masking to zero forever; typing a zero into an empty field still gives 'R$ 0,00'.
 */
const clearedByBackspace = (typed: string, masked: string): string =>
  !/[1-9]/.test(masked) && typed.replace(/\D/g, '').length < 3 && /[,.]/.test(typed) ? '' : masked;

export const maskCurrencyInput = (value: string): string => clearedByBackspace(value, domainCurrency(value));
export const maskPercentInput = (value: string): string => clearedByBackspace(value, domainPercent(value));
