import { bigint, bigserial, boolean, date, index, integer, numeric, pgTable, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { creditorDomiciles, creditors } from './creditors';
import { merchants } from './merchants';

/** Money columns are integer cents, as at the registry. */
const cents = (name: string) => bigint(name, { mode: 'number' });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Commitments (compromissos / deals), migration 0800. Status numbers: DESIGN.md §1. */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    creditorCompanyName: text('creditor_company_name').notNull(),
    creditorTradingName: text('creditor_trading_name').notNull(),
    creditorDocumentNumber: varchar('creditor_document_number', { length: 14 }).notNull(),
    partnership: text('partnership'),
    merchantCompanyName: text('merchant_company_name').notNull(),
    merchantTradingName: text('merchant_trading_name').notNull(),
    merchantDocumentNumber: varchar('merchant_document_number', { length: 14 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    contractType: smallint('contract_type').notNull(),
    strategy: smallint('strategy').notNull().default(0),
    gcap: boolean('gcap').notNull().default(false),
    minPercentage: numeric('min_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(100),
    amount: cents('amount').notNull(),
    installments: smallint('installments').notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    executionDateEnd: date('execution_date_end', { mode: 'string' }).notNull(),
    acquirers: text('acquirers').array().notNull().default([]),
    arrangements: text('arrangements').array().notNull().default([]),
    originGateway: text('origin_gateway'),
    bankAccountId: uuid('bank_account_id').references(() => creditorDomiciles.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(6),
    statusMessage: text('status_message'),
    requestKey: text('request_key'),
    /** Hash of the canonical request created under requestKey (migration 0950). */
    requestHash: text('request_hash'),
    /** The import that wrote the deal and its line in the file (migration 0910). */
    importId: uuid('import_id'),
    importLine: integer('import_line'),
    createdBy: uuid('created_by'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [unique().on(t.creditorId, t.requestKey)],
);

/** One installment of a commitment: one contract at the registry. */
export const dealInstallments = pgTable(
  'deal_installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    installment: smallint('installment').notNull(),
    amount: cents('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    executionDateEnd: date('execution_date_end', { mode: 'string' }).notNull(),
    divisionRule: smallint('division_rule'),
    amountOnerate: cents('amount_onerate'),
    amountOnerateBp: integer('amount_onerate_bp'),
    externalReference: text('external_reference').notNull().unique(),
    contractIdentifier: text('contract_identifier'),
    protocol: text('protocol'),
    status: smallint('status').notNull().default(6),
    statusMessage: text('status_message'),
    amountTotalEffect: cents('amount_total_effect').notNull().default(0),
    amountTotalCommitted: cents('amount_total_committed').notNull().default(0),
    effectAmountInitial: cents('effect_amount_initial').notNull().default(0),
    effectAmount: cents('effect_amount').notNull().default(0),
    effectAmountUpdated: cents('effect_amount_updated').notNull().default(0),
    effectiveSettlementAmount: cents('effective_settlement_amount').notNull().default(0),
    updatedAt: stamp('updated_at'),
  },
  (t) => [unique().on(t.dealId, t.installment)],
);

/** An installment's effect on one UR, as the registry last answered it. */
export const dealEffects = pgTable(
  'deal_effects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    installmentId: uuid('installment_id')
      .notNull()
      .references(() => dealInstallments.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    acquirerDocument: varchar('acquirer_document', { length: 14 }).notNull(),
    arrangement: varchar('arrangement', { length: 3 }).notNull(),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    constituted: boolean('constituted').notNull(),
    effectOrder: integer('effect_order').notNull().default(0),
    status: text('status').notNull(),
    amountOnerate: cents('amount_onerate').notNull().default(0),
    effectAmountInitial: cents('effect_amount_initial').notNull().default(0),
    effectAmount: cents('effect_amount').notNull().default(0),
    effectAmountUpdated: cents('effect_amount_updated').notNull().default(0),
    effectiveSettlementAmount: cents('effective_settlement_amount').notNull().default(0),
    effectiveSettlementDate: date('effective_settlement_date', { mode: 'string' }),
    updatedAt: stamp('updated_at'),
    /*
     * Copies of the commitment's, installment's, acquirer's and originator's values that the
     * settlement report filters and sorts by (migration 0964). The database writes them, on
     * every path (triggers); what an insert sends for them is replaced.
     */
    creditorId: uuid('creditor_id'),
    merchantId: uuid('merchant_id'),
    creditorCompanyName: text('creditor_company_name'),
    creditorDocumentNumber: varchar('creditor_document_number', { length: 14 }),
    merchantCompanyName: text('merchant_company_name'),
    merchantDocumentNumber: varchar('merchant_document_number', { length: 14 }),
    dealCreatedAt: timestamp('deal_created_at', { withTimezone: true, mode: 'date' }),
    dealStatus: smallint('deal_status'),
    dealType: smallint('deal_type'),
    contractType: smallint('contract_type'),
    strategy: smallint('strategy'),
    code: text('code'),
    gcap: boolean('gcap'),
    originatorDocumentNumber: varchar('originator_document_number', { length: 14 }),
    executionDate: date('execution_date', { mode: 'string' }),
    externalReference: text('external_reference'),
    acquirerName: text('acquirer_name'),
  },
  (t) => [
    unique().on(t.installmentId, t.acquirerDocument, t.arrangement, t.settlementDate),
    index('deal_effects_deal_idx').on(t.dealId),
  ],
);

/** Every status a commitment went through (GET deals/{id}/history). */
export const dealHistory = pgTable(
  'deal_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    description: text('description').notNull(),
    accountId: uuid('account_id'),
    name: text('name').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('deal_history_deal_idx').on(t.dealId, t.createdAt)],
);

/**
 * Per installment, Σ of its effects applied and not yet paid and Σ of those waiting on URs a
 * constituir (cents), kept by statement triggers on deal_effects (migration 1000) for the
 * contract monitoring; read through contract_directory.
 */
export const dealInstallmentEffectSums = pgTable('deal_installment_effect_sums', {
  installmentId: uuid('installment_id')
    .primaryKey()
    .references(() => dealInstallments.id, { onDelete: 'cascade' }),
  applied: bigint('applied', { mode: 'number' }).notNull().default(0),
  toConstitute: bigint('to_constitute', { mode: 'number' }).notNull().default(0),
});
