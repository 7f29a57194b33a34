import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, NOTIFICATIONS_PAGE_SIZE, listQuerySchema } from '@lastro/domain';
import { SIGNED_IN } from '../../plugins/route-auth';
import type { NotificationItem, NotificationsService } from './notifications.service';

export const HEARTBEAT_MS = 25_000;
/** Open streams one session may hold (a few tabs) across every API process; opening one more closes its oldest. */
export const MAX_STREAMS_PER_SESSION = 3;
/** A stream whose process stopped refreshing it for this many heartbeats no longer counts. */
const STALE_HEARTBEATS = 3;

const itemSchema = z.object({
  id: z.string(),
  status: z.number(),
  notification: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    created_at: z.string(),
    type: z.number(),
    metadata: z.object({
      notification_info: z.string().nullable(),
      show_deal_info_button: z.boolean(),
      id: z.union([z.string(), z.number()]).nullable(),
    }),
  }),
});

/**
 * EventSource cannot send headers, so this one route also takes the session token as
 * ?token=; it is then checked by the same session resolver as every bearer token.
 */
async function tokenFromQuery(request: FastifyRequest) {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string' && token && !request.headers.authorization) {
    request.headers.authorization = `Bearer ${token}`;
  }
}

export const redactToken = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1[redacted]');

const sseEvent = (item: NotificationItem) =>
  `event: notification\nid: ${item.id}\ndata: ${JSON.stringify(item)}\n\n`;

export function notificationsRoutes(service: NotificationsService, opts: { heartbeatMs?: number } = {}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const open = new Set<() => void>();
    const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
    // An open stream would keep the server from closing.
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });

    r.get('/notifications', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Notificações da conta conectada (mais recentes primeiro)',
        querystring: z.object({
          offset: listQuerySchema.shape.offset,
          limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
        }),
        response: {
          200: z.object({
            results: z.array(itemSchema),
            metadata: z.object({
              resultset: z.object({ offset: z.number(), limit: z.number(), count: z.number() }),
              /** Unread (status 1) of the account, all pages: the bell's badge. */
              unread: z.number(),
            }),
          }),
        },
      },
      handler: async (request) =>
        service.list(request.auth!.accountId, request.query.offset, request.query.limit),
    });

    r.patch('/notifications', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Marca como lidas (status 0) notificações da conta conectada',
        body: z.object({ notifications_user_id: z.array(z.guid()).max(1000) }),
        response: { 200: z.object({ updated: z.number() }) },
      },
      handler: async (request) =>
        service.markRead(request.auth!.accountId, request.body.notifications_user_id),
    });

    r.get('/notifications/stream', {
      config: { auth: SIGNED_IN },
      onRequest: tokenFromQuery,
      // The request log must not keep the session token of the query string.
      logSerializers: { req: (req: FastifyRequest) => ({ method: req.method, url: redactToken(req.url) }) },
      schema: {
        tags: ['notifications'],
        summary: 'Fluxo (server-sent events) das novas notificações da conta conectada; aceita ?token=',
        querystring: z.object({ token: z.string().max(4096, { error: MESSAGES.validation.maxLengthExceeded }).optional() }),
      },
      handler: async (request, reply) => {
        // Only an event-stream client gets the endless response (EventSource always asks for it).
        if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
          return reply.status(406).send({ errors: { message: [MESSAGES.errors.invalidBody] } });
        }
        const accountId = request.auth!.accountId;
        const sessionId = request.auth!.sessionId;
        let closed = false;
        let end: () => void = () => undefined;
        // A token cannot hold the server's connections: a tab that reopens its stream
        // replaces its own dead one rather than being refused, whichever process holds it.
        const registration = await service.openStream(sessionId, () => end(), {
          max: MAX_STREAMS_PER_SESSION,
          staleMs: STALE_HEARTBEATS * heartbeatMs,
        });
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        // Logout, inactivation or a password change end the session: the stream ends with it.
        const token = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        const sessionAlive = async () => (await app.sessions.resolve(token, request).catch(() => null)) !== null;
        // One chain keeps events in order while each waits for its session check.
        let chain = Promise.resolve();
        const send = (chunk: string) => {
          chain = chain.then(async () => {
            if (closed) return;
            if (await sessionAlive()) res.write(chunk);
            else end();
          });
        };
        const unsubscribe = await service.subscribe(accountId, (item) => send(sseEvent(item)));
        const heartbeat = setInterval(() => {
          send(': heartbeat\n\n');
          // Refreshes the row that counts this stream; gone means another process evicted it.
          registration.alive().then(
            (alive) => alive || end(),
            () => undefined,
          );
        }, heartbeatMs);
        end = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
          registration.close().catch((err: unknown) => request.log.warn({ err }, 'notification stream row not removed'));
          res.end();
        };
        open.add(end);
        request.raw.on('close', end);
        // Reconnect after 5 s if dropped; the comment tells the client the stream is live.
        res.write('retry: 5000\n: connected\n\n');
      },
    });
  };
}
