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

  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_ONLY_METHODS.has(request.method)) opts.sessions.afterWrite?.();
    return payload;
  });

  // Before validation: who may call comes first, so a caller without the right gets 401/403
  // whatever its body holds (and learns nothing about the route's schema).
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const rule = request.routeOptions.config?.auth;
    // A route without a rule is closed, never open by accident.
    if (!rule) throw forbidden();
    if ('public' in rule) {
      // A stale token must not stop someone from signing in again.
      await tryAuthenticate(request, opts.sessions).catch(() => null);
      return;
    }
    const auth = await tryAuthenticate(request, opts.sessions);
    if (!auth) throw unauthorized();
    if ('signedIn' in rule) return;
    if (auth.isAdmin) return;
    if ('adminOnly' in rule) throw forbidden();
    const slugs = Array.isArray(rule.slug) ? rule.slug : [rule.slug];
    const actions = Array.isArray(rule.action) ? rule.action : [rule.action];
    const allowed = slugs.some((slug) => actions.some((action) => auth.permissions.get(slug)?.has(action)));
    if (!allowed) throw forbidden(MESSAGES.errors.forbidden);
  });
});

async function tryAuthenticate(request: FastifyRequest, sessions: SessionResolver): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  // The spec's originator calls send the token without the "Bearer" prefix.
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return null;
  const auth = await sessions.resolve(token, request);
  if (!auth) throw unauthorized();
  request.auth = auth;
  return auth;
}

export function hasPermission(auth: AuthContext, slug: string, action: PermissionAction): boolean {
  return auth.isAdmin || (auth.permissions.get(slug)?.has(action) ?? false);
}

export const ALL_ACTIONS: readonly PermissionAction[] = ACTIONS;
