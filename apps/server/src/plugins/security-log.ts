import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { logSecurityEvent, type SecurityEvent } from '../lib/security-events';

/**
 * Writes that change who may do what, logged as security events once they succeed. Keyed by
 * method and route pattern, so the modules that own these routes need not know about logging;
 * the sign-in's own events (failures, lockouts, recovery codes) come from the auth module.
 */
const SECURITY_WRITES: Record<string, SecurityEvent> = {
  'POST /api/accounts/change-password': 'password.changed',
  'POST /api/invitations/:token/accept': 'password.changed',
  'POST /api/accounts/unlockout': 'account.unlocked',
  'PATCH /api/accounts/:accountId': 'account.inactivated',
  'DELETE /api/users/:id': 'account.inactivated',
  'POST /api/users': 'permissions.changed',
  'PATCH /api/users/:id': 'permissions.changed',
  'POST /api/creditors/secundary-account': 'permissions.changed',
  'POST /api/domains/profiles': 'permissions.changed',
  'PATCH /api/domains/profiles/:id': 'permissions.changed',
  'DELETE /api/domains/profiles/:id': 'permissions.changed',
  'PUT /api/accounts/security-policy': 'policy.changed',
  'POST /api/accounts/me/second-factor/confirm': 'factor.totp_enrolled',
  'POST /api/accounts/sign-in/enrolment/confirm': 'factor.totp_enrolled',
  'DELETE /api/users/:id/second-factor': 'factor.reset',
  'POST /api/accounts/me/passkeys': 'factor.passkey_added',
  'DELETE /api/accounts/me/passkeys/:id': 'factor.passkey_removed',
  'DELETE /api/accounts/me/sessions/:id': 'session.ended',
  'POST /api/accounts/me/sessions/end-others': 'session.ended',
};

/** The record acted on: a uuid or integer id of the path, never a token the path may carry. */
function targetOf(request: FastifyRequest): string | undefined {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = params.id ?? params.accountId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The e-mail a body names (the account a password change or an unlock is for), nothing else of it. */
function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | null | undefined;
  return body && typeof body === 'object' && typeof body.email === 'string'
    ? body.email.slice(0, 254)
    : undefined;
}

/** The security event an answer is, if any, as a structured log line. */
function logResponse(request: FastifyRequest, reply: FastifyReply): void {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const auth = request.auth ?? undefined;
  // A 403 is a refused authorisation only for a signed-in caller (an inactive account's
  // sign-in is logged by the sign-in itself).
  if (reply.statusCode === 403 && auth) {
    logSecurityEvent(request.log, 'authz.refused', { account_id: auth.accountId, ip: request.ip, route });
    return;
  }
  const event = SECURITY_WRITES[route];
  if (!event || reply.statusCode >= 300) return;
  logSecurityEvent(request.log, event, {
    actor_account_id: auth?.accountId,
    target_id: targetOf(request),
    email: emailOf(request),
    ip: request.ip,
    route,
  });
}

/** Security-relevant writes and every refused authorisation (403), as structured log lines. */
export const securityLogPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: nothing is awaited, and every answer runs it.
  app.addHook('onResponse', (request, reply, done) => {
    logResponse(request, reply);
    done();
  });
});
