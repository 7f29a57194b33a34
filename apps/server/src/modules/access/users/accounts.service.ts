import {
  MESSAGES,
  isStrongPassword,
  listResponse,
  onlyDigits,
  type ListQuery,
} from '@lastro/domain';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import type { AuthContext } from '../../../plugins/route-auth';
import { assertUserPermission, scopedCreditorId } from '../access-scope';
import { createUserActionGuard, type UsersDeps } from './users.service';
import type { UserRow, UsersRepository } from './users.repository';

const M = MESSAGES.access;

export interface LeadInput {
  full_name: string;
  email: string;
}

export interface AccountInput {
  lead_account_id: string;
  contact_name: string;
  contact_email?: string | undefined;
  phone_number: string;
  creditor_id?: string | undefined;
}

/**
 * Account-level operations on users: password, unlock, status, invitations, and the spec's
 * step-by-step creation (lead -> account -> secondary link) kept alongside POST users.
 */
export function createAccountsService(repo: UsersRepository, deps: UsersDeps) {
  /** Finds by e-mail an account the caller may act on; an account it may not see is "not found". */
  const userToActOn = createUserActionGuard(repo);
  const byEmail = (auth: AuthContext, email: string) => userToActOn(auth, { email }, 'edit');

  async function byId(auth: AuthContext, id: string): Promise<UserRow> {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findById(id) : undefined;
    if (!user) throw notFound();
    return user;
  }

  return {
    async changePassword(auth: AuthContext, input: { email: string; newPassword: string }) {
      const { account } = await byEmail(auth, input.email);
      if (account.status !== 'ativo') throw badRequest(M.userInactiveReadOnly);
      if (!isStrongPassword(input.newPassword)) throw badRequest(MESSAGES.auth.passwordRule);
      // The other sessions end; someone changing their own password keeps the one they act from.
      const own = account.id === auth.accountId;
      await repo.setPassword(account.id, await hashPassword(input.newPassword), own);
      await deps.revokeAccountSessions(account.id, own ? auth.sessionId : undefined);
      return { message: M.passwordChanged };
    },

    /** Desbloquear: clears the lock and the failure count; sessions from before stay void. */
    async unlock(auth: AuthContext, input: { email: string }) {
      const { account } = await byEmail(auth, input.email);
      await repo.unlock(account.id);
      await deps.revokeAccountSessions(account.id);
      return { message: M.unlocked };
    },

    /** Resends the invitation: a new one-time link that replaces the earlier ones. */
    async resendInvite(auth: AuthContext, input: { email: string }, kind: 'primary' | 'secondary') {
      const { account } = await byEmail(auth, input.email);
      if (account.status !== 'ativo' || (account.accountType === 'Creditor' && !account.creditorId)) {
        throw badRequest(M.inviteNotSendable);
      }
      await deps.invitations.invite(account, auth.accountId);
      return { message: kind === 'primary' ? M.inviteResent : M.emailResent };
    },

    /**
     * The first step of the spec's creation of a creditor user: reserves the e-mail and name.
     * The lead cannot sign in (no password, status 'pendente') until POST accounts completes it.
     * The spec's fixed default password is deliberately not honoured: the invitation sets one.
     */
    async createLead(auth: AuthContext, input: LeadInput) {
      assertUserPermission(auth, 'Creditor', 'create');
      if (await repo.emailTaken(input.email)) throw conflict(M.emailInUse);
      const account = await repo.insert({
        email: input.email.trim(),
        name: input.full_name.trim(),
        accountType: 'Creditor',
        creditorId: auth.isAdmin ? null : auth.creditorId,
        status: 'pendente',
        passwordHash: null,
      });
      return { id: account.id };
    },

    /** Completes a lead as a user of a creditor (the caller's own for creditor users) and invites it. */
    async completeLead(auth: AuthContext, input: AccountInput) {
      assertUserPermission(auth, 'Creditor', 'create');
      const { account: lead } = await byId(auth, input.lead_account_id);
      if (!auth.isAdmin && lead.creditorId !== auth.creditorId) throw notFound();
      if (lead.status !== 'pendente') throw badRequest(M.leadNotPending);
      const creditorId = scopedCreditorId(auth, input.creditor_id ?? lead.creditorId);
      if (!creditorId) throw badRequest(M.creditorRequired);
      if (!(await deps.creditorExists(creditorId))) throw notFound(M.creditorNotFound);
      const email = input.contact_email?.trim() || lead.email;
      if (await repo.emailTaken(email, lead.id)) throw conflict(M.emailInUse);
      const isSecondary = await repo.hasPrimaryAccount(creditorId);
      await repo.update(lead.id, {
        name: input.contact_name.trim(),
        email,
        phoneNumber: onlyDigits(input.phone_number),
        creditorId,
        isSecondary,
        status: 'ativo',
      });
      await deps.invitations.invite({ id: lead.id, email, name: input.contact_name.trim() }, auth.accountId);
      return { account_id: lead.id, user_id: lead.id };
    },

    /**
     * Marks an account as a secondary account of a creditor. A creditor user goes through the
     * one rule of acting on a user (assertMayActOnUser): never its creditor's primary account
     * nor a user holding more than itself.
     */
    async linkSecondary(auth: AuthContext, input: { creditor_id: string; account_id: string }) {
      assertUserPermission(auth, 'Creditor', 'create');
      const creditorId = scopedCreditorId(auth, input.creditor_id)!;
      if (auth.isAdmin && !(await deps.creditorExists(creditorId))) throw notFound(M.creditorNotFound);
      const { account } = await userToActOn(auth, { id: input.account_id }, 'create');
      const belongs = account.accountType === 'Creditor' && (account.creditorId ?? creditorId) === creditorId;
      if (!belongs) throw notFound();
      await repo.update(account.id, { creditorId, isSecondary: true });
      return { creditor_id: creditorId, account_id: account.id, is_secondary: true };
    },

    /** Accounts by e-mail/name, including leads; a creditor user sees its own creditor's only. */
    async search(
      auth: AuthContext,
      filter: { email?: string | undefined; name?: string | undefined; creditor_id?: string | undefined },
      page: ListQuery,
    ) {
      const creditorId = auth.isAdmin ? filter.creditor_id : scopedCreditorId(auth, filter.creditor_id);
      if (!auth.isAdmin) assertUserPermission(auth, 'Creditor', 'read');
      const { rows, count } = await repo.list(
        {
          email: filter.email,
          name: filter.name,
          creditorId,
          accountType: auth.isAdmin ? undefined : 'Creditor',
          includePending: true,
        },
        page,
      );
      return listResponse(
        rows.map(({ account: a }) => ({
          id: a.id,
          name: a.name,
          email: a.email,
          account_type: a.accountType,
          creditor_id: a.creditorId,
          status: a.status,
          is_secondary: a.isSecondary,
        })),
        { ...page, count },
      );
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
