import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { LIST_SORTS, ReconciliationCompanyListQuery } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { likeContains, likePrefix, pageRows, searchList, type ListDefinition } from '../../../db/paging';
import { creditorDirectory } from '../../../db/schema/creditors.views';
import { reconciliationAccountAliases, reconciliationAccounts, reconciliationCompanies, reconciliationRules } from '../../../db/schema/reconciliation';

const c = reconciliationCompanies;
const a = reconciliationAccounts;

export type CompanyRow = typeof c.$inferSelect;
export type AccountRow = typeof a.$inferSelect;
export type AliasRow = typeof reconciliationAccountAliases.$inferSelect;

/** The accounts with 'Conciliar' on and the latest statement among them, per company (the list's two figures). */
const accountsCount = sql<number>`(select count(*)::int from reconciliation_accounts ra where ra.company_id = ${c.id} and ra.reconcile)`;
const lastStatement = sql<string | null>`(select max(ra.last_statement_date)::text from reconciliation_accounts ra where ra.company_id = ${c.id})`;

const LIST: ListDefinition<(typeof LIST_SORTS.reconciliationCompanies)[number]> = {
  tables: ['reconciliation_companies'],
  sortable: {
    documentNumber: c.documentNumber,
    name: c.name,
    kind: c.kind,
    creditorName: creditorDirectory.companyName,
    toleranceAmount: c.toleranceAmount,
    toleranceDays: c.toleranceDays,
    startDate: c.startDate,
    lastStatementDate: lastStatement,
    active: c.active,
  },
  defaultOrder: [[c.name, 'asc']],
  id: c.id,
};

export interface MirroredOriginator {
  creditorId: string;
  originatorId: string;
  documentNumber: string;
  name: string;
  domiciles: Omit<typeof a.$inferInsert, 'companyId' | 'creditorId'>[];
}

export function createCompaniesRepository(db: AppDb) {
  const whereOf = (f: ReconciliationCompanyListQuery, creditorId: string | null): SQL | undefined =>
    and(
      creditorId ? eq(c.creditorId, creditorId) : undefined,
      f.q ? or(ilike(c.name, likeContains(f.q)), ilike(c.documentNumber, likePrefix(f.q.replace(/[^0-9A-Za-z]/g, '').toUpperCase() || f.q))) : undefined,
      f.kind ? eq(c.kind, f.kind) : undefined,
      f.active ? eq(c.active, f.active === 'true') : undefined,
    );
  const listColumns = { company: c, creditorName: creditorDirectory.companyName, accountsCount, lastStatement };

  return {
    async search(f: ReconciliationCompanyListQuery, creditorId: string | null) {
      const where = whereOf(f, creditorId);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) =>
          pageRows(
            db,
            db.select(listColumns).from(c).innerJoin(creditorDirectory, eq(creditorDirectory.id, c.creditorId)).$dynamic(),
            { table: c, id: c.id, where },
            order,
            window,
          ),
        count: db.select({ n: count() }).from(c).where(where),
      });
    },

    async find(id: string) {
      return (
        await db.select(listColumns).from(c).innerJoin(creditorDirectory, eq(creditorDirectory.id, c.creditorId)).where(eq(c.id, id)).limit(1)
      )[0];
    },

    accountsOf: (companyId: string) => db.select().from(a).where(eq(a.companyId, companyId)).orderBy(asc(a.bankCode), asc(a.accountNumber), asc(a.id)),
    findAccount: async (id: string) => (await db.select().from(a).where(eq(a.id, id)).limit(1))[0],
    aliasesOf: (accountIds: string[]) =>
      accountIds.length
        ? db.select().from(reconciliationAccountAliases).where(inArray(reconciliationAccountAliases.accountId, accountIds)).orderBy(asc(reconciliationAccountAliases.raw))
        : Promise.resolve([] as AliasRow[]),
    findAlias: async (id: string) => (await db.select().from(reconciliationAccountAliases).where(eq(reconciliationAccountAliases.id, id)).limit(1))[0],
    removeAlias: async (id: string) => (await db.delete(reconciliationAccountAliases).where(eq(reconciliationAccountAliases.id, id)).returning()).length > 0,

    /** The creditor's accounts with their company's name, for the 'Conta' pickers. */
    accountOptions: (creditorId: string, companyId?: string) =>
      db
        .select({ account: a, companyName: c.name })
        .from(a)
        .innerJoin(c, eq(c.id, a.companyId))
        .where(and(eq(a.creditorId, creditorId), companyId ? eq(a.companyId, companyId) : undefined))
        .orderBy(asc(c.name), asc(a.bankCode), asc(a.accountNumber), asc(a.id)),

    updateCompany: async (id: string, values: Partial<typeof c.$inferInsert>) => (await db.update(c).set(values).where(eq(c.id, id)).returning())[0],
    updateAccount: async (id: string, values: Partial<typeof a.$inferInsert>) => (await db.update(a).set(values).where(eq(a.id, id)).returning())[0],
    simulateOriginatorAccounts: async (creditorId: string) =>
      (await db.update(a).set({ simulated: true }).where(and(eq(a.creditorId, creditorId), isNotNull(a.domicileId), eq(a.simulated, false))).returning({ id: a.id })).length,
    removeCompany: async (id: string) => (await db.delete(c).where(eq(c.id, id)).returning({ id: c.id })).length > 0,

    /** Whether an account of the company has imported statement lines (a merchant is then kept). */
    async hasImportedLines(companyId: string): Promise<boolean> {
      const rows = (await db.execute(sql`select exists (
        select 1 from reconciliation_bank_lines l join reconciliation_accounts ra on ra.id = l.account_id
        where ra.company_id = ${companyId} and l.status = 'importada') as found`)) as unknown as { rows: { found: boolean }[] };
      return rows.rows[0]?.found === true;
    },

    /**
     * Work done once per creditor at a time (mirror, add, rules): an advisory lock on the
     * creditor, held until the transaction ends, so a creditor's first company seeds its rules once.
     */
    async transaction<T>(creditorId: string, work: (tx: AppDb) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reconciliation:' || ${creditorId}))`);
        return work(tx as unknown as AppDb);
      });
    },

    hasCompanies: async (creditorId: string) => (await db.select({ id: c.id }).from(c).where(eq(c.creditorId, creditorId)).limit(1)).length > 0,
    hasRules: async (creditorId: string) =>
      (await db.select({ id: reconciliationRules.id }).from(reconciliationRules).where(eq(reconciliationRules.creditorId, creditorId)).limit(1)).length > 0,

    insertCompany: async (values: typeof c.$inferInsert) => (await db.insert(c).values(values).onConflictDoNothing().returning())[0],
    insertAccount: async (values: typeof a.$inferInsert) => (await db.insert(a).values(values).onConflictDoNothing().returning())[0],

    /**
     * Brings one creditor's originators and domiciles into the companies and accounts: new ones
     * arrive active with 'Conciliar' on for active domiciles and start on `today`; names,
     * documents and bank data follow the register; the settings users changed are kept. Only
     * what differs is written: a statement writing nothing would still bump the list versions
     * (statement triggers), and every read of the screen mirrors.
     */
    async mirror(creditorId: string, originators: MirroredOriginator[], today: string): Promise<void> {
      if (!originators.length) return;
      const known = new Map(
        (await db.select().from(c).where(and(eq(c.creditorId, creditorId), isNotNull(c.originatorId)))).map((r) => [r.originatorId!, r]),
      );
      const fresh = originators.filter((o) => !known.has(o.originatorId));
      if (fresh.length) {
        const inserted = await db
          .insert(c)
          .values(fresh.map((o) => ({ creditorId, kind: 'originador' as const, originatorId: o.originatorId, documentNumber: o.documentNumber, name: o.name, startDate: today })))
          .returning();
        for (const row of inserted) known.set(row.originatorId!, row);
      }
      for (const o of originators) {
        const row = known.get(o.originatorId)!;
        if (row.name !== o.name || row.documentNumber !== o.documentNumber)
          await db.update(c).set({ name: o.name, documentNumber: o.documentNumber }).where(eq(c.id, row.id));
      }

      const accounts = new Map(
        (await db.select().from(a).where(and(eq(a.creditorId, creditorId), isNotNull(a.domicileId)))).map((r) => [r.domicileId!, r]),
      );
      const toInsert: (typeof a.$inferInsert)[] = [];
      for (const o of originators) {
        const companyId = known.get(o.originatorId)!.id;
        for (const d of o.domiciles) {
          const current = accounts.get(d.domicileId!);
          if (!current) {
            toInsert.push({ ...d, creditorId, companyId, reconcile: d.domicileActive === true });
            continue;
          }
          const register = { companyId, ...d };
          const changed = (Object.keys(register) as (keyof typeof register)[]).some((k) => (current[k] ?? null) !== (register[k] ?? null));
          if (changed) await db.update(a).set({ ...register, updatedAt: new Date() }).where(eq(a.id, current.id));
        }
      }
      // Two domiciles naming one bank account and holder are one account: the first one stays.
      if (toInsert.length) await db.insert(a).values(toInsert).onConflictDoNothing();
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
