/** Division rule of a smoke-commitment installment: fixed amount (R$) or percentage (%). */
export const DIVISION_RULE = { fixedAmount: 1, percentage: 2 } as const;
export type DivisionRule = (typeof DIVISION_RULE)[keyof typeof DIVISION_RULE];

export const DIVISION_RULES = [
  { value: 1, label: 'R$' },
  { value: 2, label: '%' },
] as const satisfies readonly { value: DivisionRule; label: string }[];
