/** Keeps only the digits (phones, CEP, CPF). */
export const unmaskDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * Removes the document mask characters (. / - and whitespace) and uppercases, keeping letters
 * A-Z because CNPJs may be alphanumeric.
 */
export const unmaskDocument = (value: string): string => value.replace(/[./\-\s]/g, '').toUpperCase();

/**
 * Reads a value produced by maskCurrencyInput / maskPercentInput ('R$ 1.234,56', '12,34 %')
 * as a number (1234.56, 12.34). Empty input gives null.
 */
export const parseMaskedDecimal = (value: string): number | null => {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return Number(digits) / 100;
};
