import type { FastifyRequest } from 'fastify';
import type { AuditScope } from '../../lib/audit-trail';
import { auditScopeOf } from '../../plugins/audit-trail';

/** Where a sign-in comes from. */
export interface ClientMeta {
  ip: string;
  userAgent?: string | undefined;
  /** The sign-in request's audit scope: its event names the account that signed in. */
  audit?: AuditScope | undefined;
}

/** A sign-in request's meta, with its audit scope. */
export const clientMetaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  audit: auditScopeOf(request),
});
