import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './auth.ports';
import { PARAMETER_BOOLEAN_VALUES } from '@lastro/domain';
import { createAccountSessionsService } from './account-sessions.service';
import { accountRoutes } from './account.routes';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createFactorsRepository } from './factors.repository';
import { createSecondFactorService } from './second-factor.service';

/** Sign-in (password, then a second factor when the account has or needs one), sessions and sign-out. */
export default defineModule({
  name: 'auth',
  requires: ['creditors'],
  setup({ config, database, use }) {
    const repository = createAuthRepository(database.db);
    const factors = createSecondFactorService(createFactorsRepository(database.db), {
      encryptionKey: config.totpEncryptionKey,
      creditorRequiresFactor: async (creditorId) =>
        (await use('creditors').parametersOf(creditorId)).exige_segundo_fator === PARAMETER_BOOLEAN_VALUES.on,
    });
    const revokeAccountSessions = (accountId: string, keep?: string) =>
      repository.revokeAccountSessions(accountId, keep);
    const service = createAuthService(repository, {
      jwtSecret: config.jwtSecret,
      sessionIdleMs: config.sessionIdleMs,
      sessionMaxMs: config.sessionMaxMs,
      changes: database,
      companyNameOf: (creditorId) => use('creditors').companyNameOf(creditorId),
      factors,
    });
    const accountSessions = createAccountSessionsService(repository, { sessionIdleMs: config.sessionIdleMs });
    const routes = [
      authRoutes(service, config.signInRateLimitPerMinute),
      accountRoutes(factors, accountSessions, revokeAccountSessions),
    ];
    return {
      routes: async (app) => {
        for (const register of routes) await register(app);
      },
      stop: () => service.close(),
      services: {
        sessions: service.sessions,
        revokeAccountSessions,
      },
    };
  },
});
