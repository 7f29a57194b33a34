import type { AuthService } from './auth.service';

declare module '../../lib/module' {
  interface ModuleServices {
    auth: {
      /** What the authentication plugin checks bearer tokens with. */
      sessions: AuthService['sessions'];
      /** Ends every live session of an account. */
      revokeAccountSessions(accountId: string): Promise<void>;
    };
  }
}
