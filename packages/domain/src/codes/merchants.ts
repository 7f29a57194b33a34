/** Function of a merchant import. */
export const MERCHANT_IMPORT_FUNCTIONS = [
  { value: 0, label: 'Manutenção' },
  { value: 1, label: 'Cadastro' },
] as const;
export type MerchantImportFunction = (typeof MERCHANT_IMPORT_FUNCTIONS)[number]['value'];

/** Person type of a merchant account: 1 Física (PF), 2 Jurídica (PJ). */
export const PERSON_TYPES = [
  { value: 1, label: 'Física', short: 'PF' },
  { value: 2, label: 'Jurídica', short: 'PJ' },
] as const;
export type PersonType = (typeof PERSON_TYPES)[number]['value'];
export const PERSON_TYPE = { fisica: 1, juridica: 2 } as const;

/** 'sim' -> true, 'não'/'nao' -> false, anything else -> null (recurrence column of imports). */
export function parseYesNo(value: string | null | undefined): boolean | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'sim') return true;
  if (text === 'não' || text === 'nao') return false;
  return null;
}
