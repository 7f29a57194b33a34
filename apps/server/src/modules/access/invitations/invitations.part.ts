import { createMailer, createOutboxRepository, type Mailer, type OutboxRepository } from '../../../integrations/mail';
import type { ModuleContext } from '../../../lib/module';
import type { AccessPart, AccessPartContext } from '../access.ports';
import { createInvitationsRepository } from './invitations.repository';
import { invitationsRoutes } from './invitations.routes';
import { createInvitationsService, type InvitationsService } from './invitations.service';
import { outboxRoutes } from './outbox.routes';

export interface Invitations {
  service: InvitationsService;
  outbox: OutboxRepository;
  mailer: Mailer;
}

/** The invitations' service over the e-mail outbox (the users' routes send invitations too). */
export function invitationsOf(
  ctx: ModuleContext & Pick<AccessPartContext, 'revokeAccountSessions'>,
): Invitations {
  const { config, database } = ctx;
  const outbox = createOutboxRepository(database.db);
  const mailer = createMailer(outbox, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  const service = createInvitationsService(createInvitationsRepository(database.db), mailer, {
    publicUrl: config.publicUrl,
    revokeAccountSessions: ctx.revokeAccountSessions,
  });
  return { service, outbox, mailer };
}

/** Invitations (a new user chooses a password) and the e-mail outbox. */
export function createInvitationsPart(ctx: AccessPartContext, invitations: Invitations): AccessPart {
  return {
    routes: async (api) => {
      await api.register(invitationsRoutes(invitations.service, ctx.config.signInRateLimitPerMinute));
      await api.register(outboxRoutes(invitations.outbox, invitations.mailer));
    },
  };
}
