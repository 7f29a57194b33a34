import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MAX_PASSKEYS, MESSAGES, type AddPasskey, type Passkey, type PasskeySignIn } from '@lastro/domain';
import type { WebAuthnSettings } from '../../config';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { ChallengePurpose, PasskeyRow, PasskeysRepository } from './passkeys.repository';

const S = MESSAGES.security;
/** How long the browser waits for the authenticator, and how long the server keeps the challenge. */
const CEREMONY_TIMEOUT_MS = 120_000;
const CHALLENGE_TTL_MS = 5 * 60_000;

export type PasskeyAssertion = PasskeySignIn['response'];

const toView = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge a response answers, read from its client data (verified again by the library). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: registration from 'Minha conta' and the
 * assertions of a sign-in. Every ceremony's challenge is kept server-side, single-use and
 * expiring; user verification is required, so a passkey alone is two factors (the device and
 * its biometric or PIN) and it stands as the sign-in itself or as its second step.
 */
export function createPasskeysService(repo: PasskeysRepository, rp: WebAuthnSettings) {
  /** Takes the challenge a response answers: it must be live, of this purpose and for this account. */
  async function take(clientDataJSON: string, purpose: ChallengePurpose, accountId: string | null) {
    const challenge = challengeOf(clientDataJSON);
    const row = challenge ? await repo.takeChallenge(challenge, purpose) : undefined;
    return row && row.accountId === accountId ? challenge : null;
  }

  async function registrationOptions(account: { id: string; email: string; name: string }) {
    const existing = await repo.list(account.id);
    if (existing.length >= MAX_PASSKEYS) throw new AppError(409, S.passkeyLimit);
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpId,
      userName: account.email,
      userDisplayName: account.name,
      userID: new Uint8Array(Buffer.from(account.id.replace(/-/g, ''), 'hex')),
      attestationType: 'none',
      timeout: CEREMONY_TIMEOUT_MS,
      // A passkey is found by the browser without the e-mail (usernameless) and needs the device's PIN or biometric.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: existing.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransport[],
      })),
    });
    await repo.saveChallenge(options.challenge, 'register', account.id, CHALLENGE_TTL_MS);
    return { ...options };
  }

  async function add(accountId: string, input: AddPasskey): Promise<Passkey> {
    const challenge = await take(input.response.response.clientDataJSON, 'register', accountId);
    if (!challenge) throw badRequest(S.passkeyChallengeExpired);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: { ...input.response, clientExtensionResults: {} } as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpId,
        requireUserVerification: true,
      });
    } catch {
      throw badRequest(S.passkeyInvalid);
    }
    if (!verified.verified) throw badRequest(S.passkeyInvalid);
    if ((await repo.countOf(accountId)) >= MAX_PASSKEYS) throw new AppError(409, S.passkeyLimit);
    const { credential } = verified.registrationInfo;
    const row = await repo.add({
      accountId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: input.response.response.transports ?? [],
      name: input.name.trim(),
    });
    if (!row) throw new AppError(409, S.passkeyAlreadyRegistered);
    return toView(row);
  }

  async function remove(accountId: string, id: string) {
    if (!(await repo.remove(accountId, id))) throw notFound();
  }

  /** Options of a sign-in: any passkey of this site (usernameless), or one of `accountId`'s. */
  async function authenticationOptions(accountId: string | null) {
    const allow = accountId ? await repo.list(accountId) : [];
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: 'required',
      allowCredentials: allow.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransport[],
      })),
    });
    await repo.saveChallenge(options.challenge, 'authenticate', accountId, CHALLENGE_TTL_MS);
    return { ...options };
  }

  /** The account a passkey belongs to, before its assertion is checked (to count the attempt there). */
  async function ownerOf(response: PasskeyAssertion): Promise<string | undefined> {
    return (await repo.findByCredentialId(response.id))?.accountId;
  }

  /**
   * Checks an assertion of `owner`'s passkey against the challenge handed out for it (for
   * `owner`'s second step, or for nobody in particular: usernameless) and the stored key; a
   * right one records the use. The challenge is spent whatever the outcome.
   */
  async function verify(
    response: PasskeyAssertion,
    expect: { owner: string; usernameless: boolean },
  ): Promise<boolean> {
    const challenge = await take(
      response.response.clientDataJSON,
      'authenticate',
      expect.usernameless ? null : expect.owner,
    );
    const passkey = await repo.findByCredentialId(response.id);
    if (!challenge || passkey?.accountId !== expect.owner) return false;
    try {
      const result = await verifyAuthenticationResponse({
        response: { ...response, clientExtensionResults: {} } as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpId,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      });
      if (!result.verified) return false;
      await repo.markUsed(passkey.id, result.authenticationInfo.newCounter);
      return true;
    } catch {
      return false;
    }
  }

  return {
    list: async (accountId: string) => (await repo.list(accountId)).map(toView),
    passkeyCount: (accountId: string) => repo.countOf(accountId),
    registrationOptions,
    add,
    remove,
    authenticationOptions,
    ownerOf,
    verify,
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
