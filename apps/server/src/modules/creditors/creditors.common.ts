export { likeContains, likePrefix, pageOf } from '../../db/paging';
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of this module are UUIDs; anything else is simply "not found" (and never reaches SQL). */
export function isUuid(value: string | null | undefined): value is string {
  return !!value && UUID.test(value);
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


/** `:id` of a creditor route: kept as text, checked by the service (404 for anything not ours). */
export const creditorIdParams = z.object({ id: z.string().max(64) });

/** Optional text filter from a query string: blank means "no filter". */
export const optionalFilter = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
