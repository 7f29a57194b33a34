import { defineModule } from '../../lib/module';
import { composeParts } from '../../lib/module-parts';
import type { AccessPartContext } from './access.ports';
import { createInvitationsPart, invitationsOf } from './invitations/invitations.part';
import { createProfilesPart, profilesServiceOf } from './profiles/profiles.part';
import { createUsersPart } from './users/users.part';

/**
 * Access management: profiles and their permissions, users (a user IS an account), the
 * invitations that let a new user choose a password, and the e-mail outbox. Each part lives in
 * its folder; this file puts them together.
 */
export default defineModule({
  name: 'access',
  requires: ['auth', 'creditors', 'audit'],
  setup(ctx) {
    const revokeAccountSessions = (accountId: string, keep?: string) => ctx.use('auth').revokeAccountSessions(accountId, keep);
    const invitations = invitationsOf({ ...ctx, revokeAccountSessions });
    const partCtx: AccessPartContext = { ...ctx, revokeAccountSessions, invitations: invitations.service, profiles: profilesServiceOf(ctx) };
    return composeParts([createProfilesPart(partCtx), createUsersPart(partCtx), createInvitationsPart(partCtx, invitations)]);
  },
});
