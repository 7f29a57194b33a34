import { bigint, date, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The reconciliation's copies of the registry (migration 0993, spec 4 §3.6): Previsto per
 * effect or free part on a UR, the registry's settlement information, and how far it was read
 * per creditor. Only the reconciliation's repositories read them.
 */
const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reconciliationExpected = pgTable('reconciliation_expected', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  contractIdentifier: text('contract_identifier'),
  urKey: text('ur_key').notNull(),
  expectedDate: date('expected_date', { mode: 'string' }).notNull(),
  acquirer: varchar('acquirer', { length: 14 }).notNull(),
  merchantDocument: varchar('merchant_document', { length: 14 }).notNull(),
  arrangement: varchar('arrangement', { length: 10 }).notNull(),
  accountId: uuid('account_id'),
  domicileKey: varchar('domicile_key', { length: 40 }),
  amount: cents('amount').notNull(),
  frozenAt: at('frozen_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const reconciliationSettlements = pgTable('reconciliation_settlements', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  urKey: text('ur_key').notNull(),
  contractIdentifier: text('contract_identifier'),
  beneficiary: varchar('beneficiary', { length: 14 }).notNull(),
  acquirer: varchar('acquirer', { length: 14 }).notNull(),
  merchantDocument: varchar('merchant_document', { length: 14 }).notNull(),
  arrangement: varchar('arrangement', { length: 10 }).notNull(),
  settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  accountId: uuid('account_id'),
  domicileKey: varchar('domicile_key', { length: 40 }),
  amount: cents('amount').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const reconciliationRegistryReads = pgTable('reconciliation_registry_reads', {
  creditorId: uuid('creditor_id').primaryKey(),
  readUpTo: date('read_up_to', { mode: 'string' }).notNull(),
  readAt: at('read_at').notNull().defaultNow(),
});
