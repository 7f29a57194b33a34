export { likeContains, likePrefix } from '../../db/paging';
export { isUniqueViolation } from '../../lib/db-errors';
export { iso } from '../../lib/iso';
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of this module are UUIDs; anything else is simply "not found" (and never reaches SQL). */
export function isUuid(value: string | null | undefined): value is string {
  return !!value && UUID.test(value);
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
