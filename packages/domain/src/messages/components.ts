/** Texts of the shared web building blocks (tables, filters, dialogs, toasts). */
export const COMPONENT_MESSAGES = {
  dataTable: {
    empty: 'Nenhum registro encontrado',
    rowsPerPage: 'Linhas por página',
    displayedRows: (from: number, to: number, count: number): string => `${from}-${to} de ${count}`,
    expandRow: 'Expandir linha',
    loading: 'Carregando',
    region: 'Tabela de resultados',
    pageButton: {
      first: 'Ir para a primeira página',
      previous: 'Ir para a página anterior',
      next: 'Ir para a próxima página',
      last: 'Ir para a última página',
    },
  },
  export: {
    download: 'Baixar tabela',
    refresh: 'Atualizar tabela',
    totalLines: (n: string | number): string => `Total de linhas: ${n}`,
    totalErrors: (n: string | number): string => `Erros: ${n}`,
    formats: { xls: 'xls', csv: 'CSV' },
    processingTitle: 'Arquivo em processamento',
    processingText: 'Os dados estão sendo exportados',
  },
  confirm: {
    yes: 'Sim',
    no: 'Não',
  },
  filters: {
    search: 'Buscar',
    clear: 'Limpar',
    selectAll: 'Todos',
    /** The button that unfolds a long filter form at phone width. */
    toggle: 'Filtros',
    /** An autocomplete filter that finds nothing for what was typed. */
    noOptions: 'Nenhuma opção encontrada',
  },
  navigation: {
    back: 'Voltar para a listagem',
    breadcrumbs: 'Trilha de navegação',
  },
  access: {
    noAccess: 'Você não tem acesso a visualização desse módulo',
  },
  dateField: {
    openCalendar: 'Abrir calendário',
    placeholder: 'DD/MM/AAAA',
  },
  /** Lists' loading failure (spec 4 §2.2 item 7). */
  listState: {
    loadError: 'Não foi possível carregar os dados.',
    retry: 'Tentar novamente',
  },
  /** A chart's table of numbers (spec 4 §2.2 item 5). */
  chart: {
    viewData: 'Ver dados',
    hideData: 'Ocultar dados',
  },
  /** A detail drawer beside a list (spec 4 §2.5). */
  drawer: {
    copyLink: 'Copiar link',
    linkCopied: 'Link copiado',
    close: 'Fechar',
  },
  toast: {
    close: 'Fechar',
    defaultError: 'Aconteceu um erro, tente novamente mais tarde',
  },
} as const;
