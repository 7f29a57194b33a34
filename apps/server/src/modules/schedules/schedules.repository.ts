import { and, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LIST_SORTS, SCHEDULE_STATUS } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { inline, type Bind } from '../../db/list-statements';
import { filteredTable } from '../../db/filtered-table';
import { dayStart, likePrefix, nameContains, searchList, type ListDefinition } from '../../db/paging';
import { scheduleAgendaDays, scheduleAnswers, scheduleRequests, type ScheduleAnswerGroup, type ScheduleAnswerUnit } from '../../db/schema/schedules';
import type { NotificationWrite } from '../notifications/notifications.ports';
import { groupsOf, storedAnswerOf } from './schedules.answer-document';

export type ScheduleRequestRow = typeof scheduleRequests.$inferSelect;

/**
 * The columns a list row shows (toScheduleListRow): a page leaves out the query's protocol,
 * filters, dates asked, answer's reference, error and requester, among them two text arrays
 * the driver would parse for every row and the page cache would keep.
 */
const listColumns = {
  id: scheduleRequests.id,
  creditorId: scheduleRequests.creditorId,
  creditorCompanyName: scheduleRequests.creditorCompanyName,
  partnerType: scheduleRequests.partnerType,
  partnership: scheduleRequests.partnership,
  queryType: scheduleRequests.queryType,
  merchantId: scheduleRequests.merchantId,
  merchantCompanyName: scheduleRequests.merchantCompanyName,
  merchantDocumentNumber: scheduleRequests.merchantDocumentNumber,
  createdAt: scheduleRequests.createdAt,
  executionBeginDate: scheduleRequests.executionBeginDate,
  executionEndDate: scheduleRequests.executionEndDate,
  status: scheduleRequests.status,
};
export type ScheduleListRecord = Pick<ScheduleRequestRow, keyof typeof listColumns>;
export type { ScheduleAnswerGroup, ScheduleAnswerUnit };

export interface ScheduleFilters {
  /** Only this creditor's queries (a creditor user's scope, or the creditor filter). */
  creditorId?: string | undefined;
  merchantId?: string | undefined;
  merchantName?: string | undefined;
  creditorName?: string | undefined;
  /** Prefix of the merchant's normalised document. */
  document?: string | undefined;
  status?: string | undefined;
  /** São Paulo calendar days of the query date, inclusive. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  offset: number;
  limit: number;
}

type SortKey = (typeof LIST_SORTS.schedules)[number];
/** Every sort key is a column the row shows. */
const sortable = {} as Record<SortKey, AnyColumn>;
for (const key of LIST_SORTS.schedules) sortable[key] = listColumns[key];

const LIST: ListDefinition<SortKey> = {
  tables: ['schedule_requests'],
  sortable,
  defaultOrder: [
    [scheduleRequests.createdAt, 'desc'],
    [scheduleRequests.id, 'desc'],
  ],
  id: scheduleRequests.id,
  // A page reads schedule_requests alone (the names are the query's own copies).
  pageTables: ['schedule_requests'],
};

/**
 * An array parameter as PostgreSQL's literal, for ISO dates and integers, which need no quotes:
 * the driver would quote and escape each of an answer's few hundred days (0.1 ms of the job).
 */
const literalArray = (xs: readonly (string | number)[]) => `{${xs.join(',')}}`;

export function createSchedulesRepository(db: AppDb) {
  const whereOf = (f: ScheduleFilters, bind: Bind = inline): SQL | undefined =>
    and(
      f.creditorId ? eq(scheduleRequests.creditorId, bind('creditorId', f.creditorId)) : undefined,
      f.merchantId ? eq(scheduleRequests.merchantId, bind('merchantId', f.merchantId)) : undefined,
      f.merchantName ? nameContains(bind('merchantName', f.merchantName), scheduleRequests.merchantCompanyName) : undefined,
      f.creditorName ? nameContains(bind('creditorName', f.creditorName), scheduleRequests.creditorCompanyName) : undefined,
      f.document ? sql`${scheduleRequests.merchantDocumentNumber} like ${bind('document', likePrefix(f.document))}` : undefined,
      f.status ? eq(scheduleRequests.status, bind('status', f.status)) : undefined,
      f.startDate ? gte(scheduleRequests.createdAt, dayStart(bind('startDate', f.startDate))) : undefined,
      f.endDate ? lt(scheduleRequests.createdAt, sql`${dayStart(bind('endDate', f.endDate))} + interval '1 day'`) : undefined,
    );
  const select = () => db.select(listColumns).from(scheduleRequests).$dynamic();

  return {
    async search(f: ScheduleFilters) {
      const { page, count, shaped } = filteredTable(db, scheduleRequests, scheduleRequests.id, select, (bind) => whereOf(f, bind));
      return searchList(db, LIST, { query: f, keyedByQuery: true, page, count, shaped });
    },

    async findById(id: string): Promise<ScheduleRequestRow | undefined> {
      return (await db.select().from(scheduleRequests).where(eq(scheduleRequests.id, id)).limit(1))[0];
    },

    async insert(values: typeof scheduleRequests.$inferInsert): Promise<ScheduleRequestRow> {
      return (await db.insert(scheduleRequests).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<typeof scheduleRequests.$inferInsert>): Promise<void> {
      await db.update(scheduleRequests).set(values).where(eq(scheduleRequests.id, id));
    },

    /** Ends a query still in processing in error; false when another run already ended it. */
    async failIfProcessing(id: string, values: Partial<typeof scheduleRequests.$inferInsert>): Promise<boolean> {
      const ended = await db
        .update(scheduleRequests)
        .set(values)
        .where(and(eq(scheduleRequests.id, id), eq(scheduleRequests.status, SCHEDULE_STATUS.processing)))
        .returning({ id: scheduleRequests.id });
      return ended.length > 0;
    },

    /** The query, if it still waits for its answer (read only: the job's dates are written when it ends). */
    async waiting(id: string): Promise<ScheduleRequestRow | undefined> {
      return (
        await db
          .select()
          .from(scheduleRequests)
          .where(and(eq(scheduleRequests.id, id), eq(scheduleRequests.status, SCHEDULE_STATUS.processing)))
      )[0];
    },

    /**
     * Stores an answer (one document, whatever the count of its units) and marks the query
     * processed, only if the query is still in processing: two runs of one query (a retried job
     * beside a late first attempt, or the demo seed beside the worker) meet on the request row's
     * lock, and the second finds it done and stores nothing. True when this run stored it.
     * A complete answer (consolidated, no filter) that is its merchant's newest moves the
     * merchant's share of the creditor's agenda days from the answer it replaces to its own.
     * One statement (`schedule_answer_complete`, migrations 1001, 1002, 1005 and 1009): the whole completion
     * is one round trip, and the replaced share is taken off in SQL from that answer's own days.
     * `notice` is sent in the same statement when this run stored the answer (`offset 0` keeps
     * the completion a subquery of its own, evaluated before the notice that reads its result).
     */
    async complete(id: string, groups: ScheduleAnswerGroup[], referenceDate: string, began: Date, notice?: NotificationWrite): Promise<boolean> {
      const { document, days } = storedAnswerOf(groups);
      const res = (await db.execute(sql`
        select c.stored${notice ? sql`, ${notice.when(sql`c.stored`)} as notified` : sql``}
        from (select schedule_answer_complete(${id}, ${scheduleAnswers.units.mapToDriverValue(document)}::text, ${referenceDate}::date,
                ${SCHEDULE_STATUS.processing}, ${SCHEDULE_STATUS.processed},
                ${literalArray(days.dates)}::date[], ${literalArray(days.free)}::bigint[], ${literalArray(days.committed)}::bigint[], ${began.toISOString()}::timestamptz) as stored
              offset 0) c`)) as unknown as { rows: { stored: boolean }[] };
      return res.rows[0]!.stored;
    },

    /** The free and committed amounts (cents) of the agenda from `fromDate` on: one creditor's, or every creditor's when null. */
    async agendaFrom(creditorId: string | null, fromDate: string): Promise<{ free: number; committed: number }> {
      const [row] = await db
        .select({ free: sql<string>`coalesce(sum(${scheduleAgendaDays.free}), 0)::text`, committed: sql<string>`coalesce(sum(${scheduleAgendaDays.committed}), 0)::text` })
        .from(scheduleAgendaDays)
        .where(and(creditorId ? eq(scheduleAgendaDays.creditorId, creditorId) : undefined, gte(scheduleAgendaDays.settlementDate, fromDate)));
      return { free: Number(row!.free), committed: Number(row!.committed) };
    },

    /** The stored answer of a query: its groups, in acquirer and arrangement order. */
    async answer(id: string): Promise<ScheduleAnswerGroup[]> {
      const [row] = await db.select({ units: scheduleAnswers.units }).from(scheduleAnswers).where(eq(scheduleAnswers.requestId, id));
      return row ? groupsOf(row.units) : [];
    },
  };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
