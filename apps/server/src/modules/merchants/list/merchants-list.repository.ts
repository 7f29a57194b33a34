import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  LIST_SORTS,
  sortOf,
  MERCHANT_ACCOUNT_STATUSES,
  MERCHANT_ORIGINS,
  ONBOARDING_TYPES,
  PERSON_TYPES,
} from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { dateTimeCell, joinedCell, labelCell, yesNoCell } from '../../../db/export-cells';
import { likePrefix, pageRows, nameContains, searchList, type ListDefinition } from '../../../db/paging';
import type { PageSource } from '../../../db/page-anchors';
import { creditorDirectory } from '../../../db/schema/creditors.views';
import { merchantOptins, merchants } from '../../../db/schema/merchants';

export interface MerchantListSearch {
  /** Only this supplier's merchants (a creditor user's scope, or the supplier filter). */
  creditorId?: string | undefined;
  name?: string | undefined;
  /** Beginning of the normalised CPF/CNPJ. */
  document?: string | undefined;
  active?: boolean | undefined;
  accountStatus?: string | undefined;
  optinStatus?: boolean | undefined;
  typePerson?: number | undefined;
  partnerType?: string | undefined;
  partnership?: string | undefined;
  originAccount?: number | undefined;
  /** The date opt-ins are judged on, 'YYYY-MM-DD'. */
  today: string;
}

/** The supplier's opt-ins active on `today` of the row's merchant. */
const activeOptInsOf = (today: string) =>
  sql`from ${merchantOptins} o where o.merchant_id = ${merchants.id} and o.creditor_id = ${merchants.creditorId} and o.status = 'ativo' and o.start_date <= ${today}::date and o.end_date >= ${today}::date`;

/**
 * `exists` of the supplier's opt-in active on `today`: the filter and the sort, which read it for
 * every merchant they pass (a semi-join, or one hash of the active opt-ins for a whole-table sort).
 */
const activeOptIn = (today: string) => sql<boolean>`exists (select 1 ${activeOptInsOf(today)})`;

/**
 * The optin_status shown on each row: one index probe per row the page returns. An `exists` in
 * the select list is planned as a hash of every active opt-in (62,705 at 250,000 merchants) built
 * for the 10 rows of a page, as the planner prices it for every row of the table; a sub-select
 * with `limit` is never hashed.
 */
const optinStatusOfRow = (today: string) => sql<boolean>`coalesce((select true ${activeOptInsOf(today)} limit 1), false)`;

/** The supplier's name as a correlated read of the creditors' view: it sorts inside the id-only page query too. */
const creditorName = sql<string>`(select cd.company_name from ${creditorDirectory} cd where cd.id = ${merchants.creditorId})`;

type SortKey = (typeof LIST_SORTS.merchants)[number];

/**
 * The orders whose deep pages start from an anchor: each has a btree of (key, id) (migration
 * 0710), which the anchors' pass and a page's row comparison read. The others (a sub-select, an
 * opt-in's `exists`, unindexed codes) keep the read from the nearer end.
 */
const ANCHORED: ReadonlySet<SortKey | undefined> = new Set([undefined, 'tradingName', 'companyName', 'documentNumber', 'createdAt']);

/**
 * One definition per registry date, kept: the caches are per definition, so a definition made
 * per call would never be answered from memory. The date moves once a day (each test database
 * has its own clock), so a few are kept and the oldest dropped.
 */
const lists = new Map<string, ListDefinition<SortKey>>();
const DATES_KEPT = 8;
function listOf(today: string): ListDefinition<SortKey> {
  let list = lists.get(today);
  if (!list) {
    lists.set(today, (list = definitionOf(today)));
    if (lists.size > DATES_KEPT) lists.delete(lists.keys().next().value!);
  }
  return list;
}

const definitionOf = (today: string): ListDefinition<SortKey> => ({
  tables: ['merchants', 'merchant_optins'],
  sortable: {
    type: merchants.typePerson,
    documentNumber: merchants.documentNumber,
    tradingName: merchants.tradingName,
    companyName: merchants.companyName,
    creditorCompanyName: creditorName,
    partnership: merchants.partnership,
    accountStatus: merchants.accountStatus,
    origin: merchants.originAccount,
    onboardingType: merchants.onboardingType,
    createdAt: merchants.createdAt,
    active: merchants.active,
    optinStatus: activeOptIn(today),
  },
  defaultOrder: [
    [merchants.createdAt, 'desc'],
    [merchants.id, 'desc'],
  ],
  id: merchants.id,
  // A page reads the supplier's name through creditor_directory, a view of creditors; the
  // registry's date, the one input from elsewhere, is part of every cache key (the query's `today`).
  pageTables: ['merchants', 'merchant_optins', 'creditors'],
});

const rowColumns = (today: string) => ({
  id: merchants.id,
  creditorId: merchants.creditorId,
  creditorName: creditorDirectory.companyName,
  documentNumber: merchants.documentNumber,
  typePerson: merchants.typePerson,
  companyName: merchants.companyName,
  tradingName: merchants.tradingName,
  partnerType: merchants.partnerType,
  partnership: merchants.partnership,
  active: merchants.active,
  accountStatus: merchants.accountStatus,
  originAccount: merchants.originAccount,
  onboardingType: merchants.onboardingType,
  createdAt: merchants.createdAt,
  optinStatus: optinStatusOfRow(today),
  contactName: merchants.contactName,
  contactEmail: merchants.contactEmail,
  phoneNumber: merchants.phoneNumber,
  addressZipCode: merchants.addressZipCode,
  address: merchants.address,
  addressNumber: merchants.addressNumber,
  addressComplement: merchants.addressComplement,
  addressNeighborhood: merchants.addressNeighborhood,
  addressCity: merchants.addressCity,
  addressState: merchants.addressState,
  legalNatureDescription: merchants.legalNatureDescription,
  cnaes: merchants.cnaes,
});

const selectRows = (db: AppDb, today: string) =>
  db.select(rowColumns(today)).from(merchants).leftJoin(creditorDirectory, eq(creditorDirectory.id, merchants.creditorId));
export type MerchantListRecord = Awaited<ReturnType<typeof selectRows>>[number];

const pickerColumns = {
  id: merchants.id,
  creditorId: merchants.creditorId,
  documentNumber: merchants.documentNumber,
  tradingName: merchants.tradingName,
  companyName: merchants.companyName,
  typePerson: merchants.typePerson,
  active: merchants.active,
};

function whereOf(f: MerchantListSearch): SQL | undefined {
  const optIn = activeOptIn(f.today);
  return and(
    f.creditorId ? eq(merchants.creditorId, f.creditorId) : undefined,
    f.name ? nameContains(f.name, merchants.tradingName, merchants.companyName) : undefined,
    // `like` on the raw column keeps the varchar_pattern_ops index of 0610 usable for the prefix.
    f.document ? like(merchants.documentNumber, likePrefix(f.document)) : undefined,
    f.active === undefined ? undefined : eq(merchants.active, f.active),
    f.accountStatus ? eq(merchants.accountStatus, f.accountStatus as 'ativo') : undefined,
    f.optinStatus === undefined ? undefined : f.optinStatus ? optIn : sql`not ${optIn}`,
    f.typePerson ? eq(merchants.typePerson, f.typePerson) : undefined,
    f.partnerType ? eq(merchants.partnerType, f.partnerType) : undefined,
    f.partnership ? nameContains(f.partnership, merchants.partnership) : undefined,
    f.originAccount ? eq(merchants.originAccount, f.originAccount) : undefined,
  );
}

/** The merchants list, its pickers' rows and its export's chunks: one filter set for all three. */
export function createMerchantsListRepository(db: AppDb) {
  const from = (where: SQL | undefined) => ({ table: merchants, id: merchants.id, where });

  return {
    /** A page (newest first unless sorted) and the total. */
    async search(f: MerchantListSearch, query: { offset: number; limit: number }) {
      const list = listOf(f.today);
      // Built only on a cache miss: a page served from memory renders no SQL.
      let source: PageSource | undefined;
      const filtered = () => (source ??= from(whereOf(f)));
      const anchored = ANCHORED.has(sortOf(query, Object.keys(list.sortable) as SortKey[])?.key);
      return searchList(db, list, {
        // The scoped filters last: they, not the caller's raw query, decide the rows (and key the caches).
        query: { ...query, ...f },
        keyedByQuery: true,
        page: (order, window) => pageRows(db, selectRows(db, f.today).$dynamic(), filtered(), order, window),
        count: () => db.select({ n: count() }).from(merchants).where(filtered().where),
        from: anchored ? filtered : undefined,
      });
    },

    /** The pickers' light rows, by trading name. */
    async picker(f: MerchantListSearch, limit: number) {
      return db
        .select(pickerColumns)
        .from(merchants)
        .where(whereOf(f))
        .orderBy(asc(merchants.tradingName), asc(merchants.id))
        .limit(limit);
    },

    async count(f: MerchantListSearch): Promise<number> {
      const [row] = await db.select({ n: count() }).from(merchants).where(whereOf(f));
      return row?.n ?? 0;
    },

    /**
     * The export's cells (merchants-list.export-source.ts, in its columns' order; the document,
     * phone and CEP as stored, masked by the columns) of the rows chunks() reads, as one query
     * for COPY.
     */
    copyQuery(f: MerchantListSearch, cap: number) {
      return db
        .select({
          type: labelCell(merchants.typePerson, PERSON_TYPES.map((o) => ({ value: o.value, label: o.short }))),
          documentNumber: merchants.documentNumber,
          tradingName: merchants.tradingName,
          companyName: merchants.companyName,
          creditorName: creditorDirectory.companyName,
          partnership: merchants.partnership,
          accountStatus: labelCell(merchants.accountStatus, MERCHANT_ACCOUNT_STATUSES),
          origin: labelCell(merchants.originAccount, MERCHANT_ORIGINS),
          onboardingType: labelCell(merchants.onboardingType, ONBOARDING_TYPES),
          createdAt: dateTimeCell(merchants.createdAt),
          active: yesNoCell(merchants.active),
          optIn: yesNoCell(activeOptIn(f.today)),
          contactName: merchants.contactName,
          contactEmail: merchants.contactEmail,
          phoneNumber: merchants.phoneNumber,
          zipCode: merchants.addressZipCode,
          address: joinedCell(merchants.address, merchants.addressNumber, merchants.addressComplement, merchants.addressNeighborhood),
          city: merchants.addressCity,
          state: merchants.addressState,
        })
        .from(merchants)
        .leftJoin(creditorDirectory, eq(creditorDirectory.id, merchants.creditorId))
        .where(whereOf(f))
        .orderBy(desc(merchants.createdAt), desc(merchants.id))
        .limit(cap)
        .toSQL();
    },

    /** The list's rows newest first, by keyset (created_at, id), chunk by chunk, up to `cap`. */
    async *chunks(f: MerchantListSearch, chunkSize: number, cap: number) {
      const where = whereOf(f);
      // The cursor keeps created_at as PostgreSQL's text: a JS Date would drop the microseconds.
      let after: { createdAt: string; id: string } | null = null;
      for (let read = 0; read < cap; ) {
        const keyset: SQL | undefined = after
          ? sql`(${merchants.createdAt}, ${merchants.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined;
        const rows: (MerchantListRecord & { cursor: string })[] = await db
          .select({ ...rowColumns(f.today), cursor: sql<string>`${merchants.createdAt}::text` })
          .from(merchants)
          .leftJoin(creditorDirectory, eq(creditorDirectory.id, merchants.creditorId))
          .where(and(where, keyset))
          .orderBy(desc(merchants.createdAt), desc(merchants.id))
          .limit(Math.min(chunkSize, cap - read));
        if (rows.length === 0) return;
        read += rows.length;
        yield rows;
        if (rows.length < chunkSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursor, id: last.id };
      }
    },
  };
}

export type MerchantsListRepository = ReturnType<typeof createMerchantsListRepository>;
export type MerchantPickerRecord = Awaited<ReturnType<MerchantsListRepository['picker']>>[number];
