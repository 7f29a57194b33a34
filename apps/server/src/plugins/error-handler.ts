import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@lastro/domain';
import { AppError } from '../lib/errors';

const body = (messages: string[]) => ({ errors: { message: messages } });

/** The SQLSTATE of a database error, whether raised by pg or PGlite or wrapped by drizzle. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Input that got past a route's schema and that PostgreSQL refused (a value out of its
 * column's range, a text that is not a uuid, a NUL, a text too long for an index, a missing
 * referenced row) is the client's error: a 400 in Portuguese, never a 500.
 */
function databaseInputError(err: unknown): { status: number; message: string } | null {
  const state = sqlState(err);
  if (!state) return null;
  if (state === '22003') return { status: 400, message: MESSAGES.errors.numberOutOfRange };
  if (state === '22021' || state === '22P05') return { status: 400, message: MESSAGES.errors.nulCharacter };
  if (state === '54000' || state === '22001') return { status: 400, message: MESSAGES.validation.maxLengthExceeded };
  if (state === '23505') return { status: 409, message: MESSAGES.errors.conflict };
  if (state.startsWith('22') || state.startsWith('23')) return { status: 400, message: MESSAGES.errors.invalidBody };
  return null;
}

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for an upload cut off
 * mid-way or malformed: plain Errors without a code, known only by their text. Every upload
 * route reads its parts through it (readMultipartForm, the imports' upload), so one rule here
 * covers them all.
 */
const MALFORMED_MULTIPART = /unexpected end of multipart data|terminated early|malformed part header|boundary not found/i;

function isMalformedUpload(error: FastifyError, request: FastifyRequest): boolean {
  return !error.code && typeof request.isMultipart === 'function' && request.isMultipart() && MALFORMED_MULTIPART.test(error.message);
}

/** Fastify's own routing failures (a malformed URL, a too-long path parameter) in our shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_BAD_URL' ? MESSAGES.errors.invalidUrl : MESSAGES.errors.routeNotFound;
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 404;
  return reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body([message])));
}

/** Every failure leaves as {errors:{message:[...]}} in Portuguese; no stack ever leaves the server. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Routes whose input PostgreSQL refused as data, with how often: each is a schema gap (tests read it). */
    inputRefusedByDatabase: Map<string, number>;
  }
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('inputRefusedByDatabase', new Map<string, number>());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.messages));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const msg = v.message ?? MESSAGES.errors.invalidBody;
        return field && !msg.includes(field) && looksGeneric(msg) ? `${field}: ${msg}` : msg;
      });
      return reply.status(400).send(body(unique(messages)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'response does not match its schema');
      return reply.status(500).send(body([MESSAGES.errors.generic]));
    }
    const dbInput = databaseInputError(error);
    if (dbInput) {
      request.log.warn({ err: error, route: request.routeOptions.url }, 'input refused by the database');
      // A data error (not a duplicate or a missing reference) means a schema let the value through.
      if (!sqlState(error)!.startsWith('23')) {
        const key = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
        app.inputRefusedByDatabase.set(key, (app.inputRefusedByDatabase.get(key) ?? 0) + 1);
      }
      return reply.status(dbInput.status).send(body([dbInput.message]));
    }
    if (isMalformedUpload(error, request)) return reply.status(400).send(body([MESSAGES.errors.uploadIncomplete]));
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(body([MESSAGES.errors.bodyTooLarge]));
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(body([MESSAGES.errors.payloadTooLarge]));
    }
    if (status === 429) return reply.status(429).send(body([MESSAGES.errors.tooManyAttempts]));
    if (status === 415) return reply.status(415).send(body([MESSAGES.errors.unsupportedMediaType]));
    if (status === 404) return reply.status(404).send(body([MESSAGES.errors.routeNotFound]));
    if (status >= 400 && status < 500) {
      // Malformed JSON, __proto__ keys and the like: the client's fault, told plainly.
      return reply.status(400).send(body([MESSAGES.errors.invalidBody]));
    }
    request.log.error({ err: error, route: request.routeOptions.url }, 'unexpected error');
    return reply.status(500).send(body([MESSAGES.errors.generic]));
  });
});

/** zod's own texts (pt locale) do not name the field; the schema's own messages do. */
function looksGeneric(msg: string) {
  return /^(Entrada inválida|Tipo inválido|Obrigatório|Muito (curto|grande|pequeno)|Formato inválido|Opção inválida|Chave)/i.test(
    msg,
  );
}

function unique(list: string[]) {
  return [...new Set(list)];
}
