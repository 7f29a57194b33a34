/** Routes of the access module (/app/access). */
export const ACCESS_ROOT = '/app/access';

export const ACCESS_TAB = { platformUsers: 0, creditorUsers: 1, profiles: 2 } as const;

/** The access root on a tab; the creditor users tab keeps the chosen creditor. */
export function accessRootPath(tab: number = ACCESS_TAB.platformUsers, creditorId?: string | null): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', String(tab));
  if (creditorId) params.set('creditor_id', creditorId);
  const q = params.toString();
  return q ? `${ACCESS_ROOT}?${q}` : ACCESS_ROOT;
}

export const createPath = (type: 'user' | 'user-creditor' | 'profile', creditorId?: string) =>
  `${ACCESS_ROOT}/create?type=${type}${creditorId ? `&creditor_id=${encodeURIComponent(creditorId)}` : ''}`;

export const editPath = (type: 'user' | 'user-creditor' | 'profile' | 'visual', id: string | number) =>
  `${ACCESS_ROOT}/edit?id=${encodeURIComponent(String(id))}&type=${type}`;
