/** Server-side sort of a list: the column key (camelCase of the response field) and its direction. */
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  id: string;
  direction: SortDirection;
}

/** The `<key>Order=asc|desc` query parameter of the list calls' sort contract. */
export type SortParam = { [key: `${string}Order`]: SortDirection };

/** Paging and sort of one list call. */
export type ListParams = { offset: number; limit: number } & Partial<SortParam>;

/** trading_name -> tradingName; ids already in camelCase pass unchanged. */
export function camelCase(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

export const SORT_SUFFIX = 'Order';

/** The query parameter that asks the server for `sort` (none when unsorted). */
export function sortParam(sort: SortState | null | undefined): Partial<SortParam> {
  return sort ? { [`${camelCase(sort.id)}${SORT_SUFFIX}`]: sort.direction } : {};
}
