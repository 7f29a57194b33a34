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

  const authService = createAuthService(createAuthRepository(database.db), {
    jwtSecret: config.jwtSecret,
    sessionIdleMs: config.sessionIdleMs,
    sessionMaxMs: config.sessionMaxMs,
  });

  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { sessions: authService.sessions });
  await app.register(rateLimit, { global: false });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(authRoutes(authService, config.signInRateLimitPerMinute));
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: config.webDist });
  return app;
}
