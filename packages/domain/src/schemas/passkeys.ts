import { z } from 'zod';

import { SECURITY_MESSAGES } from '../messages/security';
import { VALIDATION_MESSAGES } from '../messages/common';
import { requiredString } from './common';
import { PASSKEY_NAME_MAX } from './passkey-limits';

export { PASSKEY_NAME_MAX };

/** The most passkeys one account may hold: enough for every device a person uses. */
export const MAX_PASSKEYS = 10;

const invalid = { error: SECURITY_MESSAGES.passkeyInvalid };
/** A base64url field of a WebAuthn answer; the bounds sit well above what authenticators send. */
const base64url = (max: number) =>
  z
    .string(invalid)
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]*$/, invalid);
const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(7)
  .optional();
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** The short-lived token of the password step (as in signInCodeSchema). */
const signInChallenge = requiredString(SECURITY_MESSAGES.challengeExpired, 1000);

/** What the browser's navigator.credentials.create() gave (as @simplewebauthn/browser sends it). */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', invalid),
  authenticatorAttachment: attachment,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(8000),
    transports,
  }),
});

/** Registers a passkey from 'Minha conta' under a name the user recognises. */
export const addPasskeySchema = z.object({
  name: requiredString(VALIDATION_MESSAGES.required, PASSKEY_NAME_MAX),
  response: passkeyRegistrationResponseSchema,
});
export type AddPasskey = z.infer<typeof addPasskeySchema>;

/** A required enrolment completed with a passkey: the password step's 'enrol' challenge names the account. */
export const enrolPasskeyOptionsSchema = z.object({ challenge: signInChallenge });
export const enrolPasskeySchema = addPasskeySchema.extend({ challenge: signInChallenge });
export type EnrolPasskey = z.infer<typeof enrolPasskeySchema>;

/** What navigator.credentials.get() gave. */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', invalid),
  authenticatorAttachment: attachment,
  response: z.object({
    clientDataJSON: base64url(2000),
    authenticatorData: base64url(2000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
});

/**
 * Options for a passkey sign-in: without a challenge, usernameless (any passkey of this site);
 * with the password step's challenge, the second step of that account.
 */
export const passkeySignInOptionsSchema = z.object({ challenge: signInChallenge.optional() });

export const passkeySignInSchema = z.object({
  challenge: signInChallenge.optional(),
  response: passkeyAuthenticationResponseSchema,
});
export type PasskeySignIn = z.infer<typeof passkeySignInSchema>;

/**
 * The WebAuthn options the browser passes on to the authenticator
 * (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON); built by the server library.
 */
export const passkeyOptionsResponseSchema = z.looseObject({ challenge: z.string() });

export const passkeyResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeyResponseSchema>;
