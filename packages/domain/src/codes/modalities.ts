/** Contract modality chosen on the commitment form. */
export const CONTRACT_MODALITIES = [
  { value: 'performado', label: 'Contrato Performado' },
  { value: 'fumaca', label: 'Contrato Fumaça' },
] as const;
export type ContractModality = (typeof CONTRACT_MODALITIES)[number]['value'];

/** Strategy filter of the commitment list and the settlement report (default = performed, smoke). */
export const STRATEGY_FILTER_OPTIONS = [
  { value: 'default', label: 'Contrato Performado' },
  { value: 'smoke', label: 'Contrato Fumaça' },
] as const;
export type StrategyFilter = (typeof STRATEGY_FILTER_OPTIONS)[number]['value'];
