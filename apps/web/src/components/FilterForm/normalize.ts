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

/**
 * A single select reached through a link that carries several of its values at once (the home's
 * 'Compromissos aguardando ação' opens the list on 'a_aprovar,em_contestacao'): the combination
 * becomes one more option, labelled with its parts, so the field shows what the list is filtered
 * by instead of an empty box; choosing any other option replaces it.
 */
export function withCombinedOption<O extends { value: string; label: string }>(options: readonly O[], value: string): readonly (O | { value: string; label: string })[] {
  if (!value.includes(',') || options.some((o) => o.value === value)) return options;
  const labels = value.split(',').map((part) => options.find((o) => o.value === part)?.label);
  if (labels.some((label) => label === undefined)) return options;
  return [...options, { value, label: labels.join(', ') }];
}
