import type { AuthService } from './auth.service';

declare module '../../lib/module' {
  interface ModuleServices {
    auth: {
      /** What the authentication plugin checks bearer tokens with. */
      sessions: AuthService['sessions'];
      /** Ends every live session of an account, but `keep` (the caller's own, when it acts on itself). */
      revokeAccountSessions(accountId: string, keep?: string): Promise<void>;
    };
  }
}
