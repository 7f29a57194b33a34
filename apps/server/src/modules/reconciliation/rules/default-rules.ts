/**
 * Spec 4 §5.7: the rules a creditor's first company seeds, 'Descrição contém' → acquirer, in this
 * order. Keyed by the acquirer's CNPJ (the register's names are the users' to edit); a rule
 * whose acquirer is not in 'Credenciadoras' is not seeded.
 */
export const DEFAULT_RULE_KEYWORDS: readonly { keyword: string; acquirerDocument: string }[] = [
  { keyword: 'CIELO', acquirerDocument: '01027058000191' },
  { keyword: 'REDE', acquirerDocument: '01425787000104' },
  { keyword: 'REDECARD', acquirerDocument: '01425787000104' },
  { keyword: 'STONE', acquirerDocument: '16501555000157' },
  { keyword: 'GETNET', acquirerDocument: '10440482000154' },
  { keyword: 'PAGSEGURO', acquirerDocument: '08561701000101' },
  { keyword: 'PAGBANK', acquirerDocument: '08561701000101' },
  { keyword: 'ADYEN', acquirerDocument: '14796606000190' },
  { keyword: 'STRIPE', acquirerDocument: '22121209000146' },
  { keyword: 'CLOUDWALK', acquirerDocument: '18189547000142' },
  { keyword: 'INFINITEPAY', acquirerDocument: '18189547000142' },
  { keyword: 'ELAVON', acquirerDocument: '12592831000189' },
];
