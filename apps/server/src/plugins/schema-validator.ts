import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '@lastro/domain';
import { badRequest } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes whose schema threw on an input instead of refusing it, with how often: each is a schema bug (tests read it). */
    inputThatBrokeASchema: Map<string, number>;
  }
}

/**
 * The zod validator of every route's body, query, params and headers, with one guarantee:
 * whatever JSON the client sends (`[]`, `null`, `"x"`, `1` for a body), the answer is the
 * schema's verdict or a 400 'Dados inválidos', never a 500. A refinement that reads a
 * property of a value an earlier check already refused throws; that is the schema's bug, so
 * the route is logged and counted, and the client is told its input is invalid.
 */
export const schemaValidatorPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('inputThatBrokeASchema', new Map<string, number>());
  const compiler: FastifySchemaCompiler<unknown> = (route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data) => {
      try {
        return validate(data);
      } catch (err) {
        const key = `${route.method} ${route.url} ${route.httpPart ?? ''}`.trim();
        app.log.error({ err, route: route.url, part: route.httpPart }, 'a schema threw on its input');
        app.inputThatBrokeASchema.set(key, (app.inputThatBrokeASchema.get(key) ?? 0) + 1);
        return { error: badRequest(MESSAGES.errors.invalidBody) };
      }
    };
  };
  app.setValidatorCompiler(compiler);
});
