import type { AuditChange } from '../../../lib/audit-trail';
import type { Tx } from '../../../lib/transaction';
import type { AccessPart, AccessPartContext } from '../access.ports';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { creditorUsersRoutes } from './creditor-users.routes';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** Users (a user IS an account): users, accounts and creditor users' routes, and a creditor's master user. */
export function createUsersPart(ctx: AccessPartContext): AccessPart {
  const { invitations, profiles, revokeAccountSessions, use } = ctx;
  const usersRepository = createUsersRepository(ctx.database.db);
  const userDeps = {
    invitations,
    revokeAccountSessions,
    creditorExists: (id: string) => use('creditors').exists(id),
    audit: { change: (tx: Tx, c: AuditChange) => use('audit').change(tx, c) },
  };
  const users = createUsersService(usersRepository, userDeps);
  const accounts = createAccountsService(usersRepository, userDeps);
  return {
    routes: async (api) => {
      await api.register(usersRoutes(users));
      await api.register(accountsRoutes(accounts, users, () => use('merchants').accounts));
      await api.register(creditorUsersRoutes(accounts, users));
    },
    services: {
      masterUsers: {
        creditorAdminProfileId: () => profiles.creditorAdminProfileId(),
        emailTaken: (email) => users.emailTaken(email),
        masterAccountOf: (creditorId) => users.masterAccountOf(creditorId),
        createCreditorUserIn: (tx, input, createdBy) => users.createCreditorUserIn(tx, input, createdBy),
      },
      creditorAccountIds: (creditorId) => users.accountIdsOf(creditorId),
    },
  };
}
