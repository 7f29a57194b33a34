// The masks are rules shared with the server: they live in @lastro/domain.
import { maskCurrencyInput as domainCurrency, maskPercentInput as domainPercent } from '@lastro/domain';

export { maskCnpj, maskCpf, maskCpfCnpj, maskCep, maskPhone } from '@lastro/domain';

/** A field whose digits are all zero reads as empty, so backspace can clear it. */
const emptyWhenZero = (masked: string): string => (/[1-9]/.test(masked) ? masked : '');

export const maskCurrencyInput = (value: string): string => emptyWhenZero(domainCurrency(value));
export const maskPercentInput = (value: string): string => emptyWhenZero(domainPercent(value));
