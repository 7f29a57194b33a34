import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../codes/limits';
import { AUTH_MESSAGES } from '../messages/auth';
import { VALIDATION_MESSAGES } from '../messages/common';
import { requiredString } from './common';
import { passwordTextSchema } from './fields';

export { signInSchema, type SignIn, type SignInInput } from './sign-in';
export { readSessionClaims, type SessionClaims } from './session-claims';

/**
 * The password rule, written once: the server refuses a password failing any criterion and the
 * live hints show these same criteria, so a hint list all green means the server accepts it.
 */
export const PASSWORD_CRITERIA = [
  {
    key: 'minLength',
    hint: AUTH_MESSAGES.passwordIndicatorMinLength,
    test: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'uppercase', hint: AUTH_MESSAGES.passwordIndicatorUppercase, test: (password: string) => /\p{Lu}/u.test(password) },
  { key: 'lowercase', hint: AUTH_MESSAGES.passwordIndicatorLowercase, test: (password: string) => /\p{Ll}/u.test(password) },
  { key: 'digit', hint: AUTH_MESSAGES.passwordIndicatorDigit, test: (password: string) => /\d/.test(password) },
  { key: 'special', hint: AUTH_MESSAGES.passwordIndicatorSpecial, test: (password: string) => /[@$!%*#?&]/.test(password) },
] as const;

export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number]['key'];

/** True when the password meets every criterion of PASSWORD_CRITERIA. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_CRITERIA.every((criterion) => criterion.test(password));
}

/** Password of a platform user (create): the rule of the spec with its message. */
export const platformPasswordSchema = passwordTextSchema(AUTH_MESSAGES.passwordRule).refine(isStrongPassword, { error: AUTH_MESSAGES.passwordRule });

export interface PasswordIndicator {
  key: PasswordCriterion;
  hint: string;
  ok: boolean;
}

/** Live hints of a new-password field: every criterion of the rule, met or not, in order. */
export function passwordIndicators(password: string | null | undefined): PasswordIndicator[] {
  const value = password ?? '';
  return PASSWORD_CRITERIA.map(({ key, hint, test }) => ({ key, hint, ok: test(value) }));
}

/** Change-password body. */
export const changePasswordSchema = z.object({
  newPassword: passwordTextSchema().min(1, { error: VALIDATION_MESSAGES.required }),
  email: requiredString().pipe(z.email({ error: VALIDATION_MESSAGES.invalidEmail })),
});
