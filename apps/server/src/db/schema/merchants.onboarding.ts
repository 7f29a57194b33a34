import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { merchantAccounts, merchants } from './merchants';

// Tables of the merchants module (see eslint SCHEMA_FILES_OF).

/**
 * The one-time links that let a merchant finish its registration (public page /cadastro).
 * Only the token's sha256 is kept, like the invitations; a newer link revokes the older ones.
 */
export const merchantOnboardingLinks = pgTable(
  'merchant_onboarding_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_onboarding_links_account_idx').on(t.accountId)],
);

export const VERIFICATION_CHANNELS = ['email', 'phone'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/** The latest code sent to an access account's e-mail or phone (hashed), with its wrong attempts. */
export const merchantVerificationCodes = pgTable(
  'merchant_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).$type<VerificationChannel>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_verification_codes_account_idx').on(t.accountId, t.channel, t.createdAt)],
);
