import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createMailer, createOutboxRepository, type MailTransport } from '../../integrations/mail';
import { createInvitationsRepository } from './invitations/invitations.repository';
import { invitationsRoutes } from './invitations/invitations.routes';
import { createInvitationsService } from './invitations/invitations.service';
import { outboxRoutes } from './invitations/outbox.routes';
import { createProfilesRepository } from './profiles/profiles.repository';
import { profilesRoutes } from './profiles/profiles.routes';
import { createProfilesService } from './profiles/profiles.service';
import { accountsRoutes } from './users/accounts.routes';
import { createAccountsService } from './users/accounts.service';
import { creditorUsersRoutes } from './users/creditor-users.routes';
import { usersRoutes } from './users/users.routes';
import { createUsersRepository } from './users/users.repository';
import { createUsersService } from './users/users.service';

export interface AccessDeps {
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'signInRateLimitPerMinute'>;
  database: Database;
  /** The auth module's: ends every live session of an account. */
  revokeAccountSessions: (accountId: string) => Promise<void>;
  /** Replaces SMTP delivery (tests). */
  mailTransport?: MailTransport;
}

/**
 * Access management: profiles and their permissions, users (a user IS an account), the
 * invitations that let a new user choose a password, and the e-mail outbox.
 */
export function createAccessServices(deps: AccessDeps) {
  const outbox = createOutboxRepository(deps.database.db);
  const mailer = createMailer(outbox, {
    smtpUrl: deps.config.smtpUrl,
    mailFrom: deps.config.mailFrom,
    ...(deps.mailTransport ? { transport: deps.mailTransport } : {}),
  });
  const invitations = createInvitationsService(createInvitationsRepository(deps.database.db), mailer, {
    publicUrl: deps.config.publicUrl,
    revokeAccountSessions: deps.revokeAccountSessions,
  });
  const usersRepository = createUsersRepository(deps.database.db);
  const userDeps = { invitations, revokeAccountSessions: deps.revokeAccountSessions };
  return {
    outbox,
    mailer,
    invitations,
    profiles: createProfilesService(createProfilesRepository(deps.database.db)),
    users: createUsersService(usersRepository, userDeps),
    accounts: createAccountsService(usersRepository, userDeps),
    rateLimitPerMinute: deps.config.signInRateLimitPerMinute,
  };
}

export type AccessServices = ReturnType<typeof createAccessServices>;

export function accessRoutes(s: AccessServices) {
  return async (api: FastifyInstance) => {
    await api.register(profilesRoutes(s.profiles));
    await api.register(usersRoutes(s.users));
    await api.register(accountsRoutes(s.accounts, s.users));
    await api.register(creditorUsersRoutes(s.accounts, s.users));
    await api.register(invitationsRoutes(s.invitations, s.rateLimitPerMinute));
    await api.register(outboxRoutes(s.outbox, s.mailer));
  };
}
