import { hashToken, newToken } from '../../../lib/tokens';
import { MESSAGES } from '@lastro/domain';
import { notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import type { Mailer } from '../../../integrations/mail';
import type { Tx } from '../../../lib/transaction';
import type { InvitationsRepository } from './invitations.repository';

export const INVITATION_TTL_HOURS = 72;
const M = MESSAGES.invitation;


export interface InvitationsOptions {
  publicUrl: string;
  ttlHours?: number;
  /** Ends the live sessions of an account (the auth module's). */
  revokeAccountSessions: (accountId: string) => Promise<void>;
}

export function createInvitationsService(repo: InvitationsRepository, mailer: Mailer, opts: InvitationsOptions) {
  const ttlHours = opts.ttlHours ?? INVITATION_TTL_HOURS;

  async function findOpen(token: string) {
    // Anything that is not a token we issued is simply "invalid or expired".
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw notFound(M.invalid);
    const found = await repo.findOpen(hashToken(token));
    if (!found || found.status !== 'ativo') throw notFound(M.invalid);
    return found;
  }

  async function issue(account: { id: string; email: string; name: string }, createdBy: string | null, tx?: Tx) {
    const token = newToken();
    await (tx ? repo.withTx(tx) : repo).replace({
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
      createdBy,
    });
    const link = `${opts.publicUrl.replace(/\/$/, '')}/convite?token=${token}`;
    return () =>
      mailer.send({
        kind: 'invitation',
        to: account.email,
        subject: M.subject,
        text: M.body(account.name, link, ttlHours),
        secret: token,
      });
  }

  return {
    /** Issues a one-time link (replacing earlier ones) and e-mails it. The token is never returned. */
    async invite(account: { id: string; email: string; name: string }, createdBy: string | null) {
      await (await issue(account, createdBy))();
    },

    /**
     * Records the invitation inside the caller's transaction `tx` and returns the sending of its
     * e-mail, to run once that transaction committed (no mail for a rolled-back account).
     */
    issue,

    async check(token: string) {
      const found = await findOpen(token);
      return { email: found.email, name: found.name, expires_at: found.expiresAt.toISOString() };
    },

    async accept(token: string, password: string) {
      const found = await findOpen(token);
      const accountId = await repo.consume(hashToken(token), await hashPassword(password));
      if (!accountId) throw notFound(M.invalid);
      await opts.revokeAccountSessions(accountId);
      return { email: found.email, message: M.accepted };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
