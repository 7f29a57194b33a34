import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './auth.ports';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/** Sign-in, sessions and sign-out. */
export default defineModule({
  name: 'auth',
  requires: ['creditors'],
  setup({ config, database, use }) {
    const repository = createAuthRepository(database.db);
    const service = createAuthService(repository, {
      jwtSecret: config.jwtSecret,
      sessionIdleMs: config.sessionIdleMs,
      sessionMaxMs: config.sessionMaxMs,
      changes: database,
      companyNameOf: (creditorId) => use('creditors').companyNameOf(creditorId),
    });
    return {
      routes: authRoutes(service, config.signInRateLimitPerMinute),
      stop: () => service.close(),
      services: {
        sessions: service.sessions,
        revokeAccountSessions: (accountId) => repository.revokeAccountSessions(accountId),
      },
    };
  },
});
