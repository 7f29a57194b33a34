import type { FastifyBaseLogger } from 'fastify';

/**
 * The security events logged as structured lines, each under one `security` field. Named by
 * what happened, so an alert or a query selects them by name (`security: "sign_in.locked"`).
 */
export type SecurityEvent =
  | 'sign_in.succeeded'
  | 'sign_in.failed'
  | 'sign_in.locked'
  | 'factor.totp_enrolled'
  | 'factor.reset'
  | 'factor.recovery_code_used'
  | 'factor.passkey_added'
  | 'factor.passkey_removed'
  | 'password.changed'
  | 'account.unlocked'
  | 'account.inactivated'
  | 'permissions.changed'
  | 'policy.changed'
  | 'session.ended'
  | 'authz.refused';

/**
 * What a line may carry: identifiers, never a secret. There is no free-form field on purpose, so
 * no password, code, token, challenge or session id can reach a line through it.
 */
export interface SecurityEventFields {
  /** The account the event is about (the one signing in, or the one acted on). */
  account_id?: string | undefined;
  /** The e-mail typed at the sign-in, or of the account acted on. */
  email?: string | undefined;
  /** The signed-in account that acted, when it is not the account the event is about. */
  actor_account_id?: string | undefined;
  ip?: string | undefined;
  /** Why a sign-in failed or how it succeeded: password, code, passkey, unknown_account, locked, inactive. */
  method?: 'password' | 'code' | 'recovery_code' | 'passkey' | undefined;
  reason?:
    | 'password'
    | 'code'
    | 'passkey'
    | 'unknown_account'
    | 'unknown_passkey'
    | 'locked'
    | 'inactive'
    | undefined;
  /** The route pattern and method of a route-level event (never the path with its query). */
  route?: string | undefined;
  /** The id of the record acted on (a user, a profile, a passkey). */
  target_id?: string | undefined;
}

const FAILURES: ReadonlySet<SecurityEvent> = new Set(['sign_in.failed', 'sign_in.locked', 'authz.refused']);

/** Writes one security event; failures and refusals at warn, the rest at info. */
export function logSecurityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  fields: SecurityEventFields = {},
) {
  const line: Record<string, unknown> = { security: event };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) line[key] = value;
  if (FAILURES.has(event)) log.warn(line, `security ${event}`);
  else log.info(line, `security ${event}`);
}
