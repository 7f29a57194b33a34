/** Strategy stored on a commitment: 0 performed, 1 smoke. */
export const STRATEGY = { performado: 0, fumaca: 1 } as const;
export type Strategy = (typeof STRATEGY)[keyof typeof STRATEGY];

export const STRATEGIES = [
  { value: 0, label: 'Performado' },
  { value: 1, label: 'Fumaça' },
] as const satisfies readonly { value: Strategy; label: string }[];

/** Strategy of a modality: performado -> 0, fumaca -> 1. */
export function strategyOfModality(modality: 'performado' | 'fumaca'): Strategy {
  return modality === 'fumaca' ? STRATEGY.fumaca : STRATEGY.performado;
}

/** Strategy of a filter value: default -> 0, smoke -> 1. */
export function strategyOfFilter(filter: 'default' | 'smoke'): Strategy {
  return filter === 'smoke' ? STRATEGY.fumaca : STRATEGY.performado;
}
