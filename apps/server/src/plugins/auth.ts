import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ACTIONS, MESSAGES, type PermissionAction } from '@lastro/domain';
import { forbidden, unauthorized } from '../lib/errors';
import { PUBLIC, type AuthContext, type RouteAuth } from './route-auth';

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  /** The route's own JSON body limit; undefined inherits the server's. */
  bodyLimit?: number;
  /** Its params, querystring and body schemas (tests check that each bounds its input). */
  schema?: FastifySchema;
}

export interface SessionResolver {
  /** Verifies a bearer token against the session store; null when it is not a live session. */
  resolve(token: string, request: FastifyRequest): Promise<AuthContext | null>;
  /**
   * What resolve would answer, when it is known in memory with nothing to read or write
   * (undefined otherwise): most requests of a signed-in user are then checked without a promise.
   */
  known?(token: string): AuthContext | null | undefined;
  /** Called once a request that may have written (any method but GET/HEAD/OPTIONS) is answered. */
  afterWrite?(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** Lets long-lived responses (the notifications stream) re-check their session. */
    sessions: SessionResolver;
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the bearer token, loads the session and enforces each route's declared rule. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionResolver }) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorate('sessions', opts.sessions);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    // Static files and the API's own documentation are public by nature.
    if (!route.config?.auth && (!route.url.startsWith('/api') || route.url.startsWith('/api/docs'))) {
      route.config = { ...route.config, auth: PUBLIC } as typeof route.config;
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, auth: route.config?.auth, bodyLimit: route.bodyLimit, schema: route.schema });
    }
  });

  // A callback hook: nothing is awaited, and every answer runs it.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method)) opts.sessions.afterWrite?.();
    done(null, payload);
  });

  // Before validation: who may call comes first, so a caller without the right gets 401/403
  // whatever its body holds (and learns nothing about the route's schema). A callback hook: a
  // session known in memory is checked without a promise; only the others wait for the store.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.is404) return done();
    const rule = request.routeOptions.config?.auth;
    // A route without a rule is closed, never open by accident.
    if (!rule) return done(forbidden());
    const token = tokenOf(request);
    const known = token ? opts.sessions.known?.(token) : null;
    if (known !== undefined) return done(verdictOf(request, rule, known));
    opts.sessions.resolve(token!, request).then(
      (auth) => done(verdictOf(request, rule, auth)),
      // A stale token must not stop someone from signing in again.
      (err: Error) => done('public' in rule ? undefined : err),
    );
  });
});

/** The bearer token of a request; the spec's originator calls send it without the "Bearer" prefix. */
function tokenOf(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/**
 * May the caller call: undefined, or the refusal. `auth` is the token's live session, or null
 * (no token, or one that is not a live session: a public route lets it through anyway).
 */
function verdictOf(request: FastifyRequest, rule: RouteAuth, auth: AuthContext | null): Error | undefined {
  if (auth) request.auth = auth;
  if ('public' in rule) return undefined;
  if (!auth) return unauthorized();
  if ('signedIn' in rule || auth.isAdmin) return undefined;
  if ('adminOnly' in rule) return forbidden();
  const slugs = Array.isArray(rule.slug) ? rule.slug : [rule.slug];
  const actions = Array.isArray(rule.action) ? rule.action : [rule.action];
  const allowed = slugs.some((slug) => actions.some((action) => auth.permissions.get(slug)?.has(action)));
  return allowed ? undefined : forbidden(MESSAGES.errors.forbidden);
}

export function hasPermission(auth: AuthContext, slug: string, action: PermissionAction): boolean {
  return auth.isAdmin || (auth.permissions.get(slug)?.has(action) ?? false);
}

export const ALL_ACTIONS: readonly PermissionAction[] = ACTIONS;
