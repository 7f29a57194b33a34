import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { creditors } from './creditors';

/** The permission catalogue, seeded from packages/domain at every start. */
export const userResources = pgTable('user_resources', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  module: text('module').notNull(),
  subModule: text('sub_module').notNull(),
  description: text('description').notNull(),
  permitionDelete: boolean('permition_delete').notNull(),
  forPlatform: boolean('for_platform').notNull(),
  forCreditor: boolean('for_creditor').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    description: varchar('description', { length: 30 }).notNull(),
    isLastro: boolean('is_lastro').notNull(),
    active: boolean('active').notNull().default(true),
    /** 'Administrador Fornecedor' is hidden from creditor users. */
    isCreditorAdmin: boolean('is_creditor_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_description_idx').on(t.description)],
);

export const profileResources = pgTable(
  'profile_resources',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userResourceId: integer('user_resource_id')
      .notNull()
      .references(() => userResources.id, { onDelete: 'cascade' }),
    permition: varchar('permition', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.userResourceId, t.permition] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }),
    passwordHash: text('password_hash'),
    accountType: varchar('account_type', { length: 12 }).notNull(),
    creditorId: uuid('creditor_id').references(() => creditors.id),
    profileId: integer('profile_id').references(() => profiles.id),
    status: varchar('status', { length: 10 }).notNull().default('ativo'),
    isSecondary: boolean('is_secondary').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    /** Sessions issued before this instant are void (password change, inactivation, unlock). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    index('accounts_creditor_idx').on(t.creditorId),
    index('accounts_profile_idx').on(t.profileId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** One TOTP factor per account (migration 0990): the secret encrypted, the last accepted step. */
export const accountFactors = pgTable('account_factors', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, kept as their SHA-256. */
export const accountRecoveryCodes = pgTable(
  'account_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('account_recovery_codes_account_id_code_hash_key').on(t.accountId, t.codeHash)],
);

/** The platform's security policy (one row). */
export const securityPolicy = pgTable('security_policy', {
  id: smallint('id').primaryKey().default(1),
  requirePlatformFactor: boolean('require_platform_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** Passkeys (WebAuthn credentials) of an account (migration 0992). */
export const accountPasskeys = pgTable('account_passkeys', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  credentialId: text('credential_id').notNull().unique(),
  publicKey: bytea('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: text('transports').array().notNull().default(sql`'{}'`),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
});

/** Single-use, expiring WebAuthn challenges (migration 0992). */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').notNull().$type<'register' | 'authenticate'>(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});
