import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../codes/limits';
import { VALIDATION_MESSAGES } from '../messages/common';

// The text rules, written once as zod checks. Checks are shared by zod's two front ends: the
// full one (every schema of the package) and zod/mini (the sign-in schemas, which the web's
// first page loads without the rest of zod).

/** Trimmed, not blank ('Campo obrigatório' or `message`), at most `max` characters. */
export function requiredTextChecks(message: string, max: number) {
  return [
    z.trim(),
    z.minLength(1, { error: message, abort: true }),
    z.maxLength(max, { error: VALIDATION_MESSAGES.maxLengthExceeded, abort: true }),
  ] as const;
}

/** A password as typed: any characters, at most 128 of them. */
export function passwordTextChecks() {
  return [z.maxLength(INPUT_LIMITS.password, { error: VALIDATION_MESSAGES.maxLengthExceeded })] as const;
}
