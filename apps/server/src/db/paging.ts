/** Escapes LIKE wildcards so a user's text is matched literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likeContains = (value: string): string => `%${escapeLike(value)}%`;
export const likePrefix = (value: string): string => `${escapeLike(value)}%`;

/**
 * A page read with `count(*) over()`: fine for small reference lists. An empty page past
 * the end still needs the total.
 */
export async function pageOf<R extends { total: number | string }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; count: number }> {
  const count = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countAll() : 0;
  return { rows: rows.map(({ total: _total, ...rest }) => rest), count };
}

/**
 * A page of a list that can grow to hundreds of thousands of rows, and its total.
 * `count(*) over()` would make the database read every matching row before stopping at
 * the page (≈115 ms against ≈1 ms on 200,000 creditors); an indexed page plus its own
 * count reads only what each needs (bench/list.bench.ts measures both).
 */
export async function pageWithCount<R>(
  page: PromiseLike<R[]>,
  countAll: () => PromiseLike<number>,
  window: { offset: number; limit: number },
): Promise<{ rows: R[]; count: number }> {
  const rows = await page;
  // A first page shorter than the limit is the whole list: no count needed.
  const count = window.offset === 0 && rows.length < window.limit ? rows.length : Number(await countAll());
  return { rows, count };
}
