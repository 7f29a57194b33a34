import { stripTaxIdMask } from './clean';

export const CPF_LENGTH = 11;

/** Mod-11 check digit over `digits` with weights starting at `firstWeight` and going down to 2. */
function cpfCheckDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (firstWeight - i);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of a 9-digit CPF base. Throws RangeError on a malformed base. */
export function computeCpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError('A base do CPF deve ter 9 dígitos');
  const first = cpfCheckDigit(base9, 10);
  const second = cpfCheckDigit(base9 + String(first), 11);
  return `${first}${second}`;
}

/**
 * A CPF is valid when, after removing the mask characters (. - / and spaces), it has exactly
 * 11 digits, is not one repeated digit and both mod-11 check digits match.
 */
export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = stripTaxIdMask(value);
  if (!/^\d{11}$/.test(cpf)) return false;
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  return computeCpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}
