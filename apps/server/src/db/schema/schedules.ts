import { bigint, customType, date, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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
  /** The creditor's document as the registry is asked with it (null on queries made before it was kept). */
  creditorDocumentNumber: varchar('creditor_document_number', { length: 14 }),
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

/**
 * One UR of an answer as the screens read it: [acquirer document, arrangement, settlement
 * date, total, committed, free, settled] (cents).
 */
export type ScheduleAnswerUnit = [string, string, string, number, number, number, number];

/**
 * The URs of one acquirer and arrangement in an answer, by column: [acquirer document,
 * arrangement, settlement dates (ascending, one per UR, its titulars summed), and at the same
 * positions total, committed, free and settled (cents)].
 */
export type ScheduleAnswerGroup = [string, string, string[], number[], number[], number[], number[]];

/**
 * A group as the answer's document holds it (schedules.answer-document.ts): [acquirer
 * document, arrangement, first settlement day, steps in days to each date, total, committed,
 * settled (null when zero in every UR), and free only when it is not their difference]; or,
 * stored before, the group itself.
 */
export type DayStepsGroup = [string, string, number, number[], number[], number[] | null, number[] | null, number[]?];
export type StoredAnswerGroup = ScheduleAnswerGroup | DayStepsGroup;

/**
 * The answer's document, json in a text column (migration 1002): the server writes it from its
 * own values, so the database need not parse it again on the way in, which cost a millisecond
 * of every consolidated query's job (bench/schedules.bench.ts). SQL reads it as `units::json`.
 */
const answerDocument = customType<{ data: StoredAnswerGroup[]; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => JSON.parse(value) as StoredAnswerGroup[],
});

/** The receivable units one answer held, as one document: its groups in acquirer and arrangement order. */
export const scheduleAnswers = pgTable('schedule_answers', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => scheduleRequests.id, { onDelete: 'cascade' }),
  units: answerDocument('units').notNull(),
  /**
   * A whole answer's agenda days (migration 1001): per settlement date, in date order, its
   * free and committed amounts (cents); what a newer answer of the merchant takes off the
   * creditor's days. Null for the answers that move no share.
   */
  dayDates: date('day_dates', { mode: 'string' }).array(),
  dayFree: bigint('day_free', { mode: 'number' }).array(),
  dayCommitted: bigint('day_committed', { mode: 'number' }).array(),
});

/**
 * Per creditor and settlement day, the free and committed amounts (cents) of its merchants'
 * newest complete answers (migration 0998): what the home sums from today on.
 */
export const scheduleAgendaDays = pgTable(
  'schedule_agenda_days',
  {
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    free: bigint('free', { mode: 'number' }).notNull().default(0),
    committed: bigint('committed', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.creditorId, t.settlementDate] })],
);
