import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { int4IdSchema, listQuerySchema, searchTextSchema, uuidSchema } from '../schemas/common';
import { datePeriodsInOrder, isoDateSchema } from '../schemas/dates';
import { LIST_SORTS, withSort } from '../schemas/sort';
import { AUDIT_ACTIONS } from './route-actions';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** The filters of 'Auditoria' (and of a record's own history: entity + entity_id). */
const auditEventFilters = z.object({
  from: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
  to: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
  /** Part of the person's name or e-mail. */
  person: searchTextSchema.optional().transform((v) => v || undefined),
  account_id: uuidSchema.optional().or(z.literal('').transform(() => undefined)),
  creditor_id: uuidSchema.optional().or(z.literal('').transform(() => undefined)),
  entity: optionalText(100),
  /** A record's id: a uuid or an integer id (profiles, banks). */
  entity_id: z
    .union([z.literal('').transform(() => undefined), uuidSchema, int4IdSchema.transform(String)])
    .optional(),
  action: z
    .enum(AUDIT_ACTIONS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** GET audit/events: paging, the filters, newest first. */
export const auditEventListQuerySchema = withSort(
  listQuerySchema.extend(auditEventFilters.shape),
  LIST_SORTS.auditEvents,
).superRefine(datePeriodsInOrder([['from', 'to']]));
export type AuditEventListQuery = z.output<typeof auditEventListQuerySchema>;

/** The export's filters: the list's, without paging. */
export const auditEventExportQuerySchema = auditEventFilters.superRefine(
  datePeriodsInOrder([['from', 'to']]),
);
export type AuditEventExportQuery = z.output<typeof auditEventExportQuerySchema>;

const fields = z.record(z.string(), z.unknown()).nullable();

/** One event as the API answers it. */
export const auditEventResponseSchema = z.object({
  id: z.string(),
  occurred_at: z.string(),
  account_id: z.string().nullable(),
  account_name: z.string().nullable(),
  account_email: z.string().nullable(),
  creditor_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  route: z.string().nullable(),
  before: fields,
  after: fields,
});
export type AuditEventResponse = z.output<typeof auditEventResponseSchema>;

export const auditEventListResponseSchema = z.object({
  results: z.array(auditEventResponseSchema),
  metadata: z.object({ resultset: z.object({ offset: z.number(), limit: z.number(), count: z.number() }) }),
});
export type AuditEventListResponse = z.output<typeof auditEventListResponseSchema>;

/** The longest user agent kept on an event (the rest is cut). */
export const AUDIT_USER_AGENT_MAX = Math.max(INPUT_LIMITS.text, 512);
