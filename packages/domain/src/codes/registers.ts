/** Registries (registradoras) an acquirer reports to. */
export const REGISTRIES = [
  { value: 'b3', label: 'B3' },
  { value: 'cerc', label: 'CERC' },
  { value: 'cip', label: 'CIP' },
  { value: 'tag', label: 'TAG' },
] as const;
export type Registry = (typeof REGISTRIES)[number]['value'];

/** Payment arrangement types (default credit). */
export const ARRANGEMENT_TYPES = [
  { value: 'credit', label: 'Crédito' },
  { value: 'debit', label: 'Débito' },
] as const;
export type ArrangementType = (typeof ARRANGEMENT_TYPES)[number]['value'];
export const DEFAULT_ARRANGEMENT_TYPE: ArrangementType = 'credit';
