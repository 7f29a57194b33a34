/** Notification types. */
export const NOTIFICATION_TYPE = { informativo: 1, compromisso: 2, agenda: 3, importacao: 4 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

export const NOTIFICATION_TYPES = [
  { value: 1, label: 'Informativo' },
  { value: 2, label: 'Compromisso' },
  { value: 3, label: 'Agenda' },
  { value: 4, label: 'Importação' },
] as const satisfies readonly { value: NotificationType; label: string }[];

/** Notification status: 1 unread (counted by the bell badge), 0 read. */
export const NOTIFICATION_STATUS = { unread: 1, read: 0 } as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUS)[keyof typeof NOTIFICATION_STATUS];

/** Number of unread notifications (status 1). */
export function countUnread(notifications: readonly { status: number | string }[]): number {
  return notifications.filter((n) => Number(n.status) === NOTIFICATION_STATUS.unread).length;
}
