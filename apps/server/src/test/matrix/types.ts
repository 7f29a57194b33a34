import type { PermissionAction, PermissionSlug } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import type { TestApp } from '../app';

/**
 * The five callers every route is tried with:
 * - anonymous: no token;
 * - lacking: a creditor user of creditor A whose profile grants nothing;
 * - otherCreditor: a creditor user of creditor B holding the entry's `grants`, aiming at A's data;
 * - withPermission: a creditor user of creditor A holding the entry's `grants`;
 * - admin: a platform (Backoffice) account.
 */
export const ROLES = ['anonymous', 'lacking', 'otherCreditor', 'withPermission', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** An HTTP status, or 'ok' for any 2xx. */
export type Outcome = number | 'ok';
export type Expectations = Record<Role, Outcome>;

export type Grants = ReadonlyArray<readonly [PermissionSlug, readonly PermissionAction[]]>;

export interface MatrixContext {
  t: TestApp;
  db: AppDb;
  /** The creditor whose records the requests aim at (the own creditor of `lacking` and `withPermission`). */
  creditorA: { id: string };
  /** The creditor of the `otherCreditor` caller. */
  creditorB: { id: string };
  /** A signed-in admin, to seed through the API. */
  adminToken: string;
  /** An active Fornecedor profile and an active platform profile, both without users. */
  creditorProfileId: number;
  platformProfileId: number;
  /** A fresh active creditor user of `creditorId` (default A), password TEST_PASSWORD. */
  creditorAccount(creditorId?: string): Promise<{ id: string; email: string }>;
  /** A unique e-mail address. */
  email(prefix?: string): string;
}

export interface RequestSpec {
  /** The concrete URL (params filled in); defaults to the entry's url. */
  url?: string;
  query?: Record<string, string | number | boolean>;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered, e.g. '/api/users/:id'. */
  url: string;
  /** Granted to the otherCreditor and withPermission callers. */
  grants?: Grants;
  expect: Expectations;
  /**
   * Builds the request, aiming at creditor A's data. Called once per role, so a call that
   * changes or removes its target gets a fresh one each time.
   */
  request?: (ctx: MatrixContext, role: Role) => Promise<RequestSpec> | RequestSpec;
  /** The call ends or changes the caller's own session (sign-out): every role gets a session of its own. */
  ownSession?: boolean;
}

/** Expectation shorthands for the rules of src/plugins/route-auth.ts. */
export const outcomes = {
  /** Anyone, signed in or not. */
  public: (status: Outcome = 'ok'): Expectations => ({
    anonymous: status,
    lacking: status,
    otherCreditor: status,
    withPermission: status,
    admin: status,
  }),
  /** Any signed-in account. */
  signedIn: (status: Outcome = 'ok'): Expectations => ({
    anonymous: 401,
    lacking: status,
    otherCreditor: status,
    withPermission: status,
    admin: status,
  }),
  /** Platform administrators only. */
  adminOnly: (status: Outcome = 'ok'): Expectations => ({
    anonymous: 401,
    lacking: 403,
    otherCreditor: 403,
    withPermission: 403,
    admin: status,
  }),
  /**
   * A permission-guarded route. `other` is what the caller of another creditor gets when aiming
   * at creditor A's record: 404 for creditor-owned data, the success status for shared data.
   */
  permission: (status: Outcome = 'ok', other: Outcome = 404): Expectations => ({
    anonymous: 401,
    lacking: 403,
    otherCreditor: other,
    withPermission: status,
    admin: status,
  }),
};

/**
 * A fixture made once per matrix context (its own app and database), never once per module:
 * server test files share their fork's modules (isolate off), so another file's context
 * (audit-routes.test.ts walks these entries too) may have made it first, in another database.
 */
export function oncePerContext<T>(
  make: (ctx: MatrixContext) => Promise<T>,
): (ctx: MatrixContext) => Promise<T> {
  const made = new WeakMap<MatrixContext, Promise<T>>();
  return (ctx) => {
    let fixture = made.get(ctx);
    if (!fixture) {
      fixture = make(ctx);
      made.set(ctx, fixture);
    }
    return fixture;
  };
}
