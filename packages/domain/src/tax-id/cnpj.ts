import { stripTaxIdMask } from './clean';

export const CNPJ_LENGTH = 14;

const FIRST_DV_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_DV_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Base of 12 characters: digits and, for the alphanumeric CNPJ (IN RFB 2.229/2024), A-Z. */
const CNPJ_BASE = /^[0-9A-Z]{12}$/;
const CNPJ_FULL = /^[0-9A-Z]{12}\d{2}$/;

/** Value of a CNPJ character in the mod-11 computation: its ASCII code minus 48 ('0' = 0, 'A' = 17). */
function charValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += charValue(chars[i] ?? '0') * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The two check digits of a 12-character CNPJ base (numeric or alphanumeric; lowercase letters
 * and mask characters are accepted). Throws RangeError on a malformed base.
 */
export function computeCnpjCheckDigits(base12: string): string {
  const base = stripTaxIdMask(base12);
  if (!CNPJ_BASE.test(base)) throw new RangeError('A base do CNPJ deve ter 12 caracteres (0-9, A-Z)');
  const first = checkDigit(base, FIRST_DV_WEIGHTS);
  const second = checkDigit(base + String(first), SECOND_DV_WEIGHTS);
  return `${first}${second}`;
}

/**
 * A CNPJ is valid when, after removing the mask characters (. - / and spaces) and uppercasing,
 * it has 14 characters (12 of 0-9/A-Z then 2 digits), is not one repeated character and both
 * mod-11 check digits match. Purely numeric CNPJs follow the classic rule unchanged.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const cnpj = stripTaxIdMask(value);
  if (!CNPJ_FULL.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  return computeCnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** True when the (cleaned) CNPJ holds at least one letter, i.e. it is of the alphanumeric kind. */
export function isAlphanumericCnpj(value: string | null | undefined): boolean {
  return /[A-Z]/.test(stripTaxIdMask(value));
}
