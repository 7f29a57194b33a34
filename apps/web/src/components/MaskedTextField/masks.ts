// TEMPORARY local masks: the lead will replace this file's body by re-exports from
// @lastro/domain, which exposes the same names and signatures `(value: string) => string`.

const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** Groups an integer string with dots every three digits from the right. */
const groupThousands = (integer: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Applies a pattern where `9` is a slot; literal characters appear only when a later slot is filled. */
const applyPattern = (chars: string, pattern: string): string => {
  let out = '';
  let index = 0;
  for (const token of pattern) {
    if (index >= chars.length) break;
    if (token === '9') {
      out += chars[index];
      index += 1;
    } else {
      out += token;
    }
  }
  return out;
};

/** 99.999.999/9999-99; the first 12 positions accept letters A-Z (alphanumeric CNPJ), the last 2 only digits. */
export const maskCnpj = (value: string): string => {
  const source = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let chars = '';
  for (const char of source) {
    if (chars.length >= 14) break;
    if (chars.length < 12 || /\d/.test(char)) chars += char;
  }
  return applyPattern(chars, '99.999.999/9999-99');
};

/** 999.999.999-99 */
export const maskCpf = (value: string): string =>
  applyPattern(onlyDigits(value).slice(0, 11), '999.999.999-99');

/** CPF mask up to 11 digits, CNPJ mask beyond (or as soon as a letter appears). */
export const maskCpfCnpj = (value: string): string => {
  const chars = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return chars.length <= 11 && /^\d*$/.test(chars) ? maskCpf(chars) : maskCnpj(chars);
};

/** 99999-999 */
export const maskCep = (value: string): string => applyPattern(onlyDigits(value).slice(0, 8), '99999-999');

/** (99) 9999-9999 up to 10 digits, (99) 99999-9999 with 11; progressive. */
export const maskPhone = (value: string): string => {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  return applyPattern(digits, digits.length <= 10 ? '(99) 9999-9999' : '(99) 99999-9999');
};

/** Digits shift in from the right: '1' -> 'R$ 0,01', '123456' -> 'R$ 1.234,56'. All zeros -> ''. */
export const maskCurrencyInput = (value: string): string => {
  const digits = onlyDigits(value).replace(/^0+/, '');
  if (digits.length === 0) return '';
  const padded = digits.padStart(3, '0');
  return `R$ ${groupThousands(padded.slice(0, -2))},${padded.slice(-2)}`;
};

/** Digits shift in from the right with 2 decimals: '1' -> '0,01 %', '1234' -> '12,34 %'. All zeros -> ''. */
export const maskPercentInput = (value: string): string => {
  const digits = onlyDigits(value).replace(/^0+/, '');
  if (digits.length === 0) return '';
  const padded = digits.padStart(3, '0');
  return `${groupThousands(padded.slice(0, -2))},${padded.slice(-2)} %`;
};
