import '../zod-config';
import { z } from 'zod';
import { DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, INPUT_LIMITS, MAX_LIST_LIMIT } from '../codes/limits';
import { VALIDATION_MESSAGES } from '../messages/common';
import { isValidCnpj } from '../tax-id/cnpj';
import { isValidCpf } from '../tax-id/cpf';
import { validateDocument } from '../tax-id/document';
import { requiredTextChecks } from './text-checks';


const { required, invalidEmail, invalidCnpj, invalidDocument, invalidPhone, maxLengthExceeded } = VALIDATION_MESSAGES;

/**
 * A required, trimmed text: undefined, '' or blank fail with `message` ('Campo obrigatório');
 * longer than `max` characters fails with 'Número de caracteres excedido'.
 */
export function requiredString(message: string = required, max: number = INPUT_LIMITS.text) {
  return z.string({ error: message }).check(...requiredTextChecks(message, max));
}

/** Optional trimmed text of at most `max` characters. */
export function boundedString(max: number = INPUT_LIMITS.text) {
  return z.string().trim().max(max, { error: maxLengthExceeded });
}

/** A list filter typed by the user (name, e-mail, phone...). */
export const searchTextSchema = boundedString(INPUT_LIMITS.search);

/** An id stored as uuid: anything else can match no row, so it is refused before the query. */
export const uuidSchema = z.uuid({ error: VALIDATION_MESSAGES.invalidId });

/** A yes/no filter of a query string (`?active=true|false`); absent means "no filter". */
export const queryFlagSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** An integer id stored as PostgreSQL integer (int4), coerced from a path or query text. */
export const int4IdSchema = z.coerce
  .number({ error: VALIDATION_MESSAGES.invalidId })
  .int({ error: VALIDATION_MESSAGES.invalidId })
  .positive({ error: VALIDATION_MESSAGES.invalidId })
  .max(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.invalidId });

/**
 * Paging of every list call: offset (default 0) and limit (default 10), coerced from query
 * strings. Limits above 250000 (dropdown calls ask 999999) are clamped to 250000.
 */
export const listQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(INPUT_LIMITS.int4Max).default(DEFAULT_OFFSET),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.numberTooLarge })
    .default(DEFAULT_PAGE_SIZE)
    .transform((limit) => Math.min(limit, MAX_LIST_LIMIT)),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export interface ResultSet {
  offset: number;
  limit: number;
  count: number;
}

/** List answer: `{results, metadata:{resultset:{offset,limit,count}}}`. */
export interface ListResponse<T> {
  results: T[];
  metadata: { resultset: ResultSet };
}

/** The deals list carries its rows under `data` instead of `results`. */
export interface DataListResponse<T> {
  data: T[];
  metadata: { resultset: ResultSet };
}

export function listResponse<T>(results: T[], resultset: ResultSet): ListResponse<T> {
  return { results, metadata: { resultset } };
}

export function dataListResponse<T>(data: T[], resultset: ResultSet): DataListResponse<T> {
  return { data, metadata: { resultset } };
}

const resultSetSchema = z.object({ offset: z.number(), limit: z.number(), count: z.number() });

/** Zod schema of a list answer with items of `item`. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), metadata: z.object({ resultset: resultSetSchema }) });
}

/** Error answer: `{errors:{message:[...]}}`. */
export interface ErrorResponse {
  errors: { message: string[] };
}

export function errorResponse(...messages: string[]): ErrorResponse {
  return { errors: { message: messages } };
}

export const errorResponseSchema = z.object({ errors: z.object({ message: z.array(z.string()) }) });

/** Required e-mail: 'Campo obrigatório', then 'Você precisa digitar um email válido'. */
export const emailSchema = requiredString(required, INPUT_LIMITS.email).pipe(z.email({ error: invalidEmail }));

/** Required CNPJ (numeric or alphanumeric, masked or not): 'CNPJ inválido'. */
export const cnpjSchema = requiredString().refine(isValidCnpj, { error: invalidCnpj });

/** Required CPF: 'Documento inválido'. */
export const cpfSchema = requiredString().refine(isValidCpf, {
  error: VALIDATION_MESSAGES.invalidDocumentLower,
});

/** Required CPF (11) or CNPJ (14): 'Documento Inválido'. */
export const documentSchema = requiredString().refine((value) => validateDocument(value) !== null, {
  error: invalidDocument,
});

/**
 * Brazilian phone with area code, 10 or 11 digits once the mask is removed; 11 digits must be
 * a mobile number (third digit 9): 'O telefone é inválido'.
 */
export function isValidPhone(value: string, { mobileOnly = false } = {}): boolean {
  const digits = value.replace(/\D/g, '');
  if (/^[1-9]{2}9\d{8}$/.test(digits)) return true;
  return !mobileOnly && /^[1-9]{2}[2-9]\d{7}$/.test(digits);
}

/** Phone with area code: 10 or 11 digits. */
export const phoneSchema = requiredString().refine((value) => isValidPhone(value), { error: invalidPhone });

/** Mobile phone with area code: 11 digits, (99) 9xxxx-xxxx. */
export const mobilePhoneSchema = requiredString().refine(
  (value) => isValidPhone(value, { mobileOnly: true }),
  {
    error: invalidPhone,
  },
);
