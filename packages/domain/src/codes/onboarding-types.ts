/** Onboarding type of a merchant account. */
export const ONBOARDING_TYPES = [
  { value: 1, label: 'Completo' },
  { value: 2, label: 'Simplificado' },
  { value: 3, label: 'Integrado' },
] as const;
export type OnboardingType = (typeof ONBOARDING_TYPES)[number]['value'];
