/**
 * Input masks. Every mask works on partial input (as the user types), is idempotent
 * (mask(mask(x)) === mask(x)) and keeps the accepted characters: removing the separators of
 * mask(x) gives the cleaned x truncated to the mask's length.
 */

/** Writes `chars` into `pattern`, where each '#' takes one character; stops when chars run out. */
function applyPattern(chars: string, pattern: string): string {
  let result = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= chars.length) break;
    if (slot === '#') {
      result += chars[index];
      index++;
    } else {
      result += slot;
    }
  }
  return result;
}

function digitsOf(value: string | null | undefined, max: number): string {
  return (value ?? '').replace(/\D/g, '').slice(0, max);
}

/**
 * Characters a CNPJ field accepts, in order: letters/digits (letters uppercased) in the first
 * 12 positions, digits only in the last 2; anything else is skipped. At most 14.
 */
export function cnpjInputChars(value: string | null | undefined): string {
  // By character codes: the exports mask a document per row, and a test per character cost
  // ten times more. Halves of a surrogate pair are neither letters nor digits, as before.
  const upper = (value ?? '').toUpperCase();
  let accepted = '';
  for (let i = 0; i < upper.length && accepted.length < 14; i++) {
    const code = upper.charCodeAt(i);
    if ((code >= 48 && code <= 57) || (accepted.length < 12 && code >= 65 && code <= 90)) accepted += upper[i];
  }
  return accepted;
}

const CNPJ_PATTERN = '##.###.###/####-##';
const CPF_PATTERN = '###.###.###-##';
const ELEVEN_DIGITS = /^\d{11}$/;
const TEN_DIGITS = /^\d{10}$/;
const EIGHT_DIGITS = /^\d{8}$/;
const STORED_CNPJ = /^[0-9A-Z]{12}\d{2}$/;

/** 99.999.999/9999-99 (letters allowed in the first 12 positions: alphanumeric CNPJ). */
export function maskCnpj(value: string | null | undefined): string {
  return applyPattern(cnpjInputChars(value), CNPJ_PATTERN);
}

/** 999.999.999-99 */
export function maskCpf(value: string | null | undefined): string {
  return applyPattern(digitsOf(value, 11), CPF_PATTERN);
}

/**
 * CNPJ/CPF field: CPF formatting up to 11 digits, CNPJ formatting beyond that (or as soon as a
 * letter is typed, since only an alphanumeric CNPJ holds letters).
 */
export function maskCpfCnpj(value: string | null | undefined): string {
  // A document as stored is its own accepted characters: masked without the general walk,
  // which costs ten times more (the exports mask one per row).
  if (value?.length === 11 && ELEVEN_DIGITS.test(value)) return `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
  if (value?.length === 14 && STORED_CNPJ.test(value))
    return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
  const chars = cnpjInputChars(value);
  // `chars` is already what maskCpf and maskCnpj would keep of it.
  if (chars.length <= 11 && /^\d*$/.test(chars)) return applyPattern(chars, CPF_PATTERN);
  return applyPattern(chars, CNPJ_PATTERN);
}

/** 99999-999 */
export function maskCep(value: string | null | undefined): string {
  if (value?.length === 8 && EIGHT_DIGITS.test(value)) return `${value.slice(0, 5)}-${value.slice(5)}`;
  return applyPattern(digitsOf(value, 8), '#####-###');
}

/**
 * Brazilian phone with area code: 11 digits -> (99) 99999-9999; up to 10 digits ->
 * (99) 9999-9999, formatted progressively while typing.
 */
export function maskPhone(value: string | null | undefined): string {
  if (value?.length === 11 && ELEVEN_DIGITS.test(value)) return `(${value.slice(0, 2)}) ${value.slice(2, 7)}-${value.slice(7)}`;
  if (value?.length === 10 && TEN_DIGITS.test(value)) return `(${value.slice(0, 2)}) ${value.slice(2, 6)}-${value.slice(6)}`;
  const digits = digitsOf(value, 11);
  if (digits.length === 0) return '';
  return applyPattern(digits, digits.length === 11 ? '(##) #####-####' : '(##) ####-####');
}

/** 99/99/9999 */
export function maskDate(value: string | null | undefined): string {
  return applyPattern(digitsOf(value, 8), '##/##/####');
}

/** Removes mask separators (. - / ( ) and whitespace) and keeps every other character. */
export function unmask(value: string | null | undefined): string {
  return (value ?? '').replace(/[.\-/()\s]/g, '');
}

/** Display of a stored CPF/CNPJ: masked by its length, '-' when empty. */
export function formatDocument(value: string | null | undefined): string {
  if (!value) return '-';
  return maskCpfCnpj(value);
}

/** Display of a stored phone: masked, '-' when empty. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '-';
  return maskPhone(value);
}
