import { bigint, boolean, date, integer, numeric, pgView, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * What the commitments tables let other modules read in SQL (migration 0850): each merchant's
 * first guarantee commitment (type 1), for the documents-validation page's pending list.
 */
export const merchantFirstGuarantee = pgView('merchant_first_guarantee', {
  merchantId: uuid('merchant_id').notNull(),
  dealId: uuid('deal_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}).existing();

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every installment with its commitment's figures (migration 0982), for the reconciliation's
 * contract monitoring and its freeze of Previsto (spec 4 §3.10).
 */
export const contractDirectory = pgView('contract_directory', {
  installmentId: uuid('installment_id').notNull(),
  dealId: uuid('deal_id').notNull(),
  code: text('code').notNull(),
  creditorId: uuid('creditor_id').notNull(),
  merchantId: uuid('merchant_id').notNull(),
  merchantDocumentNumber: varchar('merchant_document_number', { length: 14 }).notNull(),
  merchantCompanyName: text('merchant_company_name').notNull(),
  type: smallint('type').notNull(),
  strategy: smallint('strategy').notNull(),
  dealStatus: smallint('deal_status').notNull(),
  minPercentage: numeric('min_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  expirationDate: date('expiration_date', { mode: 'string' }),
  bankAccountId: uuid('bank_account_id'),
  installment: smallint('installment').notNull(),
  amount: cents('amount').notNull(),
  amountTotalEffect: cents('amount_total_effect').notNull(),
  effectiveSettlementAmount: cents('effective_settlement_amount').notNull(),
  executionDate: date('execution_date', { mode: 'string' }).notNull(),
  executionDateEnd: date('execution_date_end', { mode: 'string' }).notNull(),
  contractIdentifier: text('contract_identifier'),
  externalReference: text('external_reference').notNull(),
  status: smallint('status').notNull(),
  /** Σ effects applied and not yet paid, Σ effects waiting on URs a constituir (migration 1000). */
  effectsApplied: cents('effects_applied').notNull(),
  effectsToConstitute: cents('effects_to_constitute').notNull(),
}).existing();

/** Every effect with its installment's contract identifier (migrations 0982, 0997; spec 4 §3.10). */
export const effectDirectory = pgView('effect_directory', {
  id: bigint('id', { mode: 'number' }).notNull(),
  installmentId: uuid('installment_id').notNull(),
  dealId: uuid('deal_id').notNull(),
  creditorId: uuid('creditor_id').notNull(),
  merchantDocumentNumber: varchar('merchant_document_number', { length: 14 }).notNull(),
  bankAccountId: uuid('bank_account_id'),
  contractIdentifier: text('contract_identifier'),
  acquirerDocument: varchar('acquirer_document', { length: 14 }).notNull(),
  arrangement: varchar('arrangement', { length: 3 }).notNull(),
  settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
  constituted: boolean('constituted').notNull(),
  status: text('status').notNull(),
  amountOnerate: cents('amount_onerate').notNull(),
  effectAmount: cents('effect_amount').notNull(),
  effectiveSettlementAmount: cents('effective_settlement_amount').notNull(),
  effectiveSettlementDate: date('effective_settlement_date', { mode: 'string' }),
  /** The effect's order on its UR (migration 0997). */
  priority: integer('priority').notNull(),
}).existing();
