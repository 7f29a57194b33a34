export { likeContains, likePrefix } from '../../db/paging';
export { isUniqueViolation } from '../../lib/db-errors';
export { iso } from '../../lib/iso';
import { z } from 'zod';
import { uuidParams } from '../../plugins/route-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of this module are UUIDs; anything else is simply "not found" (and never reaches SQL). */
export function isUuid(value: string | null | undefined): value is string {
  return !!value && UUID.test(value);
}



/** `:id` of a creditor route: a uuid (the service answers 404 for anyone else's). */
export const creditorIdParams = uuidParams('id');

/** Optional text filter from a query string: blank means "no filter". */
export const optionalFilter = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
