import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { ACTIONS, MESSAGES, type PermissionAction, type SessionClaims } from '@lastro/domain';
import { AppError, badRequest } from '../../lib/errors';
import { burnVerification, verifyPassword } from '../../lib/passwords';
import type { AuthContext, } from '../../plugins/route-auth';
import type { SessionResolver } from '../../plugins/auth';
import type { AuthRepository } from './auth.repository';

export const MAX_FAILED_ATTEMPTS = 5;
const PLATFORM_COMPANY_NAME = 'Lastro';
/** Writing last_seen_at on every request would double the write load for nothing. */
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthServiceOptions {
  jwtSecret: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
}

export function createAuthService(repo: AuthRepository, opts: AuthServiceOptions) {
  const key = new TextEncoder().encode(opts.jwtSecret);

  async function signIn(input: { email: string; password: string }, meta: { ip: string; userAgent?: string }) {
    const account = await repo.findAccountByEmail(input.email.trim());
    if (!account || !account.passwordHash) {
      await burnVerification(input.password);
      throw badRequest(MESSAGES.auth.invalidCredentials);
    }
    // The attempt is claimed before the password is checked, so a burst cannot have more
    // than MAX_FAILED_ATTEMPTS evaluated, and a right password loses to a lock recorded first.
    const claimed = await repo.claimAttempt(account.id, MAX_FAILED_ATTEMPTS);
    if (claimed === null) {
      if (await repo.isLocked(account.id)) throw new AppError(423, MESSAGES.auth.accountBlocked);
      throw new AppError(429, MESSAGES.errors.tooManyAttempts);
    }
    const ok = await verifyPassword(account.passwordHash, input.password);
    if (!ok) {
      if (await repo.lockIfExhausted(account.id, MAX_FAILED_ATTEMPTS)) throw new AppError(423, MESSAGES.auth.accountBlocked);
      throw badRequest(MESSAGES.auth.invalidCredentials);
    }
    if (!(await repo.resetFailuresUnlessLocked(account.id))) throw new AppError(423, MESSAGES.auth.accountBlocked);
    if (account.status !== 'ativo') throw new AppError(403, MESSAGES.auth.accountInactive);

    const sessionId = randomUUID();
    const now = Date.now();
    const expiresAt = new Date(now + opts.sessionMaxMs);
    await repo.createSession({ id: sessionId, accountId: account.id, expiresAt, ip: meta.ip, userAgent: meta.userAgent });

    const companyName =
      account.accountType === 'Creditor' ? ((await repo.companyNameOf(account.creditorId)) ?? '') : PLATFORM_COMPANY_NAME;
    const claims: SessionClaims = {
      name: account.name,
      companyName,
      personId: account.creditorId,
      accountId: account.id,
      accountType: account.accountType === 'Creditor' ? 'Creditor' : 'Backoffice',
      isSecundaryAccount: account.isSecondary ? 'True' : 'False',
    };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(sessionId)
      .setSubject(account.id)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, claims };
  }

  const sessions: SessionResolver = {
    async resolve(token: string, _request: FastifyRequest): Promise<AuthContext | null> {
      let jti: string | undefined;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        jti = payload.jti;
      } catch {
        return null;
      }
      if (!jti) return null;
      const s = await repo.loadSession(jti);
      if (!s || s.revokedAt) return null;
      const now = Date.now();
      if (s.expiresAt.getTime() <= now) return null;
      if (now - s.lastSeenAt.getTime() > opts.sessionIdleMs) {
        await repo.revokeSession(jti);
        return null;
      }
      if (s.status !== 'ativo' || s.lockedAt) return null;
      // A creditor account detached from its creditor must never fall back to an unscoped view.
      if (s.accountType !== 'Backoffice' && !s.creditorId) return null;
      if (s.sessionsValidAfter && s.createdAt.getTime() < s.sessionsValidAfter.getTime()) return null;
      if (now - s.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(jti);

      const isAdmin = s.accountType === 'Backoffice';
      const permissions = new Map<string, Set<PermissionAction>>();
      if (!isAdmin && s.profileId != null) {
        for (const row of await repo.permissionsOfProfile(s.profileId)) {
          const set = permissions.get(row.slug) ?? new Set<PermissionAction>();
          set.add(row.permition as PermissionAction);
          permissions.set(row.slug, set);
        }
      }
      return {
        accountId: s.accountId,
        sessionId: jti,
        accountType: isAdmin ? 'Backoffice' : 'Creditor',
        isAdmin,
        creditorId: isAdmin ? null : s.creditorId,
        email: s.email,
        name: s.name,
        permissions,
      };
    },
  };

  /** The signed-in account's permissions in the spec's shape; admins hold everything. */
  async function permissionsOf(auth: AuthContext) {
    if (auth.isAdmin) {
      const slugs = await repo.allResourceSlugs();
      return slugs.map((slug) => ({ resource_slug: slug, permitions: [...ACTIONS] }));
    }
    return [...auth.permissions.entries()].map(([slug, actions]) => ({
      resource_slug: slug,
      permitions: ACTIONS.filter((a) => actions.has(a)),
    }));
  }

  return { signIn, sessions, permissionsOf, signOut: (sessionId: string) => repo.revokeSession(sessionId) };
}

export type AuthService = ReturnType<typeof createAuthService>;
