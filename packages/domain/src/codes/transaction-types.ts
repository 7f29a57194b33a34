/** Type of transaction of a commitment (deal `type`). */
export const TRANSACTION_TYPE = { garantia: 1, pagamento: 2, antecipacao: 3, cobranca: 4 } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export const TRANSACTION_TYPES = [
  { value: 1, label: 'Garantia' },
  { value: 2, label: 'Pagamento' },
  { value: 3, label: 'Antecipação' },
  { value: 4, label: 'Cobrança' },
] as const satisfies readonly { value: TransactionType; label: string }[];

/** Transaction types allowed while collateral management (gcap) is on. */
export const COLLATERAL_TRANSACTION_TYPES = [TRANSACTION_TYPE.garantia, TRANSACTION_TYPE.cobranca] as const;
