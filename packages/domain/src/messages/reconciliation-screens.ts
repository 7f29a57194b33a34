/**
 * Texts of 'Conciliação de Agenda', 'Conciliação Bancária' and 'Divergências' (spec 4 §2.2-§2.6,
 * §3.8, §10), word for word. The validation texts of their calls live in reconciliation-items.ts.
 */

const LIST = {
  supplier: 'Fornecedor',
  company: 'Empresa',
  account: 'Conta',
  acquirer: 'Credenciadora',
  status: 'Situação',
  from: 'De',
  to: 'Até',
  onlyDifferences: 'Somente com diferença',
  reason: 'Motivo',
  difference: 'Diferença',
  conciliated: 'Conciliado',
  system: 'Sistema',
  unidentified: 'Não identificada',
  all: 'Todas',
  /** Spec 4 §6 [D9], as the calls' schema says it (reconciliation-items.ts). */
  periodTooLong: 'O período máximo é de 92 dias',
  cancel: 'Cancelar',
} as const;

/** Spec 4 §2.2: the five item statuses' chips. */
const ITEM_STATUS = {
  conciliada: 'Conciliada',
  divergente: 'Divergente',
  nao_encontrada: 'Não encontrada',
  aguardando: 'Aguardando dados',
  a_liquidar: 'A liquidar',
} as const;

/** Spec 4 §3.8: the divergence types, statuses and reasons. */
const DIVERGENCE_TYPE = {
  liquidado_diferente: 'Liquidado diferente do previsto',
  pagamento_nao_encontrado: 'Pagamento não encontrado',
  credito_diferente: 'Crédito diferente do liquidado',
  credito_nao_encontrado: 'Crédito não encontrado',
  credito_sem_origem: 'Crédito sem origem',
} as const;
const DIVERGENCE_STATUS = { pendente: 'Pendente', resolvida: 'Resolvida', justificada: 'Justificada' } as const;
const DIVERGENCE_REASON = {
  tarifa_bancaria: 'Tarifa bancária',
  credito_agrupado: 'Crédito agrupado com outro dia',
  outra_conta: 'Pagamento em outra conta',
  ajuste_credenciadora: 'Ajuste da credenciadora',
  cancelamento_chargeback: 'Cancelamento ou chargeback',
  arredondamento: 'Diferença de arredondamento',
  outros: 'Outros',
} as const;

export const RECONCILIATION_SCREEN_MESSAGES = {
  list: LIST,
  itemStatus: ITEM_STATUS,
  divergenceType: DIVERGENCE_TYPE,
  divergenceStatus: DIVERGENCE_STATUS,
  divergenceReason: DIVERGENCE_REASON,
  matchType: { automatica: 'Automática', manual: 'Manual', sugerida: 'Sugerida' } as const,
  waitingReason: {
    liquidacao: 'Aguardando informação de liquidação',
    extrato: 'Aguardando extrato',
    tolerancia: 'Dentro da tolerância de dias',
  } as const,
  differs: { valor: 'Valor', data: 'Data', domicilio: 'Domicílio' } as const,

  divergences: {
    title: 'Divergências',
    subtitle: 'O que não confere entre previsto, liquidado e creditado, do registro à solução',
    justifySelected: 'Justificar selecionadas',
    // Filters
    typeFilter: 'Tipo',
    referenceFrom: 'Data de referência — De',
    referenceTo: 'Data de referência — Até',
    minDifference: 'Diferença mínima (R$)',
    minAge: 'Idade mínima (dias)',
    // KPI cards
    kpiPending: 'Pendentes',
    kpiOldest: 'Mais antiga',
    kpiResolved: 'Resolvidas em 30 dias',
    kpiJustified: 'Justificadas em 30 dias',
    days: (n: number) => `${n} dias`,
    // Charts
    agingChart: 'Idade das pendências',
    byTypeChart: 'Por tipo',
    ageBand: (min: number, max: number | null) => (max === null ? 'Mais de 30 dias' : `${min}-${max} dias`),
    count: 'Quantidade',
    absDifference: 'Σ |diferença|',
    band: 'Faixa',
    // Grid
    select: 'Selecionar',
    selectRow: (id: string) => `Selecionar divergência ${id}`,
    selectPage: 'Selecionar a página',
    ageColumn: 'Idade',
    ageDays: (n: number) => `${n} d`,
    referenceColumn: 'Data de referência',
    typeColumn: 'Tipo',
    expectedColumn: 'Esperado',
    foundColumn: 'Encontrado',
    updatedByColumn: 'Atualizado por',
    updatedAtColumn: 'Atualizado em',
    actionsColumn: 'Ações',
    viewDetail: 'Ver detalhe',
    justify: 'Justificar',
    // Drawer
    drawerTitle: 'Detalhe da divergência',
    history: 'Histórico',
    by: (name: string | null) => `por ${name ?? LIST.system}`,
    // Justify dialog
    justifyOneTitle: 'Justificar divergência',
    justifyManyTitle: (n: number) => `Justificar ${n} divergências`,
    reasonField: 'Motivo',
    justificationField: 'Justificativa',
    justifiedOne: 'Divergência justificada com sucesso!',
    justifiedMany: (n: number) => `${n} divergências justificadas com sucesso!`,
    justifiedSkipped: (n: number, m: number) => `${n} divergências justificadas com sucesso! ${m} já não estavam pendentes.`,
  },
  schedule: {
    title: 'Conciliação de Agenda',
    subtitle: 'Agenda da registradora × informação de liquidação, por UR com efeitos do fornecedor',
    // Filters
    arrangement: 'Arranjo',
    contract: 'Contrato',
    settlementFrom: 'Data de liquidação — De',
    settlementTo: 'Data de liquidação — Até',
    yes: 'Sim',
    // KPI cards
    kpiExpected: 'Previsto',
    kpiSettled: 'Liquidado',
    kpiPendingDivergences: 'Divergências pendentes',
    seeDivergences: 'Ver divergências',
    // Charts
    byDateChart: 'Situação por data de liquidação',
    distributionChart: 'Distribuição',
    date: 'Data',
    count: 'Quantidade',
    // Grid
    settlementDate: 'Data de liquidação',
    merchant: 'Estabelecimento',
    contractLabel: (code: string, n: number | null, total: number | null) => (n === null || total === null ? code : `${code} · ${n}/${total}`),
    unknownContract: (identifier: string) => `${identifier} (não cadastrado)`,
    settlementAccount: 'Conta de liquidação',
    expected: 'Previsto',
    settled: 'Liquidado',
    effectiveDate: 'Data efetiva',
    credited: 'Creditado',
    creditedDate: 'Data do crédito',
    openDetail: (date: string) => `Abrir detalhe da UR de ${date}`,
    // Drawer (spec 4 §2.5)
    drawerTitle: 'Detalhe da UR',
    stepUr: 'UR na registradora',
    stepEffects: 'Efeitos de contrato',
    stepSettlement: 'Liquidação',
    stepCredit: 'Crédito no banco',
    stepAgrees: 'Confere',
    stepDiffers: 'Diverge',
    stepMissing: 'Não encontrado',
    stepWaiting: 'Aguardando',
    commitmentDetails: 'Detalhes do compromisso',
  },
} as const;
