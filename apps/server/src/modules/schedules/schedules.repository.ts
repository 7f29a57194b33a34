import { and, asc, count, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { LIST_SORTS, SCHEDULE_STATUS } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { idsOfPage, likeContains, likePrefix, searchList, type ListDefinition } from '../../db/paging';
import { scheduleRequests, scheduleUnits } from '../../db/schema/schedules';

export type ScheduleRequestRow = typeof scheduleRequests.$inferSelect;
export type ScheduleUnitRow = typeof scheduleUnits.$inferSelect;

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

const LIST: ListDefinition<(typeof LIST_SORTS.schedules)[number]> = {
  tables: ['schedule_requests'],
  sortable: {
    creditorCompanyName: scheduleRequests.creditorCompanyName,
    queryType: scheduleRequests.queryType,
    partnership: scheduleRequests.partnership,
    merchantCompanyName: scheduleRequests.merchantCompanyName,
    merchantDocumentNumber: scheduleRequests.merchantDocumentNumber,
    createdAt: scheduleRequests.createdAt,
    executionBeginDate: scheduleRequests.executionBeginDate,
    executionEndDate: scheduleRequests.executionEndDate,
    status: scheduleRequests.status,
  },
  defaultOrder: [
    [scheduleRequests.createdAt, 'desc'],
    [scheduleRequests.id, 'desc'],
  ],
  id: scheduleRequests.id,
};

/** Midnight of a São Paulo calendar day, as a timestamp. */
const startOfDay = (isoDate: string) => sql`((${isoDate})::date::timestamp at time zone 'America/Sao_Paulo')`;

/** Per acquirer and arrangement: the sums the Resumo shows (cents). */
export interface SummaryRow {
  acquirerDocument: string;
  arrangement: string;
  totalCents: number;
  committedCents: number;
  freeCents: number;
  firstDate: string;
  lastDate: string;
}

export function createSchedulesRepository(db: AppDb) {
  const whereOf = (f: ScheduleFilters): SQL | undefined =>
    and(
      f.creditorId ? eq(scheduleRequests.creditorId, f.creditorId) : undefined,
      f.merchantId ? eq(scheduleRequests.merchantId, f.merchantId) : undefined,
      f.merchantName ? ilike(scheduleRequests.merchantCompanyName, likeContains(f.merchantName)) : undefined,
      f.creditorName ? ilike(scheduleRequests.creditorCompanyName, likeContains(f.creditorName)) : undefined,
      f.document ? sql`${scheduleRequests.merchantDocumentNumber} like ${likePrefix(f.document)}` : undefined,
      f.status ? eq(scheduleRequests.status, f.status) : undefined,
      f.startDate ? gte(scheduleRequests.createdAt, startOfDay(f.startDate)) : undefined,
      f.endDate ? lt(scheduleRequests.createdAt, sql`${startOfDay(f.endDate)} + interval '1 day'`) : undefined,
    );

  return {
    async search(f: ScheduleFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) =>
          db
            .select()
            .from(scheduleRequests)
            .where(idsOfPage(db, { table: scheduleRequests, id: scheduleRequests.id, where }, order, window))
            .orderBy(...order),
        count: db.select({ n: count() }).from(scheduleRequests).where(where),
      });
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

    /**
     * Stores an answer: its units replace any an earlier attempt of the job stored, and the
     * query becomes processed, in one transaction.
     */
    async complete(id: string, units: Omit<ScheduleUnitRow, 'requestId'>[], done: Partial<typeof scheduleRequests.$inferInsert>): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Two runs of one query (a retried job beside a late first attempt, or the demo seed
        // beside the worker) meet here: the second waits for the first and then finds it done.
        const [current] = await tx
          .select({ status: scheduleRequests.status })
          .from(scheduleRequests)
          .where(eq(scheduleRequests.id, id))
          .for('update');
        if (current?.status !== SCHEDULE_STATUS.processing) return false;
        await tx.delete(scheduleUnits).where(eq(scheduleUnits.requestId, id));
        // One statement with one JSON parameter, whatever the count: a multi-row VALUES of
        // thousands of URs spends most of its time building and parsing its parameters.
        if (units.length)
          await tx.execute(sql`
            insert into schedule_units
              (request_id, acquirer_document, arrangement, settlement_date, total_cents, committed_cents, free_cents, settled_cents)
            select ${id}::uuid, u.a, u.r, u.d, u.t, u.c, u.f, u.s
            from jsonb_to_recordset(${JSON.stringify(
              units.map((u) => ({ a: u.acquirerDocument, r: u.arrangement, d: u.settlementDate, t: u.totalCents, c: u.committedCents, f: u.freeCents, s: u.settledCents })),
            )}::jsonb) as u(a text, r text, d date, t bigint, c bigint, f bigint, s bigint)`);
        await tx.update(scheduleRequests).set(done).where(eq(scheduleRequests.id, id));
        return true;
      });
    },

    async units(id: string): Promise<ScheduleUnitRow[]> {
      return db
        .select()
        .from(scheduleUnits)
        .where(eq(scheduleUnits.requestId, id))
        .orderBy(asc(scheduleUnits.settlementDate), asc(scheduleUnits.acquirerDocument), asc(scheduleUnits.arrangement));
    },

    async summary(id: string): Promise<SummaryRow[]> {
      return db
        .select({
          acquirerDocument: scheduleUnits.acquirerDocument,
          arrangement: scheduleUnits.arrangement,
          totalCents: sql<number>`sum(${scheduleUnits.totalCents})::bigint`.mapWith(Number),
          committedCents: sql<number>`sum(${scheduleUnits.committedCents})::bigint`.mapWith(Number),
          freeCents: sql<number>`sum(${scheduleUnits.freeCents})::bigint`.mapWith(Number),
          firstDate: sql<string>`min(${scheduleUnits.settlementDate})::text`,
          lastDate: sql<string>`max(${scheduleUnits.settlementDate})::text`,
        })
        .from(scheduleUnits)
        .where(eq(scheduleUnits.requestId, id))
        .groupBy(scheduleUnits.acquirerDocument, scheduleUnits.arrangement)
        .orderBy(asc(scheduleUnits.acquirerDocument), asc(scheduleUnits.arrangement));
    },
  };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
