import { onlyAlphanumeric } from '../format/digits';
import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { stripTaxIdMask } from './clean';

export type DocumentKind = 'cpf' | 'cnpj';

/**
 * Removes every mask character of a CPF/CNPJ but keeps letters (uppercased), so an
 * alphanumeric CNPJ can be searched: ' 12.abc.345/01de-35 ' -> '12ABC34501DE35'.
 */
export function cleanTaxId(value: string | null | undefined): string {
  return onlyAlphanumeric(value);
}

/**
 * Document rule of the spec: after stripping the mask, fewer than 11 characters is invalid;
 * 11 must be a valid CPF; 14 a valid CNPJ (numeric or alphanumeric); anything else invalid.
 * Returns the kind of a valid document, or null ('Documento Inválido').
 */
export function validateDocument(value: string | null | undefined): DocumentKind | null {
  const document = stripTaxIdMask(value);
  if (document.length === 11) return isValidCpf(document) ? 'cpf' : null;
  if (document.length === 14) return isValidCnpj(document) ? 'cnpj' : null;
  return null;
}

export function isValidDocument(value: string | null | undefined): boolean {
  return validateDocument(value) !== null;
}

/** 'PJ' for a 14-character document, 'PF' otherwise (registered contracts holder type). */
export function personTypeOfDocument(value: string | null | undefined): 'PF' | 'PJ' {
  return cleanTaxId(value).length === 14 ? 'PJ' : 'PF';
}
