import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import {
  ACTIONS,
  MESSAGES,
  type PermissionAction,
  type SessionClaims,
  type SignInAnswer,
} from '@lastro/domain';
import { AppError, badRequest } from '../../lib/errors';
import { burnVerification, verifyPassword } from '../../lib/passwords';
import { logSecurityEvent, type SecurityEventFields } from '../../lib/security-events';
import type { AuthContext } from '../../plugins/route-auth';
import type { SessionResolver } from '../../plugins/auth';
import type { AccountRow, AuthRepository } from './auth.repository';
import type { SecondFactorService } from './second-factor.service';
import type { Database } from '../../db/client';
import type { ClientMeta } from './client-meta';

export const MAX_FAILED_ATTEMPTS = 5;
const PLATFORM_COMPANY_NAME = 'Lastro';
/** Writing last_seen_at on every request would double the write load for nothing. */
const TOUCH_INTERVAL_MS = 60_000;
/** How long the password step's answer lets the second step complete the sign-in. */
const CHALLENGE_SECONDS = 300;
/** A challenge token is for the second step only: never a session's bearer. */
const CHALLENGE_AUDIENCE = 'lastro:sign-in-challenge';
type Step = 'code' | 'enrol';

export interface AuthServiceOptions {
  jwtSecret: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /**
   * Change notices of the database (migration 0500 sends them at commit). With them, checked
   * sessions are kept in memory and a request costs no session query; without, every
   * request reads its session.
   */
  changes?: Pick<Database, 'listen'>;
  /** The company name of a creditor (asked of the creditors module), shown to its signed-in users. */
  companyNameOf: (creditorId: string) => Promise<string | null>;
  factors: SecondFactorService;
  /** Where the sign-in's security events go (failures, lockouts, recovery codes used). */
  log?: FastifyBaseLogger;
}

/** The channel migration 0500's triggers notify: 's:<session>', 'a:<account>' or '*'. */
export const SESSION_CHANGES_CHANNEL = 'lastro_session_changes';
/** Bounds how long a session outlives a lost notice (a dropped listening connection). */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_SIZE = 10_000;

interface CachedSession {
  auth: AuthContext;
  expiresAt: number;
  lastSeenAt: number;
  checkedAt: number;
}

export function createAuthService(repo: AuthRepository, opts: AuthServiceOptions) {
  const key = new TextEncoder().encode(opts.jwtSecret);

  const event = (name: Parameters<typeof logSecurityEvent>[1], fields: SecurityEventFields) => {
    if (opts.log) logSecurityEvent(opts.log, name, fields);
  };
  const who = (account: AccountRow, meta: ClientMeta) => ({ account_id: account.id, email: account.email, ip: meta.ip });

  /** Counts one attempt at the account (password, code or passkey); refused when locked or used up. */
  async function claim(account: AccountRow, meta: ClientMeta) {
    const claimed = await repo.claimAttempt(account.id, MAX_FAILED_ATTEMPTS);
    if (claimed === null) {
      event('sign_in.failed', { ...who(account, meta), reason: 'locked' });
      if (await repo.isLocked(account.id)) throw new AppError(423, MESSAGES.auth.accountBlocked);
      throw new AppError(429, MESSAGES.errors.tooManyAttempts);
    }
  }

  async function failed(
    account: AccountRow,
    meta: ClientMeta,
    reason: 'password' | 'code' | 'passkey',
    message: string,
  ): Promise<never> {
    event('sign_in.failed', { ...who(account, meta), reason });
    if (await repo.lockIfExhausted(account.id, MAX_FAILED_ATTEMPTS)) {
      event('sign_in.locked', who(account, meta));
      throw new AppError(423, MESSAGES.auth.accountBlocked);
    }
    throw badRequest(message);
  }

  const inactive = (account: AccountRow, meta: ClientMeta) => {
    event('sign_in.failed', { ...who(account, meta), reason: 'inactive' });
    return new AppError(403, MESSAGES.auth.accountInactive);
  };

  /**
   * The password step. An account with a factor, or one that must enrol, gets a short-lived
   * challenge instead of a session. With a factor the right password does not clear earlier
   * failures (the sign-in is not complete): it only gives back its own claim, so codes and
   * passwords count toward one lockout and a known password cannot buy more code guesses.
   */
  async function signIn(input: { email: string; password: string }, meta: ClientMeta): Promise<SignInAnswer> {
    const account = await repo.findAccountByEmail(input.email.trim());
    if (!account || !account.passwordHash) {
      await burnVerification(input.password);
      event('sign_in.failed', { email: input.email.trim().slice(0, 254), ip: meta.ip, reason: 'unknown_account' });
      throw badRequest(MESSAGES.auth.invalidCredentials);
    }
    // The attempt is claimed before the password is checked, so a burst cannot have more
    // than MAX_FAILED_ATTEMPTS evaluated, and a right password loses to a lock recorded first.
    await claim(account, meta);
    const ok = await verifyPassword(account.passwordHash, input.password);
    if (!ok) return failed(account, meta, 'password', MESSAGES.auth.invalidCredentials);
    const factors = await opts.factors.factorsOf(account.id);
    if (factors.length > 0) {
      if (!(await repo.releaseAttemptUnlessLocked(account.id)))
        throw new AppError(423, MESSAGES.auth.accountBlocked);
      if (account.status !== 'ativo') throw inactive(account, meta);
      return { challenge: await challengeFor(account.id, 'code'), step: 'code', factors };
    }
    if (!(await repo.resetFailuresUnlessLocked(account.id)))
      throw new AppError(423, MESSAGES.auth.accountBlocked);
    if (account.status !== 'ativo') throw inactive(account, meta);
    if (await opts.factors.isRequired(account))
      return { challenge: await challengeFor(account.id, 'enrol'), step: 'enrol' };
    return { token: await issueSession(account, meta, 'password') };
  }

  const challengeFor = (accountId: string, step: Step) =>
    new SignJWT({ step })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(CHALLENGE_AUDIENCE)
      .setSubject(accountId)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_SECONDS}s`)
      .sign(key);

  /** The active account a challenge of this step names; an expired or foreign token is refused. */
  async function readChallenge(challenge: string, step: Step): Promise<AccountRow> {
    let accountId: string | undefined;
    try {
      const { payload } = await jwtVerify(challenge, key, {
        algorithms: ['HS256'],
        audience: CHALLENGE_AUDIENCE,
      });
      if (payload.step === step) accountId = payload.sub;
    } catch {
      accountId = undefined;
    }
    const account = accountId ? await repo.findAccountById(accountId) : undefined;
    if (!account) throw badRequest(MESSAGES.security.challengeExpired);
    if (account.status !== 'ativo') throw new AppError(403, MESSAGES.auth.accountInactive);
    return account;
  }

  /** The second step: an authenticator or recovery code completes the sign-in. */
  async function signInWithCode(input: { challenge: string; code: string }, meta: ClientMeta) {
    const account = await readChallenge(input.challenge, 'code');
    await claim(account, meta);
    const used = await opts.factors.verify(account.id, input.code);
    if (!used) return failed(account, meta, 'code', MESSAGES.security.codeInvalid);
    if (used === 'recovery_code') event('factor.recovery_code_used', who(account, meta));
    return complete(account, meta, used);
  }

  /** A second step (or a passkey) proved who it is: the failures clear and the session starts. */
  async function complete(account: AccountRow, meta: ClientMeta, method: 'code' | 'recovery_code' | 'passkey') {
    if (!(await repo.resetFailuresUnlessLocked(account.id)))
      throw new AppError(423, MESSAGES.auth.accountBlocked);
    if (account.status !== 'ativo') throw inactive(account, meta);
    return { token: await issueSession(account, meta, method) };
  }

  /** An account that must enrol does it before it holds any session: the challenge is all it has. */
  async function startRequiredEnrolment(challenge: string) {
    return opts.factors.startEnrolment(await readChallenge(challenge, 'enrol'));
  }

  async function confirmRequiredEnrolment(input: { challenge: string; code: string }, meta: ClientMeta) {
    const account = await readChallenge(input.challenge, 'enrol');
    const recoveryCodes = await opts.factors.confirmEnrolment(account.id, input.code);
    return { token: await issueSession(account, meta, 'code'), recovery_codes: recoveryCodes };
  }

  async function issueSession(
    account: AccountRow,
    meta: ClientMeta,
    method: 'password' | 'code' | 'recovery_code' | 'passkey',
  ): Promise<string> {
    event('sign_in.succeeded', { ...who(account, meta), method });
    // The sign-in's audit event names the account that now holds a session.
    if (meta.audit) meta.audit.actor = { accountId: account.id, name: account.name, email: account.email, creditorId: account.creditorId };
    const sessionId = randomUUID();
    const now = Date.now();
    const expiresAt = new Date(now + opts.sessionMaxMs);
    await repo.createSession({
      id: sessionId,
      accountId: account.id,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });

    const companyName =
      account.accountType === 'Creditor'
        ? ((account.creditorId ? await opts.companyNameOf(account.creditorId) : null) ?? '')
        : PLATFORM_COMPANY_NAME;
    const claims: SessionClaims = {
      name: account.name,
      companyName,
      personId: account.creditorId,
      accountId: account.id,
      accountType: account.accountType === 'Creditor' ? 'Creditor' : 'Backoffice',
      isSecundaryAccount: account.isSecondary ? 'True' : 'False',
    };
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(sessionId)
      .setSubject(account.id)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  }

  const cache = new Map<string, CachedSession>();
  let caching = false;
  // Bumped by every invalidation: a session read before one must not be cached after it.
  let generation = 0;
  const forget = (notice: string) => {
    generation++;
    if (notice === '*') return cache.clear();
    const [kind, id] = [notice.slice(0, 2), notice.slice(2)];
    if (kind === 's:' || kind === 'a:') {
      for (const [token, c] of cache)
        if ((kind === 's:' ? c.auth.sessionId : c.auth.accountId) === id) cache.delete(token);
    } else {
      cache.clear();
    }
  };
  const listening = opts.changes
    ?.listen(SESSION_CHANGES_CHANNEL, forget)
    .then((unlisten) => {
      caching = true;
      return unlisten;
    })
    .catch(() => undefined);

  /**
   * The cached check of a token, while its session is still live by the clock; null once it
   * expired, undefined to check it again. Keyed by the token itself: it was verified when
   * cached, so neither its signature nor the session row is read again.
   */
  function cachedEntry(token: string, now: number): CachedSession | null | undefined {
    const c = cache.get(token);
    if (!c) return undefined;
    if (now - c.checkedAt > SESSION_CACHE_MS || now - c.lastSeenAt > opts.sessionIdleMs) {
      cache.delete(token);
      return undefined;
    }
    if (c.expiresAt <= now) {
      cache.delete(token);
      return null;
    }
    return c;
  }

  /** cachedEntry's answer, the session touched first when a touch is due. */
  async function fromCache(token: string, now: number): Promise<AuthContext | null | undefined> {
    const c = cachedEntry(token, now);
    if (!c) return c;
    if (now - c.lastSeenAt > TOUCH_INTERVAL_MS) {
      c.lastSeenAt = now;
      await repo.touchSession(c.auth.sessionId);
    }
    return c.auth;
  }

  const sessions: SessionResolver = {
    known(token: string): AuthContext | null | undefined {
      if (!caching) return undefined;
      const now = Date.now();
      const c = cachedEntry(token, now);
      if (!c) return c;
      // A session whose touch is due is resolve's, which writes it.
      return now - c.lastSeenAt > TOUCH_INTERVAL_MS ? undefined : c.auth;
    },

    async resolve(token: string, _request: FastifyRequest): Promise<AuthContext | null> {
      if (caching) {
        const cached = await fromCache(token, Date.now());
        if (cached !== undefined) return cached;
      }
      let jti: string | undefined;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        // A sign-in challenge is signed with the same key but is never a session.
        jti = payload.aud === undefined ? payload.jti : undefined;
      } catch {
        return null;
      }
      if (!jti) return null;
      const readAt = generation;
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
      const touch = now - s.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
      if (touch) await repo.touchSession(jti);

      const isAdmin = s.accountType === 'Backoffice';
      const permissions = new Map<string, Set<PermissionAction>>();
      if (!isAdmin && s.profileId != null) {
        for (const row of await repo.permissionsOfProfile(s.profileId)) {
          const set = permissions.get(row.slug) ?? new Set<PermissionAction>();
          set.add(row.permition as PermissionAction);
          permissions.set(row.slug, set);
        }
      }
      const auth: AuthContext = {
        accountId: s.accountId,
        sessionId: jti,
        accountType: isAdmin ? 'Backoffice' : 'Creditor',
        isAdmin,
        creditorId: isAdmin ? null : s.creditorId,
        email: s.email,
        name: s.name,
        permissions,
      };
      if (caching && readAt === generation) {
        cache.set(token, {
          auth,
          expiresAt: s.expiresAt.getTime(),
          lastSeenAt: touch ? now : s.lastSeenAt.getTime(),
          checkedAt: now,
        });
        // Entries are dropped when looked up stale; this bounds the ones never looked up again.
        if (cache.size > SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return auth;
    },
    // A write by this process may have ended sessions: its notice arrives a moment later, but
    // the next request of this process must already see the session gone.
    afterWrite: () => forget('*'),
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

  async function signOut(sessionId: string) {
    await repo.revokeSession(sessionId);
    forget(`s:${sessionId}`);
  }

  /** Stops listening for session changes (the app is closing). */
  async function close() {
    caching = false;
    const unlisten = await listening;
    await unlisten?.();
  }

  return {
    signIn,
    signInWithCode,
    startRequiredEnrolment,
    confirmRequiredEnrolment,
    sessions,
    permissionsOf,
    signOut,
    forget,
    close,
    /** The sign-in's shared steps, for the passkey sign-in (passkey-sign-in.service.ts). */
    steps: { readChallenge, claim, failed, complete, findAccountById: repo.findAccountById },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
