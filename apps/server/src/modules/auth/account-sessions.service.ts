import Bowser from 'bowser';
import { MESSAGES, type AccountSession } from '@lastro/domain';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';
import type { AuthRepository } from './auth.repository';

/** "Chrome 140 · Linux": what a person recognises of a session's browser; the raw agent is never shown. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return MESSAGES.security.unknownDevice;
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return [name, system].filter(Boolean).join(' · ') || MESSAGES.security.unknownDevice;
}

/** 'Minha conta': the signed-in account's own live sessions, and ending them. */
export function createAccountSessionsService(repo: AuthRepository, opts: { sessionIdleMs: number }) {
  return {
    async list(auth: AuthContext): Promise<AccountSession[]> {
      const rows = await repo.liveSessions(auth.accountId, new Date(Date.now() - opts.sessionIdleMs));
      return rows.map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        current: s.id === auth.sessionId,
      }));
    },

    /** Ends one of the caller's sessions; another account's session is "not found". */
    async end(auth: AuthContext, sessionId: string) {
      if (!(await repo.revokeAccountSession(auth.accountId, sessionId))) throw notFound();
    },

    async endOthers(auth: AuthContext) {
      await repo.revokeAccountSessions(auth.accountId, auth.sessionId);
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
