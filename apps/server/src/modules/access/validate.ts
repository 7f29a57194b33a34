import type { z } from 'zod';
import { badRequest } from '../../lib/errors';

/**
 * Checks a body against the rule that depends on the record it targets (a platform or a
 * creditor user), with the schema's own Portuguese messages.
 */
export function parseBody<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest([...new Set(result.error.issues.map((issue) => issue.message))]);
}

/** A `%term%` pattern for ILIKE with the user's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export { iso as toIso } from '../../lib/iso';
