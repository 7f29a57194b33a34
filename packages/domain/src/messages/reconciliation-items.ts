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
  /** Spec 4 §3.8: the five types' labels. */
  divergenceTypes: {
    liquidado_diferente: 'Liquidado diferente do previsto',
    pagamento_nao_encontrado: 'Pagamento não encontrado',
    credito_diferente: 'Crédito diferente do liquidado',
    credito_nao_encontrado: 'Crédito não encontrado',
    credito_sem_origem: 'Crédito sem origem',
  },
  /** Spec 4 §3.8 'Motivo'. */
  reasons: {
    tarifa_bancaria: 'Tarifa bancária',
    credito_agrupado: 'Crédito agrupado com outro dia',
    outra_conta: 'Pagamento em outra conta',
    ajuste_credenciadora: 'Ajuste da credenciadora',
    cancelamento_chargeback: 'Cancelamento ou chargeback',
    arredondamento: 'Diferença de arredondamento',
    outros: 'Outros',
  },
  divergenceStatuses: { pendente: 'Pendente', resolvida: 'Resolvida', justificada: 'Justificada' },
  /** Spec 4 §3.8 events written by people. */
  justified: (reason: string, text: string) => `Justificada — ${reason}: "${text}"`,
  resolvedByMatch: (name: string) => `Resolvida por conciliação de ${name}`,
  undoneBy: (name: string) => `Conciliação desfeita por ${name}`,
  /** Spec 4 §2.5 [D14]: what a creditor user sees of other creditors on a UR. */
  otherEffects: 'Outros efeitos',
  otherPayments: 'Demais pagamentos da UR',
  unidentifiedAcquirer: 'Não identificada',
} as const;
