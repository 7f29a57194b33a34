import { DIVERGENCE_REASON_LABELS, DIVERGENCE_STATUS_LABELS, DIVERGENCE_TYPE_LABELS, PERIOD_TOO_LONG, UNIDENTIFIED_ACQUIRER_LABEL } from './reconciliation-codes';

/**
 * Texts of the reconciliation items' filters and actions (spec 4 §6), word for word where the
 * spec gives them; the two minimums' texts are this product's (the spec names only the rule).
 */
export const RECONCILIATION_ITEM_MESSAGES = {
  periodTooLong: PERIOD_TOO_LONG,
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
  divergenceTypes: DIVERGENCE_TYPE_LABELS,
  /** Spec 4 §3.8 'Motivo'. */
  reasons: DIVERGENCE_REASON_LABELS,
  divergenceStatuses: DIVERGENCE_STATUS_LABELS,
  /** Spec 4 §3.8 events written by people. */
  justified: (reason: string, text: string) => `Justificada — ${reason}: "${text}"`,
  resolvedByMatch: (name: string) => `Resolvida por conciliação de ${name}`,
  undoneBy: (name: string) => `Conciliação desfeita por ${name}`,
  /** Spec 4 §2.5 [D14]: what a creditor user sees of other creditors on a UR. */
  otherEffects: 'Outros efeitos',
  otherPayments: 'Demais pagamentos da UR',
  unidentifiedAcquirer: UNIDENTIFIED_ACQUIRER_LABEL,
  /** Spec 4 §2.2 item 6, §10: exports. */
  exportTooLarge: 'A exportação está limitada a 250.000 linhas. Refine os filtros.',
  filterTotal: 'Total do filtro',
  scheduleSheet: 'Conciliação de Agenda',
  bankSheet: 'Conciliação Bancária',
  divergencesSheet: 'Divergências',
  /** The grids' headers (spec 4 §2.3, §2.4, §2.6), as the exports write them. */
  columns: {
    settlementDate: 'Data de liquidação',
    supplier: 'Fornecedor',
    merchant: 'Estabelecimento',
    acquirer: 'Credenciadora',
    arrangement: 'Arranjo',
    contract: 'Contrato',
    settlementAccount: 'Conta de liquidação',
    expected: 'Previsto',
    settled: 'Liquidado',
    effectiveDate: 'Data efetiva',
    difference: 'Diferença',
    status: 'Situação',
    reason: 'Motivo',
    date: 'Data',
    company: 'Empresa',
    account: 'Conta',
    credited: 'Creditado',
    creditedDate: 'Data do crédito',
    diffSettled: 'Liquidado − previsto',
    diffCredited: 'Creditado − liquidado',
    match: 'Conciliação',
    age: 'Idade',
    referenceDate: 'Data de referência',
    type: 'Tipo',
    expectedAmount: 'Esperado',
    found: 'Encontrado',
    updatedBy: 'Atualizado por',
    updatedAt: 'Atualizado em',
  },
  matchKinds: { automatica: 'Automática', manual: 'Manual', sugerida: 'Sugerida' },
  differs: { valor: 'Valor', data: 'Data', domicilio: 'Domicílio' },
  waitingReasons: { liquidacao: 'Aguardando informação de liquidação', extrato: 'Aguardando extrato', tolerancia: 'Dentro da tolerância de dias' },
  seeAgenda: 'Liquidado diferente do previsto (ver Agenda)',
  system: 'Sistema',
  ageDays: (n: number) => `${n} d`,
} as const;
