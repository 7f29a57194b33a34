import { z } from 'zod';
import { SIGN_IN_ORIGIN_DEFAULT, PASSWORD_MIN_LENGTH } from '../codes/limits';
import { ACCOUNT_TYPES } from '../codes/platform-account-types';
import { AUTH_MESSAGES } from '../messages/auth';
import { VALIDATION_MESSAGES } from '../messages/common';
import { requiredString } from './common';

/** Sign-in body: e-mail, password, origin (default 1). */
export const signInSchema = z.object({
  email: requiredString().pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail })),
  password: z.string({ error: VALIDATION_MESSAGES.required }).min(1, { error: VALIDATION_MESSAGES.required }),
  origin: z.coerce.number().int().optional().default(SIGN_IN_ORIGIN_DEFAULT),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\d/;
const SPECIAL = /[@$!%*#?&]/;

/** True when the password has 8+ characters, an uppercase, a lowercase, a digit and one of @$!%*#?&. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    UPPERCASE.test(password) &&
    LOWERCASE.test(password) &&
    DIGIT.test(password) &&
    SPECIAL.test(password)
  );
}

/** Password of a platform user (create): the rule of the spec with its message. */
export const platformPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRule })
  .refine(isStrongPassword, { error: AUTH_MESSAGES.passwordRule });

export interface PasswordIndicators {
  minLength: boolean;
  uppercase: boolean;
  digit: boolean;
}

/** Live indicators of the new-password field (not enforced on the client). */
export function passwordIndicators(password: string | null | undefined): PasswordIndicators {
  const value = password ?? '';
  return {
    minLength: value.length >= PASSWORD_MIN_LENGTH,
    uppercase: UPPERCASE.test(value),
    digit: DIGIT.test(value),
  };
}

/** Claims of the session token (the signed-in user). */
export const sessionClaimsSchema = z.object({
  name: z.string(),
  companyName: z.string(),
  personId: z.string().nullable(),
  accountId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  isSecundaryAccount: z.enum(['True', 'False']),
});
export type SessionClaims = z.output<typeof sessionClaimsSchema>;

/** Change-password body. */
export const changePasswordSchema = z.object({
  newPassword: z
    .string({ error: VALIDATION_MESSAGES.required })
    .min(1, { error: VALIDATION_MESSAGES.required }),
  email: requiredString().pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail })),
});
