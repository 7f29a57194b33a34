import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openapiPlugin } from './plugins/openapi';
import { webAppPlugin } from './plugins/web-app';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { accessRoutes, createAccessServices } from './modules/access/access.module';
import multipart from '@fastify/multipart';
import { createFileStorage } from './integrations/storage';
import { createRegistersServices, registersRoutes } from './modules/registers/registers.routes';
import { createParametersRepository } from './modules/parameters/parameters.repository';
import { createParametersService } from './modules/parameters/parameters.service';
import { parametersRoutes } from './modules/parameters/parameters.routes';
import { createPartnersRepository } from './modules/partners/partners.repository';
import { createPartnersService } from './modules/partners/partners.service';
import { partnersRoutes } from './modules/partners/partners.routes';
import { createBackground } from './background';
import { createCreditorsModule, creditorsModuleRoutes } from './modules/creditors/creditors.module';
import type { ExportSource } from './modules/exports/export-source';
import { profilesExportSource } from './modules/profiles/profiles.export-source';
import { registersExportSources } from './modules/registers/registers.export-source';
import { partnersExportSource } from './modules/partners/partners.export-source';
import { creditorsExportSource } from './modules/creditors/creditors.export-source';
import { originatorsExportSource } from './modules/originators/originators.export-source';
import { creditorParametersExportSource } from './modules/creditors/creditor-parameters.export-source';

// Validation texts of zod itself (types, formats) in Portuguese; schemas carry the spec's own.
z.config(z.locales.pt());

export interface AppDeps {
  config: Config;
  database: Database;
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const authRepository = createAuthRepository(database.db);
  const authService = createAuthService(authRepository, {
    jwtSecret: config.jwtSecret,
    sessionIdleMs: config.sessionIdleMs,
    sessionMaxMs: config.sessionMaxMs,
  });
  const access = createAccessServices({
    config,
    database,
    revokeAccountSessions: (accountId) => authRepository.revokeAccountSessions(accountId),
  });

  const fileStorage = createFileStorage(config, database);
  const registers = createRegistersServices({
    db: database.db,
    storage: fileStorage,
    bankInUse: (bankCode) => creditorsModule.originators.bankCodeInUse(bankCode),
  });
  const parametersService = createParametersService(createParametersRepository(database.db));
  const partnersService = createPartnersService(createPartnersRepository(database.db));
  const creditorsModule = createCreditorsModule({
    db: database.db,
    config,
    storage: fileStorage,
    masterUsers: access.users,
    parameterCatalogue: parametersService,
    banks: {
      findByCode: async (code) =>
        (await registers.banks.search({ code, offset: 0, limit: 50 })).rows.find((b) => b.bank_code === code) ?? null,
    },
    partners: {
      exists: (id) => partnersService.get(id).then(
        () => true,
        (err: { statusCode?: number }) => (err.statusCode === 404 ? false : Promise.reject(err)),
      ),
    },
  });
  // Jobs, exports, generated files and notifications; the runner starts with the app (workers unless ROLE=api).
  const background = createBackground({ config, database, log: app.log, storage: fileStorage });
  app.decorate('background', background);
  // Each module's export sources (their routes, job types and columns live in the module).
  for (const source of [
    profilesExportSource(access.profiles),
    ...registersExportSources(registers, config.publicUrl),
    partnersExportSource(partnersService),
    creditorsExportSource(database.db),
    originatorsExportSource(creditorsModule.originators),
    creditorParametersExportSource(creditorsModule.parameters),
  ])
    background.exportSources.register(source as ExportSource);
  app.addHook('onReady', () => background.start());
  app.addHook('onClose', () => background.stop());

  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { sessions: authService.sessions });
  await app.register(rateLimit, { global: false });
  // Multipart uploads (logos, visual identity, imports): each route reads its parts with its own limits.
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 50 } });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(authRoutes(authService, config.signInRateLimitPerMinute));
      await api.register(accessRoutes(access));
      await api.register(registersRoutes(registers));
      await api.register(parametersRoutes(parametersService));
      await api.register(partnersRoutes(partnersService));
      await api.register(creditorsModuleRoutes(creditorsModule));
      await api.register(background.routes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: config.webDist });
  return app;
}
