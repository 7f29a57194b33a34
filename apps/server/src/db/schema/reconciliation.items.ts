import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * What the reconciliation's runs compute (migration 0994, spec 4 §3.7-§3.9): agenda and bank
 * items upserted by natural key, their divergences with an insert-only history, matches,
 * suggestions and the runs themselves. Only the reconciliation's repositories read them.
 */
const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  trigger: varchar('trigger', { length: 12 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().default('pendente'),
  accountIds: uuid('account_ids').array(),
  dateFrom: day('date_from').notNull(),
  dateTo: day('date_to').notNull(),
  jobId: uuid('job_id'),
  requestedAt: at('requested_at').notNull().defaultNow(),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  counts: jsonb('counts').$type<Record<string, number>>(),
});

export const reconciliationScheduleItems = pgTable('reconciliation_schedule_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  companyId: uuid('company_id'),
  contractIdentifier: text('contract_identifier').notNull(),
  urKey: text('ur_key').notNull(),
  dealId: uuid('deal_id'),
  installment: integer('installment'),
  acquirer: varchar('acquirer', { length: 14 }).notNull(),
  merchantDocument: varchar('merchant_document', { length: 14 }).notNull(),
  arrangement: varchar('arrangement', { length: 10 }).notNull(),
  expectedDate: day('expected_date').notNull(),
  accountId: uuid('account_id'),
  expected: cents('expected').notNull(),
  settled: cents('settled').notNull(),
  effectiveDate: day('effective_date'),
  settledAccountId: uuid('settled_account_id'),
  difference: cents('difference').notNull(),
  differs: text('differs').array().notNull().default([]),
  status: varchar('status', { length: 15 }).notNull(),
  waitingReason: varchar('waiting_reason', { length: 12 }),
  runId: uuid('run_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const reconciliationBankItems = pgTable('reconciliation_bank_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  companyId: uuid('company_id'),
  accountId: uuid('account_id').notNull(),
  acquirer: varchar('acquirer', { length: 16 }).notNull(),
  date: day('date').notNull(),
  bankLineId: bigint('bank_line_id', { mode: 'number' }),
  expected: cents('expected').notNull(),
  settled: cents('settled').notNull(),
  credited: cents('credited').notNull(),
  creditedDate: day('credited_date'),
  diffSettled: cents('diff_settled').notNull(),
  diffCredited: cents('diff_credited').notNull(),
  status: varchar('status', { length: 15 }).notNull(),
  waitingReason: varchar('waiting_reason', { length: 12 }),
  seeAgenda: boolean('see_agenda').notNull().default(false),
  matchId: uuid('match_id'),
  suggestionLineId: bigint('suggestion_line_id', { mode: 'number' }),
  runId: uuid('run_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const reconciliationDivergences = pgTable('reconciliation_divergences', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  companyId: uuid('company_id'),
  itemKind: varchar('item_kind', { length: 6 }).notNull(),
  itemId: uuid('item_id').notNull(),
  type: varchar('type', { length: 25 }).notNull(),
  referenceDate: day('reference_date').notNull(),
  expected: cents('expected').notNull(),
  found: cents('found').notNull(),
  difference: cents('difference').notNull(),
  status: varchar('status', { length: 12 }).notNull(),
  reasonCode: varchar('reason_code', { length: 25 }),
  justification: varchar('justification', { length: 500 }),
  createdAt: at('created_at').notNull().defaultNow(),
  resolvedAt: at('resolved_at'),
  justifiedAt: at('justified_at'),
  justifiedBy: uuid('justified_by'),
  justifiedByName: text('justified_by_name'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

export const reconciliationDivergenceEvents = pgTable('reconciliation_divergence_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  divergenceId: uuid('divergence_id').notNull(),
  event: varchar('event', { length: 30 }).notNull(),
  fromStatus: varchar('from_status', { length: 12 }),
  toStatus: varchar('to_status', { length: 12 }).notNull(),
  reasonCode: varchar('reason_code', { length: 25 }),
  text: text('text').notNull(),
  amountBefore: cents('amount_before'),
  amountAfter: cents('amount_after'),
  actorId: uuid('actor_id'),
  actorName: text('actor_name'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const reconciliationMatches = pgTable('reconciliation_matches', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  accountId: uuid('account_id').notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
  fromSuggestion: boolean('from_suggestion').notNull().default(false),
  difference: cents('difference').notNull().default(0),
  justification: varchar('justification', { length: 500 }),
  createdAt: at('created_at').notNull().defaultNow(),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
  undoneAt: at('undone_at'),
  undoneBy: uuid('undone_by'),
});

export const reconciliationMatchMembers = pgTable('reconciliation_match_members', {
  matchId: uuid('match_id').notNull(),
  side: varchar('side', { length: 10 }).notNull(),
  itemId: uuid('item_id'),
  bankLineId: bigint('bank_line_id', { mode: 'number' }),
  active: boolean('active').notNull().default(true),
});

export const reconciliationSuggestions = pgTable('reconciliation_suggestions', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id').notNull(),
  itemId: uuid('item_id').notNull(),
  bankLineId: bigint('bank_line_id', { mode: 'number' }).notNull(),
  difference: cents('difference').notNull(),
  state: varchar('state', { length: 12 }).notNull().default('pendente'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
  decidedBy: uuid('decided_by'),
});
