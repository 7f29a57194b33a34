import { SECURITY_MESSAGES } from '@lastro/domain/messages/security';
import { ApiError, api } from './api';

/**
 * The browser side of a passkey ceremony: the server's options go to the authenticator
 * (@simplewebauthn/browser, loaded only when a passkey is used) and its answer back to the
 * server. A cancelled or timed-out prompt, and a browser without WebAuthn, become an ApiError
 * with the catalogue's text, so the callers show every failure the same way.
 */
async function browser() {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new ApiError(0, [SECURITY_MESSAGES.passkeyUnsupported]);
  return lib;
}

function ceremonyError(err: unknown): never {
  if (err instanceof ApiError) throw err;
  // NotAllowedError: the person closed the prompt, or it timed out; InvalidStateError: this
  // authenticator already holds a passkey of this account.
  const name =
    (err as { name?: string; cause?: { name?: string } }).cause?.name ?? (err as { name?: string }).name;
  if (name === 'InvalidStateError') throw new ApiError(0, [SECURITY_MESSAGES.passkeyAlreadyRegistered]);
  throw new ApiError(0, [SECURITY_MESSAGES.passkeyCancelled]);
}

/** Creates a passkey on this device and registers it under `name` for the signed-in account. */
export async function registerPasskey(name: string) {
  const { startRegistration } = await browser();
  const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    'account',
    'accounts/me/passkeys/options',
  );
  const response = await startRegistration({ optionsJSON }).catch(ceremonyError);
  return api.post<{ id: string }>('account', 'accounts/me/passkeys', { name, response });
}

/**
 * A required enrolment done with a passkey: created on this device for the account the password
 * step's 'enrol' challenge names, registered under `name`. Answers the session token.
 */
export async function enrolWithPasskey(challenge: string, name: string): Promise<string> {
  const { startRegistration } = await browser();
  const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    'account',
    'accounts/sign-in/enrolment/passkey/options',
    { challenge },
    { skipAuthRedirect: true },
  );
  const response = await startRegistration({ optionsJSON }).catch(ceremonyError);
  const { token } = await api.post<{ token: string }>(
    'account',
    'accounts/sign-in/enrolment/passkey',
    { challenge, name, response },
    { skipAuthRedirect: true },
  );
  return token;
}

/**
 * Signs in with a passkey: usernameless, or with the password step's `challenge` as its second
 * step. Answers the session token.
 */
export async function signInWithPasskey(challenge?: string): Promise<string> {
  const { startAuthentication } = await browser();
  const body = challenge ? { challenge } : {};
  const optionsJSON = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    'account',
    'accounts/sign-in/passkey/options',
    body,
    { skipAuthRedirect: true },
  );
  const response = await startAuthentication({ optionsJSON }).catch(ceremonyError);
  const { token } = await api.post<{ token: string }>(
    'account',
    'accounts/sign-in/passkey',
    { ...body, response },
    { skipAuthRedirect: true },
  );
  return token;
}
