/**
 * A Map kept in least-recently-used order, for the per-process caches of lists (counts, pages,
 * anchors): reading an entry moves it last, and a write past `size` entries drops the oldest.
 */
export class Lru<V> {
  private readonly map = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** The entry as it is, leaving its place in the order alone. */
  peek(key: string): V | undefined {
    return this.map.get(key);
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
  }

  delete(key: string): void {
    this.map.delete(key);
  }
}

/** One cache per owner (a database handle), made on first use. */
export function lruPer<O extends object, V>(size: number): (owner: O) => Lru<V> {
  const caches = new WeakMap<O, Lru<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new Lru<V>(size)));
    return cache;
  };
}
