import { createMailer, createOutboxRepository } from '../../integrations/mail';
import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './access.ports';
import { createInvitationsRepository } from './invitations/invitations.repository';
import { invitationsRoutes } from './invitations/invitations.routes';
import { createInvitationsService } from './invitations/invitations.service';
import { outboxRoutes } from './invitations/outbox.routes';
import { profilesExportSource } from './profiles/profiles.export-source';
import { createProfilesRepository } from './profiles/profiles.repository';
import { profilesRoutes } from './profiles/profiles.routes';
import { createProfilesService } from './profiles/profiles.service';
import { accountsRoutes } from './users/accounts.routes';
import { createAccountsService } from './users/accounts.service';
import { creditorUsersRoutes } from './users/creditor-users.routes';
import { usersRoutes } from './users/users.routes';
import { createUsersRepository } from './users/users.repository';
import { createUsersService } from './users/users.service';

/**
 * Access management: profiles and their permissions, users (a user IS an account), the
 * invitations that let a new user choose a password, and the e-mail outbox.
 */
export default defineModule({
  name: 'access',
  requires: ['auth', 'creditors'],
  setup({ config, database, use }) {
    const revokeAccountSessions = (accountId: string) => use('auth').revokeAccountSessions(accountId);
    const outbox = createOutboxRepository(database.db);
    const mailer = createMailer(outbox, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
    const invitations = createInvitationsService(createInvitationsRepository(database.db), mailer, {
      publicUrl: config.publicUrl,
      revokeAccountSessions,
    });
    const usersRepository = createUsersRepository(database.db);
    const userDeps = { invitations, revokeAccountSessions, creditorExists: (id: string) => use('creditors').exists(id) };
    const profiles = createProfilesService(createProfilesRepository(database.db));
    const users = createUsersService(usersRepository, userDeps);
    const accounts = createAccountsService(usersRepository, userDeps);
    return {
      routes: async (api) => {
        await api.register(profilesRoutes(profiles));
        await api.register(usersRoutes(users));
        await api.register(accountsRoutes(accounts, users, () => use('merchants').accounts));
        await api.register(creditorUsersRoutes(accounts, users));
        await api.register(invitationsRoutes(invitations, config.signInRateLimitPerMinute));
        await api.register(outboxRoutes(outbox, mailer));
      },
      services: {
        masterUsers: {
          creditorAdminProfileId: () => profiles.creditorAdminProfileId(),
          emailTaken: (email) => users.emailTaken(email),
          masterAccountOf: (creditorId) => users.masterAccountOf(creditorId),
          createCreditorUserIn: (tx, input, createdBy) => users.createCreditorUserIn(tx, input, createdBy),
        },
      },
      exportSources: [profilesExportSource(profiles)],
    };
  },
});
