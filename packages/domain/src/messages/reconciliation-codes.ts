/**
 * The labels of reconciliation's code tables (spec 4 §2.2, §3.8), word for word: one place for
 * the screens (reconciliation-screens.ts) and the server's exports and events (reconciliation-items.ts).
 * A module of its own, so a screen's chunk carries these few strings and not either catalogue.
 */
export const ITEM_STATUS_LABELS = {
  conciliada: 'Conciliada',
  divergente: 'Divergente',
  nao_encontrada: 'Não encontrada',
  aguardando: 'Aguardando dados',
  a_liquidar: 'A liquidar',
} as const;

export const DIVERGENCE_TYPE_LABELS = {
  liquidado_diferente: 'Liquidado diferente do previsto',
  pagamento_nao_encontrado: 'Pagamento não encontrado',
  credito_diferente: 'Crédito diferente do liquidado',
  credito_nao_encontrado: 'Crédito não encontrado',
  credito_sem_origem: 'Crédito sem origem',
} as const;

export const DIVERGENCE_STATUS_LABELS = { pendente: 'Pendente', resolvida: 'Resolvida', justificada: 'Justificada' } as const;

export const DIVERGENCE_REASON_LABELS = {
  tarifa_bancaria: 'Tarifa bancária',
  credito_agrupado: 'Crédito agrupado com outro dia',
  outra_conta: 'Pagamento em outra conta',
  ajuste_credenciadora: 'Ajuste da credenciadora',
  cancelamento_chargeback: 'Cancelamento ou chargeback',
  arredondamento: 'Diferença de arredondamento',
  outros: 'Outros',
} as const;

/** Spec 4 §6 [D9]: the period's cap, as the calls' schemas and the screens' own check say it. */
export const PERIOD_TOO_LONG = 'O período máximo é de 92 dias';
/** Spec 4 §2.4: a credit whose acquirer no rule names, as items store it and filters send it. */
export const UNIDENTIFIED_ACQUIRER = 'nao_identificada';
export const UNIDENTIFIED_ACQUIRER_LABEL = 'Não identificada';
