import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { IMPORT_LIMITS, isValidCnpj, stripTaxIdMask } from '@lastro/domain';

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  // Loopback unless HOST says otherwise: the demo accounts' password is in the README.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  // Encrypts the second factors' secrets at rest; the embedded mode keeps one beside its data.
  TOTP_ENCRYPTION_KEY: z.string().min(32).optional(),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().optional(),
  WEBAUTHN_RP_ID: z.string().max(253).optional(),
  WEBAUTHN_RP_NAME: z.string().max(100).default('Lastro'),
  WEBAUTHN_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lastro <no-reply@lastro.dev>'),
  SMS_PROVIDER: z.enum(['offline', 'http']).default('offline'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default('Lastro'),
  CEP_PROVIDER: z.enum(['offline', 'viacep']).default('offline'),
  CNPJ_PROVIDER: z.enum(['offline', 'brasilapi']).default('offline'),
  IDENTITY_PROVIDER: z.enum(['offline', 'remote']).default('offline'),
  IDENTITY_URL: z.string().url().optional(),
  IDENTITY_TOKEN: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  SEED_DEMO_RECONCILIATION: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.string().default(''),
  HSTS: z.coerce.number().int().min(0).default(0),
  FILE_STORAGE: z.enum(['auto', 'disk', 'database', 's3']).default('auto'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_KEY_PREFIX: z.string().default(''),
  EXPORT_RETENTION_DAYS: z.coerce.number().positive().default(7),
  IMPORT_MAX_BYTES: z.coerce.number().int().positive().default(IMPORT_LIMITS.maxBytes),
  IMPORT_MAX_ROWS: z.coerce.number().int().positive().default(IMPORT_LIMITS.maxRows),
  PLATFORM_DOCUMENT: z
    .string()
    .default('11222333000181')
    .transform((v) => stripTaxIdMask(v))
    .refine(isValidCnpj, 'PLATFORM_DOCUMENT must be a valid CNPJ'),
});

/** Where FILE_STORAGE=s3 keeps files: any S3-compatible store. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Another store than AWS (MinIO, Ceph, R2, ...); undefined = AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Undefined = the SDK's default credential chain (AWS_* variables, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key) rather than in the host name, as most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Put before every key ('' or folders ending in '/'), so that one bucket can hold several installations. */
  keyPrefix: string;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Key material of the TOTP secrets' encryption (AES-256-GCM over its SHA-256). */
  totpEncryptionKey: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  signInRateLimitPerMinute: number;
  role: 'api' | 'worker' | 'all';
  logLevel: string;
  publicUrl: string;
  /** Passkeys: the relying party's id (a domain), its name, and the origins assertions may come from. */
  webauthn: WebAuthnSettings;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** offline: the SMS outbox table is the delivery; http: SMS_HTTP_URL receives each message. */
  smsProvider: 'offline' | 'http';
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  smsFrom: string;
  cepProvider: 'offline' | 'viacep';
  cnpjProvider: 'offline' | 'brasilapi';
  /** offline: OCR (tesseract.js, PDF text layer) and an image-hash face score on this machine; remote: IDENTITY_URL. */
  identityProvider: 'offline' | 'remote';
  identityUrl: string | undefined;
  identityToken: string | undefined;
  webDist: string | undefined;
  seedDemo: boolean;
  /** The reconciliation's part of the demo (spec 4 §9.3: its backfill of statements); off only to measure the start without it. */
  seedDemoReconciliation: boolean;
  /**
   * Addresses/CIDRs of the reverse proxies whose X-Forwarded-For is believed; empty = none,
   * so the client address is the socket's and a client cannot choose its own rate-limit key.
   */
  trustProxy: string[];
  /** Strict-Transport-Security max-age in seconds (0 = no header; set it when served over HTTPS). */
  hstsMaxAge: number;
  /** Where generated files live: the data folder, the database every process shares, or an S3 bucket. */
  fileStorage: 'disk' | 'database' | 's3';
  /** Set when fileStorage is 's3'. */
  s3: S3Settings | undefined;
  /** Generated files are removed this many days after they were made. */
  exportRetentionDays: number;
  /** Bulk imports: the largest file (bytes) and the most data rows one upload may carry. */
  importMaxBytes: number;
  importMaxRows: number;
  /** The platform's own CNPJ: the participant shown on registered contracts. */
  platformDocument: string;
};

/** The embedded mode keeps its keys beside its data so sessions and factors survive a restart. */
function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const KEY_PREFIX = /^([a-z0-9][a-z0-9._-]*\/)*$/;

/** The S3 settings, refused at start when FILE_STORAGE=s3 could not work with them (or they would be ignored). */
function s3Settings(e: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (e.FILE_STORAGE !== 's3') {
    // A bucket that is set up but never written to would look like a working S3 deployment.
    if (e.S3_BUCKET) throw new Error('S3_BUCKET is set but FILE_STORAGE is not s3: set FILE_STORAGE=s3, or remove S3_BUCKET');
    return undefined;
  }
  if (!e.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const region = e.S3_REGION || env.AWS_REGION;
  if (!region) throw new Error('FILE_STORAGE=s3 needs S3_REGION (any name, e.g. us-east-1, for a store without regions)');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (leave both out for the SDK default credential chain)');
  // Trailing slash added, so that 'lastro' and 'lastro/' both mean the folder lastro/.
  const keyPrefix = e.S3_KEY_PREFIX && !e.S3_KEY_PREFIX.endsWith('/') ? `${e.S3_KEY_PREFIX}/` : e.S3_KEY_PREFIX;
  if (!KEY_PREFIX.test(keyPrefix))
    throw new Error('S3_KEY_PREFIX must be lower-case folder names separated by /, e.g. lastro/producao');
  return {
    bucket: e.S3_BUCKET,
    region,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    keyPrefix,
  };
}

export type WebAuthnSettings = { rpId: string; rpName: string; origins: string[] };

/**
 * By default the relying party is PUBLIC_URL's host and its origin. Browsers refuse an IP
 * address as the relying party, so a loopback PUBLIC_URL (http://127.0.0.1:PORT) gives
 * 'localhost', with http://localhost:PORT among the origins: passkeys then work from
 * http://localhost:PORT.
 */
function webauthnSettings(e: z.infer<typeof envSchema>, publicUrl: string, port: number): WebAuthnSettings {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || /^127\./.test(host) || host === '::1';
  const isIp = /^[\d.]+$/.test(host) || host.includes(':');
  const rpId = e.WEBAUTHN_RP_ID ?? (loopback || isIp ? 'localhost' : host);
  const origins = e.WEBAUTHN_ORIGINS
    ? e.WEBAUTHN_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : [...new Set([url.origin, ...(rpId === 'localhost' ? [`http://localhost:${url.port || port}`] : [])])];
  return { rpId, rpName: e.WEBAUTHN_RP_NAME, origins };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = envSchema.parse(env);
  // An 'http' provider without its address would quietly keep every SMS in the outbox only.
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  if (e.IDENTITY_PROVIDER === 'remote' && !e.IDENTITY_URL) throw new Error('IDENTITY_PROVIDER=remote needs IDENTITY_URL');
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const databaseUrl = overrides.databaseUrl ?? e.DATABASE_URL;
  const port = overrides.port ?? e.PORT;
  const config: Config = {
    port,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: databaseUrl || undefined,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ?? loadOrCreateSecret(dataDir, 'totp-key'),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    signInRateLimitPerMinute: e.SIGNIN_RATE_LIMIT_PER_MINUTE,
    role: e.ROLE,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    webauthn: webauthnSettings(e, e.PUBLIC_URL ?? `http://localhost:${port}`, port),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProvider: e.SMS_PROVIDER,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN,
    smsFrom: e.SMS_FROM,
    cepProvider: e.CEP_PROVIDER,
    cnpjProvider: e.CNPJ_PROVIDER,
    identityProvider: e.IDENTITY_PROVIDER,
    identityUrl: e.IDENTITY_URL,
    identityToken: e.IDENTITY_TOKEN,
    webDist: e.WEB_DIST,
    // Demo accounts exist only on the embedded database unless asked for explicitly.
    seedDemo: e.SEED_DEMO === 'auto' ? !databaseUrl : e.SEED_DEMO === 'true',
    seedDemoReconciliation: e.SEED_DEMO_RECONCILIATION === 'true',
    trustProxy: e.TRUST_PROXY.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    hstsMaxAge: e.HSTS,
    // With a server of its own, API and worker processes may run on other machines than the data folder.
    fileStorage: e.FILE_STORAGE === 'auto' ? (databaseUrl ? 'database' : 'disk') : e.FILE_STORAGE,
    s3: s3Settings(e, env),
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
    importMaxBytes: e.IMPORT_MAX_BYTES,
    importMaxRows: e.IMPORT_MAX_ROWS,
    platformDocument: e.PLATFORM_DOCUMENT,
    ...overrides,
  };
  return config;
}
