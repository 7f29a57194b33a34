import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditRouteOf, AUDIT_READ, type AuditAction, type AuditRoute } from '@lastro/domain';
import { actorOf, type AuditActor, type AuditScope } from '../lib/audit-trail';
import { jsonObjectOf, readSnapshot, readUrlOf, snapshotOf } from './audit-snapshots';
import { addRouteHook } from './route-hooks';

/** A request's generic event, which the audit module appends (plugins do not reach modules). */
export interface RequestAuditEvent {
  context: AuditScope;
  entity: string;
  entityId: string | null;
  action: AuditAction;
  creditorId: string | null;
  /** The record as its GET read before the write (null when the write has no such read). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditTrailPort {
  recordRequest(event: RequestAuditEvent): Promise<void>;
}

const USER_AGENT_MAX = 512;

/**
 * The audit scope of `request`, made when first asked for: by the audited routes' hooks, after
 * the caller is known (its actor is then the caller), or by a sign-in's route for its meta.
 */
export function auditScopeOf(request: FastifyRequest): AuditScope {
  if (request.auditScope) return request.auditScope;
  const auth = request.auth;
  const scope: AuditScope = {
    actor: auth ? actorOf(auth) : null,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
    route: request.routeOptions?.url ? `${request.method} ${request.routeOptions.url}` : null,
    recorded: false,
  };
  request.auditScope = scope;
  return scope;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asUuid = (v: unknown): string | null => (typeof v === 'string' && UUID.test(v) ? v : null);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
/** A body larger than this is named, not copied, on a generic event. */
const BODY_MAX_CHARS = 16_000;
/** How much of an answer is read for the record's id. */
const ANSWER_MAX_CHARS = 65_535;

/** The record's id: the route's params, an action's body ({deal_id}, {id}), or the answer's id. */
function entityIdOf(request: FastifyRequest, answer: Record<string, unknown> | null): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  // A params schema may have coerced a numeric id (arrangements, acquirers, banks).
  const values = Object.values(params).filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  if (typeof params.id === 'string' || typeof params.id === 'number') return String(params.id);
  if (values.length) return values.at(-1)!;
  // Actions on a record named in the body ({deal_id}, {id}).
  const body = isPlainObject(request.body) ? request.body : {};
  for (const key of ['id', 'deal_id']) {
    const v = body[key];
    if (typeof v === 'string' || typeof v === 'number') return String(v).slice(0, 200);
  }
  const id = answer?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function creditorOf(request: FastifyRequest, actor: AuditActor | null, entity: string): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = isPlainObject(request.body) ? request.body : {};
  return (
    actor?.creditorId ??
    asUuid(params.creditorId) ??
    (entity.startsWith('creditors') ? asUuid(params.id) : null) ??
    asUuid(body.creditor_id) ??
    asUuid(body.creditorId)
  );
}

const pick = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));

function bodyOf(request: FastifyRequest): Record<string, unknown> | null {
  if (!isPlainObject(request.body)) return null;
  const text = JSON.stringify(request.body);
  return text.length > BODY_MAX_CHARS ? { truncated: true, fields: Object.keys(request.body) } : request.body;
}

/**
 * The trail's safety net: every answered write (any method but GET, and GET exports) of a
 * signed-in caller appends an event, with the entity and action derived from the route's URL
 * (auditRouteOf), unless the module already recorded its own with before/after. Sign-in steps
 * are recorded whatever their answer (a refusal without an account, with the e-mail given).
 * Awaited before the answer leaves, so a client that sees the answer can read its event.
 */
export const auditTrailPlugin = fp(async (app: FastifyInstance, opts: { trail: AuditTrailPort }) => {
  const routes = new Map<string, AuditRoute | null>();
  app.decorate('auditRoutes', routes);
  app.decorateRequest('auditScope', null);
  app.decorateRequest('auditSnapshot', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    let audited = false;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const audit = auditRouteOf(method, route.url);
      routes.set(`${method} ${route.url}`, audit);
      if (audit) audited = true;
    }
    // Only the routes whose answers are audited (writes, exports, sign-in) run the hooks below.
    if (!audited) return;
    addRouteHook(route, 'preHandler', snapshotBefore);
    addRouteHook(route, 'onSend', recordAnswer);
  });

  // Routes whose module records its own event with before/after: no generic snapshot for them.
  const selfRecorded = new Set<string>();
  const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  async function snapshotBefore(request: FastifyRequest) {
    // The caller a write's service hands to the trail carries this request's scope: a copy of
    // the session's caller, kept apart from the one every request of the session shares.
    if (request.auth) request.auth = { ...request.auth, audit: auditScopeOf(request) };
    const url = request.routeOptions?.url;
    if (!url || !request.auth || !WRITES.has(request.method)) return;
    const key = `${request.method} ${url}`;
    const route = routes.get(key);
    // A create has no record before it (its URL's GET, or the one above it, reads a list or a parent).
    if (!route || route.action === AUDIT_READ || route.action === 'create' || route.action === 'sign_in' || selfRecorded.has(key)) return;
    const readUrl = readUrlOf(routes, request.method, url, request.url.split('?')[0]!);
    if (!readUrl) return;
    // A route that says how its record reads (its service's get) spares the GET through the app.
    const declared = request.routeOptions.config?.auditRead;
    const before = declared ? await declared(request).then(snapshotOf, () => null) : await readSnapshot(app, request, readUrl);
    request.auditSnapshot = { url: readUrl, before };
  }

  async function recordAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const url = request.routeOptions?.url;
    if (!url) return payload;
    const scope = auditScopeOf(request);
    if (scope.recorded) {
      selfRecorded.add(`${request.method} ${url}`);
      return payload;
    }
    const route = routes.get(`${request.method} ${url}`);
    if (!route || route.action === AUDIT_READ) return payload;
    const status = reply.statusCode;
    const signIn = route.action === 'sign_in';
    if (request.method === 'GET' && status !== 202 && !url.endsWith('/export')) return payload;
    if (status >= 400 && !signIn) return payload;
    const context = scope;
    if (!context.actor && !signIn) return payload;
    const body = isPlainObject(request.body) ? request.body : {};
    const email = typeof body.email === 'string' ? body.email.slice(0, 254) : null;
    // The answer, read once: the record's id, the record a create made, the record after a write.
    const answer = jsonObjectOf(payload, ANSWER_MAX_CHARS);
    const record = typeof payload === 'string' && payload.length <= BODY_MAX_CHARS ? answer : null;
    const snapshot = request.auditSnapshot;
    let before: Record<string, unknown> | null = snapshot?.before ?? null;
    let after: Record<string, unknown> | null;
    if (!before) after = signIn ? (email ? { email } : null) : (bodyOf(request) ?? (request.method === 'POST' && status === 201 ? record : null));
    else if (request.method === 'DELETE') after = null;
    // The answer itself when it is the record read before (same id), compared on the fields
    // both hold; otherwise the record is read again.
    else if (before.id !== undefined && record && String(record.id) === String(before.id)) {
      after = record;
      before = pick(before, Object.keys(record));
    } else after = await readSnapshot(app, request, snapshot!.url);
    await opts.trail.recordRequest({
      context:
        signIn && status >= 400
          ? { ...context, actor: { accountId: null, name: null, email, creditorId: null } }
          : context,
      entity: route.entity,
      entityId: signIn ? (context.actor?.accountId ?? null) : entityIdOf(request, answer),
      action: signIn && status >= 400 ? 'sign_in_failed' : route.action,
      creditorId: creditorOf(request, context.actor, route.entity),
      before,
      after,
    });
    return payload;
  }
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a write's record reads before it, as the record's GET answers it (its service's get):
     * the audit hook calls it instead of that GET through the app. Only on routes whose caller
     * may read what it writes.
     */
    auditRead?: (request: FastifyRequest) => Promise<unknown>;
  }
  interface FastifyRequest {
    /** The audited request's scope (auditScopeOf), null until asked for. */
    auditScope: AuditScope | null;
    /** The GET that reads the record this write changes, and what it answered before the write. */
    auditSnapshot: { url: string; before: Record<string, unknown> | null } | null;
  }
  interface FastifyInstance {
    /** 'METHOD /api/url' -> what its writes are audited as (null: a read). */
    auditRoutes: Map<string, AuditRoute | null>;
  }
}
