import './lib/zod-runtime';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { auditTrailPlugin } from './plugins/audit-trail';
import { authPlugin } from './plugins/auth';
import { HTTP_SERVER_OPTIONS, clientErrorHandler, clientErrorsPlugin } from './plugins/client-errors';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { BODY_LIMITS, inputGuardPlugin } from './plugins/input-guard';
import { idempotentCreatesPlugin } from './plugins/idempotent-creates';
import { loggerOptions } from './plugins/logging';
import { postgresRateLimitStore } from './plugins/rate-limit-store';
import { routeParamsPlugin } from './plugins/route-params';
import { schemaValidatorPlugin } from './plugins/schema-validator';
import { securityHeadersPlugin } from './plugins/security-headers';
import { securityLogPlugin } from './plugins/security-log';
import { openapiPlugin } from './plugins/openapi';
import { webAppPlugin } from './plugins/web-app';
import { createModuleHost, type ModuleDefinition, type ModuleHost } from './lib/module';
import accessModule from './modules/access/access.module';
import authModule from './modules/auth/auth.module';
import creditorsModule from './modules/creditors/creditors.module';
import exportsModule from './modules/exports/exports.module';
import filesModule from './modules/files/files.module';
import healthModule from './modules/health/health.module';
import jobsModule from './modules/jobs/jobs.module';
import lookupsModule from './modules/lookups/lookups.module';
import notificationsModule from './modules/notifications/notifications.module';
import parametersModule from './modules/parameters/parameters.module';
import partnersModule from './modules/partners/partners.module';
import registersModule from './modules/registers/registers.module';
import registryModule from './modules/registry/registry.module';
import merchantsModule from './modules/merchants/merchants.module';
import schedulesModule from './modules/schedules/schedules.module';
import commitmentsModule from './modules/commitments/commitments.module';
import importsModule from './modules/imports/imports.module';
import reconciliationModule from './modules/reconciliation/reconciliation.module';
import auditModule from './modules/audit/audit.module';
import homeModule from './modules/home/home.module';
import multipart from '@fastify/multipart';
import { createFileStorage } from './integrations/storage';

/** Every server module, in the order their routes are registered. */
export const MODULES: readonly ModuleDefinition<string, unknown>[] = [
  healthModule,
  authModule,
  accessModule,
  registersModule,
  parametersModule,
  partnersModule,
  lookupsModule,
  creditorsModule,
  notificationsModule,
  filesModule,
  jobsModule,
  exportsModule,
  registryModule,
  merchantsModule,
  schedulesModule,
  commitmentsModule,
  importsModule,
  reconciliationModule,
  auditModule,
  homeModule,
];

// Validation texts of zod itself (types, formats) in Portuguese; schemas carry the spec's own.
z.config(z.locales.pt());

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The module list (default MODULES); tests add a module of their own (e.g. an in-test import source). */
  modules?: readonly ModuleDefinition<string, unknown>[];
}

export async function buildApp({ config, database, logStream, modules: moduleList = MODULES }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    // JSON routes carry small forms; a route that needs more says so (uploads are multipart).
    bodyLimit: BODY_LIMITS.form,
    // X-Forwarded-For is believed only from configured proxies; otherwise the socket's address counts.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    frameworkErrors,
    // What Node's HTTP server refuses before Fastify sees a request, in our shape too.
    clientErrorHandler,
    http: HTTP_SERVER_OPTIONS,
  });
  app.setSerializerCompiler(serializerCompiler);

  // Modules, their jobs, exports and files; the job runner starts with the app (workers unless ROLE=api).
  const modules = createModuleHost({
    config,
    database,
    log: app.log,
    storage: createFileStorage(config, database),
    modules: moduleList,
  });
  app.decorate('modules', modules);
  app.addHook('onReady', () => modules.start());
  app.addHook('onClose', () => modules.stop());

  await app.register(errorHandlerPlugin);
  await app.register(clientErrorsPlugin);
  await app.register(schemaValidatorPlugin);
  await app.register(securityHeadersPlugin, { hstsMaxAge: config.hstsMaxAge });
  await app.register(authPlugin, { sessions: modules.services('auth').sessions });
  await app.register(securityLogPlugin);
  // Every answered write appends an audit event (unless its module recorded one with before/after).
  if (moduleList.some((m) => m.name === 'audit')) await app.register(auditTrailPlugin, { trail: modules.services('audit') });
  await app.register(inputGuardPlugin);
  await app.register(routeParamsPlugin);
  await app.register(idempotentCreatesPlugin, { database });
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(database) });
  // Multipart uploads (logos, visual identity, imports): each route reads its parts with its own limits.
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 50 } });
  await app.register(openapiPlugin);

  await app.register(
    (api) => modules.routes(api),
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { distDir: config.webDist });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    modules: ModuleHost;
  }
}
