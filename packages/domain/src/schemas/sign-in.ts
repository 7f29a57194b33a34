import '../zod-config';
import * as z from 'zod/mini';
import { INPUT_LIMITS, SIGN_IN_ORIGIN_DEFAULT } from '../codes/limits';
import { VALIDATION_MESSAGES } from '../messages/common';
import { passwordTextChecks, requiredTextChecks } from './text-checks';

// Written with zod/mini: the web's sign-in page checks its two fields with it, loading it when
// the visitor first types or leaves a field (the full zod comes with the signed-in app).

/** Sign-in body: e-mail, password, origin (default 1). */
export const signInSchema = z.object({
  email: z.pipe(
    z.string({ error: VALIDATION_MESSAGES.required }).check(...requiredTextChecks(VALIDATION_MESSAGES.required, INPUT_LIMITS.text)),
    z.email({ error: VALIDATION_MESSAGES.invalidEmail }),
  ),
  password: z.string({ error: VALIDATION_MESSAGES.required }).check(...passwordTextChecks(), z.minLength(1, { error: VALIDATION_MESSAGES.required })),
  origin: z._default(
    z.optional(
      z.coerce.number().check(
        z.int(),
        z.minimum(0, { error: VALIDATION_MESSAGES.invalidId }),
        z.maximum(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.numberTooLarge }),
      ),
    ),
    SIGN_IN_ORIGIN_DEFAULT,
  ),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;
