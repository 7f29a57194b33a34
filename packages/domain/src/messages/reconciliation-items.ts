/**
 * Texts of the reconciliation items' filters and actions (spec 4 §6), word for word where the
 * spec gives them; the two minimums' texts are this product's (the spec names only the rule).
 */
export const RECONCILIATION_ITEM_MESSAGES = {
  periodTooLong: 'O período máximo é de 92 dias',
  justification: 'A justificativa deve ter entre 10 e 500 caracteres',
  chooseReason: 'Selecione um motivo',
  bulkTooMany: 'Selecione no máximo 500 divergências',
  matchEmpty: 'Selecione ao menos um item de cada lado',
  matchTooMany: 'Selecione no máximo 200 itens de cada lado',
  matchOneAccount: 'Os itens selecionados devem ser da mesma conta',
  matchTaken: 'Um dos itens já foi conciliado. Atualize a tabela e tente novamente.',
  suggestionDecided: 'Esta sugestão já foi decidida.',
  onlyPending: 'Somente divergências pendentes podem ser justificadas',
  minDifference: 'Informe um valor maior ou igual a zero',
  minAge: 'Informe um número inteiro maior ou igual a zero',
} as const;
