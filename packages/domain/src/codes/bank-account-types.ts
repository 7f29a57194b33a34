/** Bank account type codes of a domicile (`tipo_conta`, `account_type`). */
export const BANK_ACCOUNT_TYPES = [
  { value: 'CC', label: 'Conta Corrente' },
  { value: 'CD', label: 'Conta de Depósito' },
  { value: 'CG', label: 'Conta Garantia' },
  { value: 'CI', label: 'Conta Investimento' },
  { value: 'PG', label: 'Conta de Pagamento' },
  { value: 'PP', label: 'Conta Poupança' },
] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]['value'];

/** Payment accounts (PG) have no check digit. */
export const BANK_ACCOUNT_TYPE_WITHOUT_DIGIT: BankAccountType = 'PG';
