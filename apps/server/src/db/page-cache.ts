import { listVersionWatchOf } from './list-versions';
import { lruPer, type Lru } from './lru';

/** Pages kept per list and database; a page is a few rows, so this bounds memory at a few MB. */
const PAGES_PER_LIST = 500;

interface CachedPage<T> {
  stamp: string;
  value: T;
}

const caches = new WeakMap<object, (list: object) => Lru<CachedPage<unknown>>>();

function pagesOf(db: object, list: object): Lru<CachedPage<unknown>> {
  let perList = caches.get(db);
  if (!perList) caches.set(db, (perList = lruPer<object, CachedPage<unknown>>(PAGES_PER_LIST)));
  return perList(list);
}

/**
 * A list page answered from memory while no write to the tables it reads has been noticed
 * (list-versions.ts): the stamp is taken before the read, so a write committed during it
 * leaves the entry stale. Without a live watch every call reads the database. `list` is the
 * list's definition: two lists over the same filter never share pages.
 */
export async function cachedPage<T>(
  db: object,
  list: object,
  tables: readonly string[],
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const stamp = listVersionWatchOf(db)?.stampOf(tables);
  if (stamp === undefined) return read();
  const pages = pagesOf(db, list);
  const hit = pages.get(key);
  if (hit?.stamp === stamp) return hit.value as T;
  const value = await read();
  pages.set(key, { stamp, value });
  return value;
}
