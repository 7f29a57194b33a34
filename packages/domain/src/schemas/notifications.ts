/** One notification as GET notifications lists it (status 1 unread, 0 read). */
export interface NotificationItem {
  id: string;
  status: number;
  notification: {
    id: string;
    title: string;
    description: string;
    created_at: string;
    /** 1 informativo, 2 compromisso, 3 agenda, 4 importação */
    type: number;
    metadata: {
      notification_info: string | null;
      show_deal_info_button: boolean;
      id: string | number | null;
    };
  };
}
