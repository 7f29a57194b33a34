/** Status of originators and domiciles; 'Erro' only in answers (a domicile that was not saved). */
export const ORIGINATOR_STATUS = { active: 'Ativo', inactive: 'Inativo', error: 'Erro' } as const;
export type OriginatorStatus = (typeof ORIGINATOR_STATUS)[keyof typeof ORIGINATOR_STATUS];

/** Account number as sent: 'number-digit' when a digit exists. */
export function domicileAccountNumber(conta: string, digito?: string | null): string {
  return digito ? `${conta}-${digito}` : conta;
}
