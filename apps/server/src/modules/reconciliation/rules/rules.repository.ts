import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { reconciliationRules } from '../../../db/schema/reconciliation';

const r = reconciliationRules;
export type RuleRow = typeof r.$inferSelect;
export type RuleValues = Pick<typeof r.$inferInsert, 'descriptionContains' | 'payerDocument' | 'amountMin' | 'amountMax' | 'result' | 'acquirerId'>;

export function createRulesRepository(db: AppDb) {
  return {
    list: (creditorId: string) => db.select().from(r).where(eq(r.creditorId, creditorId)).orderBy(asc(r.position)),
    find: async (id: string) => (await db.select().from(r).where(eq(r.id, id)).limit(1))[0],
    countOf: async (creditorId: string) => (await db.select({ n: count() }).from(r).where(eq(r.creditorId, creditorId)))[0]!.n,

    /** Appends at the end (positions stay 1..n); the caller holds the creditor's lock. */
    async append(creditorId: string, values: RuleValues & { isDefault?: boolean; createdBy?: string | null }): Promise<RuleRow> {
      const { rows } = (await db.execute(sql`select coalesce(max(position), 0) + 1 as next from reconciliation_rules where creditor_id = ${creditorId}`)) as unknown as {
        rows: { next: number | string }[];
      };
      const next = rows[0]!.next;
      return (await db.insert(r).values({ ...values, creditorId, position: Number(next) }).returning())[0]!;
    },

    update: async (id: string, values: RuleValues) => (await db.update(r).set({ ...values, updatedAt: new Date() }).where(eq(r.id, id)).returning())[0],

    /** Deletes and closes the gap, so positions stay 1..n. */
    async remove(row: RuleRow): Promise<void> {
      await db.delete(r).where(eq(r.id, row.id));
      await db.update(r).set({ position: sql`${r.position} - 1` }).where(and(eq(r.creditorId, row.creditorId), sql`${r.position} > ${row.position}`));
    },

    /** Gives `ids` (every rule of the creditor) the positions 1..n in that order; the unique check waits for the commit. */
    async reorder(creditorId: string, ids: string[]): Promise<void> {
      await db.execute(sql`update reconciliation_rules r set position = v.position::smallint, updated_at = now()
        from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) with ordinality as v(id, position)
        where r.id = v.id and r.creditor_id = ${creditorId} and r.position <> v.position`);
    },

    /** The companies' lock on the creditor (companies.repository.ts), so rules and a first company's seeding never race. */
    async inCreditorLock<T>(creditorId: string, work: (tx: AppDb) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reconciliation:' || ${creditorId}))`);
        return work(tx as unknown as AppDb);
      });
    },
  };
}

export type RulesRepository = ReturnType<typeof createRulesRepository>;
