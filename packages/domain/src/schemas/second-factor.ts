import { z } from 'zod';
import { SECURITY_MESSAGES } from '../messages/security';
import { requiredString } from './common';

/** A code typed by the user: six digits of the authenticator or a recovery code (dashes and spaces allowed). */
export const verificationCodeSchema = requiredString(SECURITY_MESSAGES.codeInvalid, 40);

/** The short-lived token the password step answers with, signed by the server. */
const challengeSchema = requiredString(SECURITY_MESSAGES.challengeExpired, 1000);

/** The second step of the sign-in: the challenge and a code. */
export const signInCodeSchema = z.object({ challenge: challengeSchema, code: verificationCodeSchema });
export type SignInCode = z.infer<typeof signInCodeSchema>;

/** Enrolment started from the sign-in (an account that must enrol): the challenge alone. */
export const signInChallengeSchema = z.object({ challenge: challengeSchema });

/** Confirms a pending enrolment with the first code the authenticator shows. */
export const confirmFactorSchema = z.object({ code: verificationCodeSchema });

/** What the password step answers: a session, or the step that must come before one. */
export const signInAnswerResponseSchema = z.object({
  token: z.string().optional(),
  challenge: z.string().optional(),
  /** 'code': the account has a factor; 'enrol': it must enrol one before any session. */
  step: z.enum(['code', 'enrol']).optional(),
  /** With step 'code': the factors the account can complete it with. */
  factors: z.array(z.enum(['totp', 'passkey'])).optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswerResponseSchema>;

/** A factor being enrolled: the otpauth URI, its QR code (PNG data URL) and the secret for manual entry. */
export const factorEnrolmentResponseSchema = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type FactorEnrolment = z.infer<typeof factorEnrolmentResponseSchema>;

export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });

/** 'Minha conta': the account's factor and whether it must have one. */
export const accountSecurityResponseSchema = z.object({
  second_factor: z.object({
    enrolled: z.boolean(),
    enrolled_at: z.string().nullable(),
    recovery_codes_left: z.number().int(),
    /** Passkeys count as a second factor too (the TOTP app is then optional). */
    passkeys: z.number().int(),
  }),
  required: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecurityResponseSchema>;

export const accountSessionResponseSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionResponseSchema>;

export const securityPolicySchema = z.object({ require_platform_factor: z.boolean() });
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

export const userFactorResponseSchema = z.object({ enrolled: z.boolean(), enrolled_at: z.string().nullable() });
export type UserFactor = z.infer<typeof userFactorResponseSchema>;
