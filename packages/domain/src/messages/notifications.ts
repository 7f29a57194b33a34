/** Notifications drawer. */
export const NOTIFICATION_MESSAGES = {
  title: 'Notificações',
  newNotification: 'Chegou uma nova notificação para você!',
  moreInfo: 'Mais informações',
  dealDetails: 'Detalhes do compromisso',
  viewSchedule: 'Ver agenda',
  markAllRead: 'Marcar todas como lidas',
  empty: 'Nenhuma notificação',
  detailsTitle: 'Detalhes da notificação',
  unreadBadge: (count: number | string) => `Notificações: ${count} não lidas`,
  openDrawer: 'Notificações',
  loadingMore: 'Carregando mais notificações...',
  streamLost: 'Conexão de notificações perdida; tentando reconectar',
  // Exports delivered as files
  exportReadyTitle: 'Exportação concluída',
  exportReadyDescription: (name: string) => `O arquivo ${name} está pronto para download.`,
  exportReadyInfo: (name: string, rows: number) =>
    `A exportação ${name} foi gerada com ${rows} ${rows === 1 ? 'linha' : 'linhas'}. O link funciona apenas para a sua conta.`,
  exportFailedTitle: 'Falha na exportação',
  exportFailedDescription: (name: string) => `Não foi possível gerar a exportação ${name}. Tente novamente.`,
  /** Toast when the export the user is waiting on ends: the file is in the notifications panel. */
  exportReadyWhere: (fileName: string | null) =>
    `${fileName ? `O arquivo ${fileName}` : 'O arquivo'} está pronto para download em Notificações (o sino no topo da página).`,
  exportFailedShort: 'Não foi possível gerar a exportação. Tente novamente.',
  downloadFile: 'Baixar arquivo',
  downloadFailed: 'Não foi possível baixar o arquivo',
  exportUnavailable: 'Esta exportação ainda não está disponível',
  exportNames: {
    creditors: 'de fornecedores',
    merchants: 'de estabelecimentos',
    'receivable-reached': 'do relatório de previsão de liquidação',
    profiles: 'de perfis',
    acquirers: 'de credenciadoras',
    arrangements: 'de arranjos',
    banks: 'de bancos',
    partners: 'de parceiros',
    originators: 'de originadores',
  } as Record<string, string>,
  // Jobs started by the user
  jobsTitle: 'Tarefas em andamento',
  jobsNone: 'Nenhuma tarefa em andamento',
  jobLabels: {
    'export.creditors': 'Exportação de fornecedores',
    'export.merchants': 'Exportação de estabelecimentos',
    'export.receivable-reached': 'Exportação do relatório de previsão de liquidação',
    'export.profiles': 'Exportação de perfis',
    'export.acquirers': 'Exportação de credenciadoras',
    'export.arrangements': 'Exportação de arranjos',
    'export.banks': 'Exportação de bancos',
    'export.partners': 'Exportação de parceiros',
    'export.originators': 'Exportação de originadores',
    'merchants.discovery': 'Discovery de credenciadoras',
  } as Record<string, string>,
  jobQueued: 'Na fila',
  jobProgress: (done: number, total: number | null) =>
    total ? `${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas` : `${done.toLocaleString('pt-BR')} linhas`,
} as const;
