import { unmaskDigits, unmaskDocument } from '../MaskedTextField/unmask';

/**
 * 'multiselect' keeps its choices as one comma-separated value ('aprovado,cancelado'); 'custom'
 * renders the field's own control (`render`), which keeps one text value.
 */
export type FilterFieldType = 'text' | 'select' | 'multiselect' | 'cpfCnpj' | 'cnpj' | 'phone' | 'date' | 'custom';

export type FilterValues = Record<string, string>;

/**
 * Turns what the form displays into what the API receives: phones lose every non-digit,
 * documents (cpfCnpj, cnpj) lose the mask characters . / - and spaces and are uppercased
 * (alphanumeric CNPJ), text is trimmed, selects and dates (YYYY-MM-DD) pass unchanged.
 */
export function normalizeFilterValue(type: FilterFieldType, value: string): string {
  switch (type) {
    case 'phone':
      return unmaskDigits(value);
    case 'cpfCnpj':
    case 'cnpj':
      return unmaskDocument(value);
    case 'text':
      return value.trim();
    default:
      return value;
  }
}

export function normalizeFilterValues<V extends FilterValues>(
  fields: readonly { name: string; type: FilterFieldType }[],
  values: V,
): V {
  const result: FilterValues = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value === 'string') result[field.name] = normalizeFilterValue(field.type, value);
  }
  return result as V;
}
