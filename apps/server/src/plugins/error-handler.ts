import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@lastro/domain';
import { AppError } from '../lib/errors';

const body = (messages: string[]) => ({ errors: { message: messages } });

/** Every failure leaves as {errors:{message:[...]}} in Portuguese; no stack ever leaves the server. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
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
      request.log.error({ err: error, reqId: request.id }, 'response does not match its schema');
      return reply.status(500).send(body([MESSAGES.errors.generic]));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(body([MESSAGES.errors.payloadTooLarge]));
    }
    if (status === 429) return reply.status(429).send(body([MESSAGES.errors.tooManyAttempts]));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, told plainly.
      return reply.status(status === 404 ? 404 : 400).send(body([MESSAGES.errors.invalidBody]));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
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
