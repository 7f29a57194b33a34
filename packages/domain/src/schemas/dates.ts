import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages/common';
import { isIsoDate } from '../format/dates';

// The one rule for every date a request or a form takes: a real calendar day written
// 'YYYY-MM-DD', else 'Data inválida'. The date field hands over the masked text of an
// incomplete or impossible day (e.g. '62/02/2110'), so these schemas are what refuse it.
const { required, invalidDate } = VALIDATION_MESSAGES;

/** `YYYY-MM-DD` (the spec's query format): 'Data inválida' otherwise. */
export const isoDateSchema = z
  .string({ error: invalidDate })
  .max(10, { error: invalidDate })
  .refine(isIsoDate, { error: invalidDate });

/** A required day: '' or missing gives `message`, anything else not a real day 'Data inválida'. */
export function requiredIsoDate(message: string = required) {
  return z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .max(10, { error: invalidDate, abort: true })
    .refine(isIsoDate, { error: invalidDate });
}

/** An optional day of a request body: '', null and missing become null. */
export const optionalIsoDate = z
  .union([z.literal(''), z.null(), isoDateSchema])
  .optional()
  .transform((v) => v || null);

/** An optional day of a form: '' while empty (kept as ''), a real day otherwise. */
export const optionalFormDate = z
  .string()
  .max(10, { error: invalidDate })
  .refine((v) => v === '' || isIsoDate(v), { error: invalidDate });

/**
 * A check for a query's periods: each `[start, end]` pair of day fields (YYYY-MM-DD, or absent)
 * may not end before it starts; the message goes on the end field. Pass it to `superRefine`.
 */
export function datePeriodsInOrder<K extends string>(periods: readonly (readonly [K, K])[]) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    for (const [start, end] of periods) {
      const from = value[start];
      const to = value[end];
      if (typeof from === 'string' && typeof to === 'string' && from && to && to < from) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.dateRangeOutOfOrder, path: [end] });
      }
    }
  };
}
