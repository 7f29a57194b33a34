import { bigint, date, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { creditors } from './creditors';
import { merchants } from './merchants';

/** Schedule queries (consultas de agenda): one per request, answered by a job. */
export const scheduleRequests = pgTable('schedule_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id')
    .notNull()
    .references(() => creditors.id, { onDelete: 'cascade' }),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  creditorCompanyName: text('creditor_company_name').notNull(),
  partnerType: varchar('partner_type', { length: 12 }).notNull(),
  partnership: text('partnership'),
  merchantCompanyName: text('merchant_company_name').notNull(),
  merchantDocumentNumber: varchar('merchant_document_number', { length: 14 }).notNull(),
  queryType: varchar('query_type', { length: 12 }).notNull(),
  protocol: text('protocol').notNull(),
  acquirers: text('acquirers').array().notNull().default([]),
  arrangements: text('arrangements').array().notNull().default([]),
  initialDate: date('initial_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  status: varchar('status', { length: 2 }).notNull().default('01'),
  errorMessage: text('error_message'),
  referenceDate: date('reference_date', { mode: 'string' }),
  requestedBy: uuid('requested_by'),
  createdAt: createdAt(),
  executionBeginDate: timestamp('execution_begin_date', { withTimezone: true, mode: 'date' }),
  executionEndDate: timestamp('execution_end_date', { withTimezone: true, mode: 'date' }),
});

/** The receivable units one answer held (cents). */
export const scheduleUnits = pgTable(
  'schedule_units',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => scheduleRequests.id, { onDelete: 'cascade' }),
    acquirerDocument: varchar('acquirer_document', { length: 14 }).notNull(),
    arrangement: varchar('arrangement', { length: 10 }).notNull(),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    committedCents: bigint('committed_cents', { mode: 'number' }).notNull(),
    freeCents: bigint('free_cents', { mode: 'number' }).notNull(),
    settledCents: bigint('settled_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.acquirerDocument, t.arrangement, t.settlementDate] })],
);
