import { listVersionWatchOf } from './list-versions';

/** Pages kept per list and database; a page is a few rows, so this bounds memory at a few MB. */
const PAGES_PER_LIST = 500;

interface CachedPage<T> {
  stamp: string;
  value: T;
}

const caches = new WeakMap<object, WeakMap<object, Map<string, CachedPage<unknown>>>>();

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
  let byList = caches.get(db);
  if (!byList) caches.set(db, (byList = new WeakMap()));
  let pages = byList.get(list);
  if (!pages) byList.set(list, (pages = new Map()));
  const hit = pages.get(key);
  pages.delete(key);
  if (hit?.stamp === stamp) {
    pages.set(key, hit);
    return hit.value as T;
  }
  const value = await read();
  pages.set(key, { stamp, value });
  if (pages.size > PAGES_PER_LIST) pages.delete(pages.keys().next().value!);
  return value;
}
