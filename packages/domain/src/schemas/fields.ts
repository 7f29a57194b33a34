import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { isBrazilianState } from '../codes/states';
import { VALIDATION_MESSAGES } from '../messages/common';
import { boundedString, requiredString } from './common';
import { passwordTextChecks } from './text-checks';

const { required, minLength3, maxLengthExceeded } = VALIDATION_MESSAGES;

/** A record id picked in a select: non-empty text or positive integer ('Campo obrigatório'). */
export const idSchema = z.union(
  [
    requiredString(),
    z.number({ error: required }).int().positive().max(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.invalidId }),
  ],
  {
  error: required,
});

/** Required name between `min` and `max` characters with the spec's length messages. */
export function nameSchema(min = 3, max = 30) {
  return requiredString().min(min, { error: minLength3 }).max(max, { error: maxLengthExceeded });
}

/** Optional text: trimmed, '' kept as '', at most 500 characters. */
export const optionalString = boundedString().optional();

/** Required CEP: 8 digits with or without the mask. */
export const cepSchema = requiredString().refine((v) => /^\d{5}-?\d{3}$/.test(v), {
  error: VALIDATION_MESSAGES.invalidCep,
});

/** Required UF code (case-insensitive), returned uppercased. */
export const stateSchema = requiredString()
  .refine(isBrazilianState, { error: VALIDATION_MESSAGES.invalidState })
  .transform((v) => v.toUpperCase());

/** Optional e-mail: '' and undefined pass, anything else must be an e-mail. */
export function optionalEmailSchema(message: string = VALIDATION_MESSAGES.invalidEmail) {
  return z
    .union([
      z.literal(''),
      boundedString(INPUT_LIMITS.email).pipe(z.email({ error: message })),
    ])
    .optional();
}

/** Number with at most two decimals (money and percentages). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A list in a request body: at most `max` items ('Quantidade de itens acima do máximo permitido'). */
export function boundedArray<T extends z.ZodType>(item: T, max: number = INPUT_LIMITS.items) {
  return z.array(item).max(max, { error: VALIDATION_MESSAGES.tooManyItems });
}

/** A short code sent along with a body (origin, type): at most 30 characters. */
export const shortCodeSchema = z.string().max(INPUT_LIMITS.code, { error: maxLengthExceeded });

/** A password as typed: any characters, at most 128 of them. */
export function passwordTextSchema(message: string = required) {
  return z.string({ error: message }).check(...passwordTextChecks());
}
