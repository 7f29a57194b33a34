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
import { createPasskeySignIn } from './passkey-sign-in.service';
import { createPasskeysRepository } from './passkeys.repository';
import { passkeysRoutes } from './passkeys.routes';
import { createPasskeysService } from './passkeys.service';
import { createSecondFactorService } from './second-factor.service';

/** Sign-in (password, then a second factor when the account has or needs one; or a passkey), sessions and sign-out. */
export default defineModule({
  name: 'auth',
  requires: ['creditors'],
  setup({ config, database, log, use }) {
    const repository = createAuthRepository(database.db);
    const passkeys = createPasskeysService(createPasskeysRepository(database.db), config.webauthn);
    const factors = createSecondFactorService(createFactorsRepository(database.db), {
      encryptionKey: config.totpEncryptionKey,
      creditorRequiresFactor: async (creditorId) =>
        (await use('creditors').parametersOf(creditorId)).exige_segundo_fator === PARAMETER_BOOLEAN_VALUES.on,
      passkeyCount: passkeys.passkeyCount,
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
      log,
    });
    const accountSessions = createAccountSessionsService(repository, { sessionIdleMs: config.sessionIdleMs });
    const routes = [
      authRoutes(service, config.signInRateLimitPerMinute),
      accountRoutes(factors, accountSessions, revokeAccountSessions),
      passkeysRoutes(passkeys, createPasskeySignIn(passkeys, service.steps, log), config.signInRateLimitPerMinute),
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
