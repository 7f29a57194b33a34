export { likeContains, pageOf } from '../../db/paging';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';

/** Dates leave the API as ISO strings; null stays null. */
export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** Validates a non-JSON body (multipart fields) with a domain schema, answering 400 with its messages. */
export function parseFields<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw badRequest([...new Set(parsed.error.issues.map((issue) => issue.message))]);
}

/** PostgreSQL unique violation (23505), whether raised by pg, PGlite or wrapped by drizzle. */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return { constraint: typeof e.constraint === 'string' ? e.constraint : '' };
  }
  return null;
}

/** `:id` of a register route: a positive integer. */
export const serialIdParams = z.object({ id: z.coerce.number().int().positive() });

