/**
 * Texts of 'Monitoramento dos Contratos', 'Relatório de Monitoramento' (spec 4 §2.9, §2.10,
 * §4.7) and of the home's figures, word for word where the spec gives them.
 */
import { PERIOD_TOO_LONG } from './reconciliation-codes';

export const CONTRACT_SITUATION_LABELS = {
  suficiente: 'Suficiente',
  insuficiente: 'Insuficiente',
  em_excesso: 'Em excesso',
  quitado: 'Quitado',
} as const;

/** 'Cobertura do saldo devedor': the bands' labels, lowest first. */
export const COVERAGE_BAND_LABELS = {
  '0-50': '0-50%',
  '50-80': '50-80%',
  '80-100': '80-100%',
  '100-110': '100-110%',
  '110+': 'Acima de 110%',
} as const;

export const RECONCILIATION_MONITORING_MESSAGES = {
  title: 'Monitoramento dos Contratos',
  subtitle: 'Efeitos aplicados × saldo devedor de cada compromisso, com vencimentos e insuficiências',
  situation: CONTRACT_SITUATION_LABELS,
  coverageBand: COVERAGE_BAND_LABELS,
  filters: {
    supplier: 'Fornecedor',
    document: 'CNPJ/CPF do estabelecimento',
    code: 'Código ou referência externa',
    situation: 'Situação',
    dealStatus: 'Status do compromisso',
    type: 'Tipo de transação',
    strategy: 'Modalidade',
    coverageBelow: 'Cobertura abaixo de (%)',
    coverageBand: 'Faixa de cobertura',
    expirationTo: 'Vencimento até',
    nearExpiry: 'Somente próximos do vencimento',
  },
  kpis: {
    monitored: 'Contratos monitorados',
    debt: 'Saldo devedor',
    appliedToSettle: 'Efeito aplicado a liquidar',
    weightedCoverage: 'Cobertura ponderada',
    insufficient: 'Insuficientes',
    due30: 'Vencem em 30 dias',
  },
  charts: {
    coverage: 'Cobertura do saldo devedor',
    expiries: 'Vencimentos nos próximos 90 dias',
    week: (ddmm: string) => `Semana de ${ddmm}`,
    seeData: 'Ver dados',
    contracts: 'Contratos',
  },
  columns: {
    code: 'Código',
    externalReference: 'Referência externa',
    merchant: 'Estabelecimento',
    supplier: 'Fornecedor',
    type: 'Tipo de transação',
    strategy: 'Modalidade',
    dealStatus: 'Status do compromisso',
    contractAmount: 'Valor do contrato',
    requestedEffect: 'Efeito solicitado',
    appliedToSettle: 'Efeito aplicado a liquidar',
    toConstitute: 'A constituir',
    settled: 'Liquidado',
    receivedConciliated: 'Recebido conciliado',
    debt: 'Saldo devedor',
    coverage: 'Cobertura',
    minPercentage: 'Percentual mínimo',
    situation: 'Situação',
    dueDate: 'Vencimento',
    daysToDue: 'Dias para vencer',
    actions: 'Ações',
  },
  actions: {
    detail: 'Ver detalhe',
    commitment: 'Detalhes do compromisso',
  },
  drawer: {
    title: 'Detalhe do contrato',
    units: 'URs do contrato',
    settlementDate: 'Data de liquidação',
    acquirer: 'Credenciadora',
    arrangement: 'Arranjo',
    priority: 'Prioridade',
    onerated: 'Valor onerado',
    effectApplied: 'Efeito aplicado',
    settled: 'Liquidado',
    effectiveDate: 'Data efetiva',
    agenda: 'Agenda',
    bank: 'Banco',
    noUnits: 'Nenhuma UR alcançada por este contrato.',
    close: 'Fechar',
  },
  /** Type 2 notifications (spec 4 §4.7). */
  alerts: {
    insufficientTitle: 'Compromisso insuficiente',
    insufficientText: (code: string, percent: string, debt: string) => `O compromisso ${code} cobre ${percent}% do saldo devedor (${debt}).`,
    nearDueTitle: 'Compromisso próximo do vencimento',
    nearDueText: (code: string, days: number, debt: string) => `O compromisso ${code} vence em ${days} dias com saldo devedor de ${debt}.`,
  },
  validation: {
    coverageBelow: 'Informe uma cobertura entre 0 e 1000%.',
  },
} as const;

export const MONITORING_REPORT_MESSAGES = {
  title: 'Relatório de Monitoramento',
  subtitle: 'Saúde da conciliação e dos contratos em todos os fornecedores',
  filters: { period: 'Período', from: 'De', to: 'Até', creditors: 'Fornecedores' },
  kpis: {
    conciliated: '% conciliado',
    pending: 'Divergências pendentes',
    oldest: 'Pendência mais antiga',
    oldestDays: (n: number) => `${n} dias`,
    failedFiles: 'Arquivos com falha',
    insufficient: 'Contratos insuficientes',
  },
  trend: 'Evolução do % conciliado',
  byCreditor: {
    title: 'Por fornecedor',
    creditor: 'Fornecedor',
    conciliated: '% conciliado',
    pending: 'Pendentes',
    pendingAmount: 'Pendentes (R$)',
    oldest: 'Mais antiga (dias)',
    failedFiles: 'Arquivos com falha',
    insufficient: 'Contratos insuficientes',
  },
  failedFiles: {
    title: 'Arquivos com falha',
    receivedAt: 'Recebido em',
    creditor: 'Fornecedor',
    file: 'Arquivo',
    status: 'Situação',
    message: 'Mensagem',
  },
  sandbox: {
    title: 'Registradora simulada',
    today: (date: string) => `Data da registradora: ${date}`,
    text: 'Ambiente de demonstração: os extratos das contas simuladas são gerados pela registradora simulada.',
    run: 'Executar processamento diário',
    confirmTitle: (date: string) => `Deseja avançar a registradora simulada para ${date}?`,
    confirmText: 'As liquidações e os extratos simulados desse dia serão gerados.',
    done: (date: string) => `Processamento diário concluído para ${date}.`,
  },
  periodTooLong: PERIOD_TOO_LONG,
} as const;

/** The home's figures (issue 'Home that works'): each a link to its filtered list. */
export const HOME_FIGURES_MESSAGES = {
  title: 'Visão geral',
  scheduleFree: 'Agenda livre',
  scheduleCommitted: 'Agenda comprometida',
  commitmentsAwaiting: 'Compromissos aguardando ação',
  pendingDivergences: 'Divergências pendentes',
  filesWaiting: 'Extratos aguardando ação',
  open: 'Abrir',
  loadError: 'Não foi possível carregar os dados.',
} as const;
