import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/**
 * The reconciliation module's tables (migration 0980, spec 4 §3.1-§3.5); only its repositories
 * read them. Money is bigint cents, read as numbers (a tolerance or a line is far below 2^53).
 */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const reconciliationCompanies = pgTable('reconciliation_companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  kind: varchar('kind', { length: 15 }).notNull().$type<'originador' | 'estabelecimento'>(),
  originatorId: uuid('originator_id'),
  merchantId: uuid('merchant_id'),
  documentNumber: varchar('document_number', { length: 14 }).notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  toleranceAmount: cents('tolerance_amount').notNull().default(5),
  toleranceDays: smallint('tolerance_days').notNull().default(1),
  startDate: date('start_date').notNull(),
  createdAt: createdAt(),
  createdBy: uuid('created_by'),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by'),
});

export const reconciliationAccounts = pgTable('reconciliation_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  companyId: uuid('company_id').notNull(),
  domicileId: uuid('domicile_id'),
  domicileActive: boolean('domicile_active'),
  bankCode: varchar('bank_code', { length: 3 }).notNull(),
  ispb: varchar('ispb', { length: 8 }).notNull(),
  agency: varchar('agency', { length: 5 }).notNull(),
  accountNumber: varchar('account_number', { length: 13 }).notNull(),
  accountDigit: varchar('account_digit', { length: 1 }),
  accountType: varchar('account_type', { length: 2 }).notNull(),
  holderDocument: varchar('holder_document', { length: 14 }).notNull(),
  reconcile: boolean('reconcile').notNull().default(true),
  simulated: boolean('simulated').notNull().default(false),
  accountKey: varchar('account_key', { length: 40 }).notNull(),
  lastStatementDate: date('last_statement_date'),
  lastClosingBalance: cents('last_closing_balance'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reconciliationAccountAliases = pgTable('reconciliation_account_aliases', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  accountId: uuid('account_id'),
  raw: varchar('raw', { length: 100 }).notNull(),
  createdAt: createdAt(),
  createdBy: uuid('created_by'),
});

export const reconciliationRules = pgTable('reconciliation_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  position: smallint('position').notNull(),
  descriptionContains: varchar('description_contains', { length: 60 }),
  payerDocument: varchar('payer_document', { length: 14 }),
  amountMin: cents('amount_min'),
  amountMax: cents('amount_max'),
  result: varchar('result', { length: 15 }).notNull().$type<'credenciadora' | 'outro'>(),
  acquirerId: integer('acquirer_id'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  createdBy: uuid('created_by'),
  updatedAt: updatedAt(),
});

export const reconciliationFiles = pgTable('reconciliation_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  origin: varchar('origin', { length: 10 }).notNull(),
  uploadedBy: uuid('uploaded_by'),
  uploadedByName: text('uploaded_by_name'),
  name: varchar('name', { length: 120 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: char('sha256', { length: 64 }).notNull(),
  storageKey: text('storage_key').notNull(),
  format: varchar('format', { length: 10 }),
  encoding: varchar('encoding', { length: 15 }),
  status: varchar('status', { length: 25 }).notNull().default('recebido'),
  message: text('message'),
  jobId: text('job_id'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }),
  periodStart: date('period_start'),
  periodEnd: date('period_end'),
  accounts: uuid('accounts').array().notNull().default([]),
  pendingLinks: jsonb('pending_links').notNull().default([]).$type<{ raw: string }[]>(),
  balances: jsonb('balances').notNull().default([]).$type<{ accountId: string; date: string; amount: number }[]>(),
  links: jsonb('links').notNull().default([]).$type<{ raw: string; account_id: string | null }[]>(),
  linesTotal: integer('lines_total').notNull().default(0),
  linesNew: integer('lines_new').notNull().default(0),
  linesDuplicated: integer('lines_duplicated').notNull().default(0),
  linesError: integer('lines_error').notNull().default(0),
  linesIgnored: integer('lines_ignored').notNull().default(0),
  totals: jsonb('totals').$type<{ credits: number; debits: number; opening_balance: number | null; closing_balance: number | null }>(),
  totalsCheck: varchar('totals_check', { length: 15 }),
});

export const reconciliationBankLines = pgTable('reconciliation_bank_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  creditorId: uuid('creditor_id').notNull(),
  fileId: uuid('file_id').notNull(),
  lineNumber: integer('line_number').notNull(),
  accountId: uuid('account_id'),
  postedDate: date('posted_date').notNull(),
  amount: cents('amount').notNull(),
  entryType: char('entry_type', { length: 1 }).notNull(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  documentId: varchar('document_id', { length: 64 }),
  payerDocument: varchar('payer_document', { length: 14 }),
  cnabCategory: varchar('cnab_category', { length: 3 }),
  dedupKey: char('dedup_key', { length: 64 }).notNull(),
  status: varchar('status', { length: 10 }).notNull(),
  duplicateOf: bigint('duplicate_of', { mode: 'number' }),
  ignoreReason: text('ignore_reason'),
  classification: varchar('classification', { length: 20 }),
  acquirerId: integer('acquirer_id'),
  ruleId: uuid('rule_id'),
});

export const reconciliationBankBalances = pgTable(
  'reconciliation_bank_balances',
  {
    accountId: uuid('account_id').notNull(),
    date: date('date').notNull(),
    closingBalance: cents('closing_balance').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.date] })],
);

export const reconciliationLineErrors = pgTable('reconciliation_line_errors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fileId: uuid('file_id').notNull(),
  lineNumber: integer('line_number').notNull(),
  field: varchar('field', { length: 40 }),
  message: text('message').notNull(),
  raw: varchar('raw', { length: 200 }),
});
