import type { FastifyRequest } from 'fastify';
export { likeContains } from '../../db/paging';
export { uniqueViolation } from '../../lib/db-errors';
export { iso } from '../../lib/iso';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { int4Params } from '../../plugins/route-params';

/** Validates a non-JSON body (multipart fields) with a domain schema, answering 400 with its messages. */
export function parseFields<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw badRequest([...new Set(parsed.error.issues.map((issue) => issue.message))]);
}

/** `:id` of a register route: a positive integer. */
export const serialIdParams = int4Params('id');


/** A register's record before a change or a deletion, for the audit trail (route config `auditRead`): its service's get. */
export const auditReadOf =
  (get: (id: number) => Promise<unknown>) =>
  (request: FastifyRequest): Promise<unknown> =>
    get((request.params as { id: number }).id);
