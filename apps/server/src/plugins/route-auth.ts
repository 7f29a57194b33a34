import type { PermissionAction, PermissionSlug } from '@lastro/domain';
import type { AuditScope } from '../lib/audit-trail';

/**
 * What a route demands of its caller. Every route declares one (a test enumerates
 * the routes and fails on any without it).
 */
export type RouteAuth =
  | { public: true }
  | { signedIn: true }
  | { adminOnly: true }
  | { slug: PermissionSlug | PermissionSlug[]; action: PermissionAction | PermissionAction[] };

export interface AuthContext {
  accountId: string;
  sessionId: string;
  accountType: 'Backoffice' | 'Creditor';
  isAdmin: boolean;
  /** The creditor a Creditor account belongs to (personId); null for admins. */
  creditorId: string | null;
  email: string;
  name: string;
  permissions: Map<string, Set<PermissionAction>>;
  /** On an audited route, the request's audit scope (plugins/audit-trail.ts): the caller's writes are recorded with it. */
  audit?: AuditScope | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const PUBLIC: RouteAuth = { public: true };
export const SIGNED_IN: RouteAuth = { signedIn: true };
export const ADMIN_ONLY: RouteAuth = { adminOnly: true };
export const perm = (slug: PermissionSlug | PermissionSlug[], action: PermissionAction | PermissionAction[]): RouteAuth => ({
  slug,
  action,
});
