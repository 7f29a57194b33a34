import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of this module are UUIDs; anything else is simply "not found" (and never reaches SQL). */
export function isUuid(value: string | null | undefined): value is string {
  return !!value && UUID.test(value);
}

/** Escapes LIKE wildcards so a filter value is matched literally. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** PostgreSQL unique violation (23505), whether raised by pg, PGlite or wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The page read with `count(*) over()`; an empty page past the end still needs the total. */
export async function pageOf<R extends { total: number | string }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; count: number }> {
  const count = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countAll() : 0;
  return { rows: rows.map(({ total: _total, ...rest }) => rest), count };
}

/** `:id` of a creditor route: kept as text, checked by the service (404 for anything not ours). */
export const creditorIdParams = z.object({ id: z.string().max(64) });

/** Optional text filter from a query string: blank means "no filter". */
export const optionalFilter = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
