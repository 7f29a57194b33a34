import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@lastro/domain';
import type { Database } from '../db/client';
import { requestHash } from '../lib/canonical-json';
import { conflict } from '../lib/errors';
import { addRouteHook } from './route-hooks';

/** Two identical creates of one session closer than this are one double submit. */
export const DUPLICATE_WINDOW_MS = 1000;
/** How long a duplicate waits for the first request's answer before it gives up (409). */
export const WAIT_LIMIT_MS = 15_000;
const POLL_MS = 25;
const KEEP_ANSWERS = '1 minute';
const SWEEP_EVERY_MS = 10 * 60_000;

/** The row a create claimed, and the token that says it is still this request's. */
interface Claim {
  sessionId: string;
  hash: string;
  token: string;
}

interface Answer {
  status_code: number | null;
  content_type: string | null;
  body: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

/**
 * A create is a signed-in POST answering 201 with a JSON body (or none). Uploads are multipart:
 * their bytes are read in the handler, after this hook, so two different files would look alike.
 * A request with its own Idempotency-Key is left to the route that honours it (POST deals).
 */
function isCreate(request: FastifyRequest): boolean {
  if (request.method !== 'POST' || !request.auth) return false;
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!response || !('201' in response)) return false;
  if (request.headers['idempotency-key'] !== undefined) return false;
  const type = request.headers['content-type'];
  return type === undefined || type.toLowerCase().startsWith('application/json');
}

/**
 * Idempotent creates (issue 25 point 1). A double click sent the same create twice: two
 * identical profiles, or a success and a 'já cadastrado' error side by side. The second identical
 * create of a session within a second now gets the first one's answer (status and body, with
 * `Idempotent-Replayed: true`) instead of a refusal: the user meant one record, and whichever of
 * the two answers the client reads names that record, so neither a second record nor an error
 * shows up. The claim is a row in PostgreSQL, so duplicates that two API processes receive are
 * caught as well. A failed first request releases its claim and the duplicate runs as itself.
 */
export const idempotentCreatesPlugin = fp(async (app: FastifyInstance, opts: { database: Database; waitLimitMs?: number }) => {
  const { database, waitLimitMs = WAIT_LIMIT_MS } = opts;
  let sweepAt = 0;
  app.decorateRequest('idempotencyClaim', null);

  /** Claims the request unless an identical one claimed it within the window. */
  async function claim(sessionId: string, hash: string): Promise<Claim | null> {
    const token = randomUUID();
    const rows = await database.query(
      `insert into idempotent_requests as r (session_id, request_hash, claim_token) values ($1, $2, $3)
       on conflict (session_id, request_hash) do update
         set claim_token = excluded.claim_token, claimed_at = clock_timestamp(), status_code = null, content_type = null, body = null
         where r.claimed_at < clock_timestamp() - make_interval(secs => $4::float8 / 1000)
       returning 1`,
      [sessionId, hash, token, DUPLICATE_WINDOW_MS],
    );
    return rows.length ? { sessionId, hash, token } : null;
  }

  /** The first request's answer once it has one; null when it failed (its claim is gone). */
  async function answerOf(sessionId: string, hash: string, deadline: number): Promise<Answer | null> {
    for (;;) {
      const [row] = await database.query<Answer>(
        'select status_code, content_type, body from idempotent_requests where session_id = $1 and request_hash = $2',
        [sessionId, hash],
      );
      if (!row) return null;
      if (row.status_code !== null) return row;
      if (Date.now() > deadline) throw conflict(MESSAGES.errors.duplicateRequest);
      await sleep(POLL_MS);
    }
  }

  async function sweep() {
    if (Date.now() < sweepAt) return;
    sweepAt = Date.now() + SWEEP_EVERY_MS;
    await database.query(`delete from idempotent_requests where claimed_at < clock_timestamp() - interval '${KEEP_ANSWERS}'`);
  }

  // Only a POST that may answer 201 can be a create: no other route runs the two hooks.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!methods.includes('POST') || !response || !('201' in response)) return;
    addRouteHook(route, 'preHandler', claimOrReplay);
    addRouteHook(route, 'onSend', keepAnswer);
  });

  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
    if (!isCreate(request)) return;
    const sessionId = request.auth!.sessionId;
    const hash = requestHash({ url: request.url, body: request.body ?? null });
    const deadline = Date.now() + waitLimitMs;
    for (;;) {
      const claimed = await claim(sessionId, hash);
      if (claimed) {
        request.idempotencyClaim = claimed;
        sweep().catch((err: unknown) => request.log.warn({ err }, 'idempotent requests sweep failed'));
        return;
      }
      const first = await answerOf(sessionId, hash, deadline);
      if (!first) continue;
      reply.code(first.status_code!).header('idempotent-replayed', 'true');
      if (first.content_type) reply.header('content-type', first.content_type);
      return reply.send(first.body ?? undefined);
    }
  }

  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const owned = request.idempotencyClaim;
    if (!owned) return payload;
    request.idempotencyClaim = null;
    const keep = reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload === null);
    const key = [owned.sessionId, owned.hash, owned.token];
    try {
      if (keep) {
        const type = reply.getHeader('content-type');
        await database.query(
          `update idempotent_requests set status_code = $4, content_type = $5, body = $6
           where session_id = $1 and request_hash = $2 and claim_token = $3`,
          [...key, reply.statusCode, typeof type === 'string' ? type : null, payload],
        );
      } else {
        await database.query('delete from idempotent_requests where session_id = $1 and request_hash = $2 and claim_token = $3', key);
      }
    } catch (err) {
      // The answer stands; a duplicate waiting on it gives up with 409 after its wait.
      request.log.warn({ err }, 'idempotent request answer not kept');
    }
    return payload;
  }
});
