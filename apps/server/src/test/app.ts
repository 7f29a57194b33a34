import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Signs in and returns the bearer token (throws with the server's message when refused). */
  signIn(email: string, password: string): Promise<string>;
  /** app.inject with the token set as bearer. */
  as(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase();
  // Each test app keeps its files apart and removes them on close.
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-test-files-'));
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' },
    { webDist: undefined, seedDemo: false, signInRateLimitPerMinute: 10_000, filesDir, ...overrides },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
      rmSync(filesDir, { recursive: true, force: true });
    },
    async signIn(email, password) {
      const res = await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in ${res.statusCode}: ${res.body}`);
      return res.json().token as string;
    },
    as(token, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (token) headers.authorization = `Bearer ${token}`;
      return app.inject({ ...opts, headers });
    },
  };
}
