import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_LIMITS, MESSAGES } from '@lastro/domain';
import { badRequest } from '../lib/errors';

/**
 * JSON body limits. `form` is every route's default (forms, lists of permissions or
 * originators); `small` is for what anyone may call without a session (sign-in, accepting an
 * invitation), so an anonymous caller cannot make the server parse more than a few KB.
 * Uploads are multipart and read with their own per-file limits (readMultipartForm).
 */
export const BODY_LIMITS = { small: 4 * 1024, form: 64 * 1024 } as const;

type Verdict = 'nul' | 'long' | 'deep' | null;

/** Looks through a parsed body, query or params for what no field may hold. */
function inspect(value: unknown, depth: number): Verdict {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'nul';
    return value.length > INPUT_LIMITS.textCeiling ? 'long' : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > INPUT_LIMITS.depth) return 'deep';
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return 'nul';
    const verdict = inspect(item, depth + 1);
    if (verdict) return verdict;
  }
  return null;
}

/**
 * Before any route's schema: a NUL character (which PostgreSQL text cannot hold) or a text
 * longer than any field accepts is refused for every route at once. Each domain schema then
 * holds its own field's maximum.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: nothing is awaited, and every request runs it.
  app.addHook('preValidation', (request, _reply, done) => {
    const verdict = inspect(request.params, 0) ?? inspect(request.query, 0) ?? inspect(request.body, 0);
    if (verdict === 'nul') return done(badRequest(MESSAGES.errors.nulCharacter));
    if (verdict === 'long') return done(badRequest(MESSAGES.validation.maxLengthExceeded));
    if (verdict === 'deep') return done(badRequest(MESSAGES.errors.invalidBody));
    done();
  });
});
