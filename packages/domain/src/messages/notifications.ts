/** Notifications drawer. */
export const NOTIFICATION_MESSAGES = {
  title: 'Notificações',
  newNotification: 'Chegou uma nova notificação para você!',
  moreInfo: 'Mais informações',
  dealDetails: 'Detalhes do compromisso',
  viewSchedule: 'Ver agenda',
  markAllRead: 'Marcar todas como lidas',
  empty: 'Nenhuma notificação',
} as const;
