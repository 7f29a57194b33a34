import type { z } from 'zod';

/**
 * The filters checked by their call's own schema before the call (spec 4 §6: the 92-day period,
 * the minimums): the messages to show, none when the call may go.
 */
export function checkFilters(schema: z.ZodType, query: Record<string, string>): string[] {
  const parsed = schema.safeParse(query);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
}
