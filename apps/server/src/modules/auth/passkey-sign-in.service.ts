import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type EnrolPasskey, type PasskeySignIn } from '@lastro/domain';
import { badRequest } from '../../lib/errors';
import { logSecurityEvent } from '../../lib/security-events';
import type { AuthService } from './auth.service';
import type { ClientMeta } from './client-meta';
import type { PasskeysService } from './passkeys.service';

/**
 * Signing in with a passkey: usernameless (the passkey names its account) or as the second step
 * after the password (the password step's challenge names it). Either way the attempt is counted
 * at the account before the assertion is checked, toward the lockout passwords and codes share.
 */
export function createPasskeySignIn(
  passkeys: PasskeysService,
  steps: AuthService['steps'],
  log?: FastifyBaseLogger,
) {
  async function options(challenge: string | undefined) {
    const account = challenge ? await steps.readChallenge(challenge, 'code') : null;
    return passkeys.authenticationOptions(account?.id ?? null);
  }

  async function signIn(input: PasskeySignIn, meta: ClientMeta) {
    const account = input.challenge
      ? await steps.readChallenge(input.challenge, 'code')
      : await passkeys.ownerOf(input.response).then((id) => (id ? steps.findAccountById(id) : undefined));
    if (!account) {
      if (log) logSecurityEvent(log, 'sign_in.failed', { ip: meta.ip, reason: 'unknown_passkey' });
      throw badRequest(MESSAGES.security.passkeyInvalid);
    }
    await steps.claim(account, meta);
    const ok = await passkeys.verify(input.response, { owner: account.id, usernameless: !input.challenge });
    if (!ok) return steps.failed(account, meta, 'passkey', MESSAGES.security.passkeyInvalid);
    return steps.complete(account, meta, 'passkey');
  }

  /**
   * An account that must enrol may take a passkey instead of the authenticator app: the
   * password step's 'enrol' challenge is all it holds, and the new passkey completes the
   * sign-in (it was just made with the device's PIN or biometric, so it is the second factor).
   */
  async function enrolmentOptions(challenge: string) {
    const account = await steps.readChallenge(challenge, 'enrol');
    return passkeys.registrationOptions({ id: account.id, email: account.email, name: account.name });
  }

  async function enrol(input: EnrolPasskey, meta: ClientMeta) {
    const account = await steps.readChallenge(input.challenge, 'enrol');
    await passkeys.add(account.id, { name: input.name, response: input.response });
    return steps.complete(account, meta, 'passkey');
  }

  return { options, signIn, enrolmentOptions, enrol };
}

export type PasskeySignInService = ReturnType<typeof createPasskeySignIn>;
