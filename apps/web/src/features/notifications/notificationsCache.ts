import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationItem, NotificationsPage } from './types';

export type NotificationsData = InfiniteData<NotificationsPage>;

/** The bell's badge: unread (status 1) of the account as the server counted them, kept current locally. */
export function unreadCount(data: NotificationsData | undefined): number {
  return data?.pages[0]?.metadata.unread ?? 0;
}

export function loadedItems(data: NotificationsData | undefined): NotificationItem[] {
  const seen = new Set<string>();
  const items: NotificationItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.results) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** A notification that arrived over the stream goes on top (once). */
export function prependNotification(
  data: NotificationsData | undefined,
  item: NotificationItem,
): NotificationsData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.results.some((r) => r.id === item.id))) return data;
  const [first, ...rest] = data.pages;
  const meta = first!.metadata;
  const unread = meta.unread + (item.status === 1 ? 1 : 0);
  return {
    ...data,
    pages: [
      {
        ...first!,
        results: [item, ...first!.results],
        metadata: { ...meta, unread, resultset: { ...meta.resultset, count: meta.resultset.count + 1 } },
      },
      ...rest,
    ],
  };
}

/** The loaded notifications `chosen` picks become read; returns the ids that were unread, for the server. */
export function markRead(
  data: NotificationsData | undefined,
  chosen: (item: NotificationItem) => boolean,
): { data: NotificationsData | undefined; ids: string[] } {
  if (!data) return { data, ids: [] };
  const ids = loadedItems(data)
    .filter((i) => i.status === 1 && chosen(i))
    .map((i) => i.id);
  const marked = new Set(ids);
  const pages = data.pages.map((page, index) => ({
    ...page,
    results: page.results.map((r) => (marked.has(r.id) ? { ...r, status: 0 } : r)),
    metadata:
      index === 0
        ? { ...page.metadata, unread: Math.max(0, page.metadata.unread - ids.length) }
        : page.metadata,
  }));
  return { data: { ...data, pages }, ids };
}

/** The badge's count lowered by `n` read outside the loaded pages. */
export function withUnreadLess(data: NotificationsData | undefined, n: number): NotificationsData | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, metadata: { ...first!.metadata, unread: Math.max(0, first!.metadata.unread - n) } }, ...rest] };
}
