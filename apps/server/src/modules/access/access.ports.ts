import type { ModuleContext, ModuleServices } from '../../lib/module';
import type { ModulePart } from '../../lib/module-parts';
import type { Tx } from '../../lib/transaction';
import type { InvitationsService } from './invitations/invitations.service';
import type { ProfilesService } from './profiles/profiles.service';

/** What each part of the access module receives: the module's context and the services several parts use. */
export interface AccessPartContext extends ModuleContext {
  revokeAccountSessions: ModuleServices['auth']['revokeAccountSessions'];
  /** Users' routes send invitations; the invitations part serves them. */
  invitations: InvitationsService;
  /** A creditor's master user takes the creditor admin profile. */
  profiles: ProfilesService;
}

/** What each part contributes; the module file puts them together (composeParts). */
export type AccessPart = ModulePart<ModuleServices['access']>;

/**
 * The access module's side of a creditor's master user: its profile, its account (created
 * without a password inside the creditor's transaction) and the invitation e-mail that lets
 * the user choose a password, sent once the transaction committed.
 */
export interface MasterUsers {
  creditorAdminProfileId(): Promise<number>;
  emailTaken(email: string): Promise<boolean>;
  masterAccountOf(
    creditorId: string,
  ): Promise<{ id: string; name: string; email: string; phoneNumber: string | null } | undefined>;
  createCreditorUserIn(
    tx: Tx,
    input: { creditorId: string; profileId: number | null; name: string; email: string; phoneNumber: string },
    createdBy: string | null,
  ): Promise<{ account: { id: string }; sendInvitation(): Promise<void> }>;
}

declare module '../../lib/module' {
  interface ModuleServices {
    access: {
      /** A new creditor's master user (the creditors module). */
      masterUsers: MasterUsers;
      /** The creditor's active user accounts: who a notification to the creditor reaches (the contract alerts). */
      creditorAccountIds(creditorId: string): Promise<string[]>;
    };
  }
}
