import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { COMMITMENT_STATUSES, CONTRACT_TYPES, MESSAGES, STRATEGIES, TRANSACTION_TYPES, sortOf, type SettlementReportSortKey } from '@lastro/domain';
import type { Database } from '../../../db/client';
import { labelCell, reaisCell, yesNoCell } from '../../../db/export-cells';
import { dayStart, pageRows, searchList, likePrefix, type ListDefinition, type PageWindow } from '../../../db/paging';
import type { PageSource } from '../../../db/page-anchors';
import { dealEffects, dealInstallments, deals } from '../../../db/schema/commitments';
import { domicileDirectory } from '../../../db/schema/creditors.views';
import { acquirerDirectory } from '../../../db/schema/registers.views';

/** What the report filters by, already scoped and translated to the tables' values. */
export interface ReportFilters {
  creditorId?: string | undefined;
  merchantId?: string | undefined;
  documentPrefix?: string | undefined;
  codes?: string[] | undefined;
  codePrefix?: string | undefined;
  externalReference?: string | undefined;
  /** Status numbers; undefined = every status. */
  statuses?: number[] | undefined;
  contractType?: number | undefined;
  strategy?: number | undefined;
  /** São Paulo calendar days, inclusive. */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  executionFrom?: string | undefined;
  executionTo?: string | undefined;
  gcapOnly?: boolean | undefined;
}

const ROW = {
  id: dealEffects.id,
  dealId: deals.id,
  creditorName: deals.creditorCompanyName,
  merchantName: deals.merchantCompanyName,
  merchantDocumentNumber: deals.merchantDocumentNumber,
  acquirerDocument: dealEffects.acquirerDocument,
  acquirerName: acquirerDirectory.acquirerName,
  paymentArrangement: dealEffects.arrangement,
  settlementDate: dealEffects.settlementDate,
  effectOrder: dealEffects.effectOrder,
  amountOnerate: dealEffects.amountOnerate,
  effectAmountInitial: dealEffects.effectAmountInitial,
  effectAmount: dealEffects.effectAmount,
  effectAmountUpdated: dealEffects.effectAmountUpdated,
  effectiveSettlementAmount: dealEffects.effectiveSettlementAmount,
  receivableUpdatedAt: dealEffects.updatedAt,
  contractCreatedAt: deals.createdAt,
  contractExecutionDate: dealInstallments.executionDate,
  effectiveSettlementDate: dealEffects.effectiveSettlementDate,
  status: deals.status,
  transactionType: deals.type,
  contractType: deals.contractType,
  strategy: deals.strategy,
  code: deals.code,
  externalReference: dealInstallments.externalReference,
  creditorDocumentNumber: deals.creditorDocumentNumber,
  originatorDocumentNumber: domicileDirectory.cnpjOriginador,
  gcap: deals.gcap,
};

/**
 * Every shown column sorts, but the ids and the acquirer's document (shown with its name). The
 * report filters and sorts by the effect's own columns and its copies of its commitment's,
 * installment's, acquirer's and originator's values (migration 0964), each sort key with its
 * btree of (key, id): a page at any depth starts from an anchor (db/page-anchors.ts) and
 * reads deal_effects alone for its ids.
 */
const LIST: ListDefinition<SettlementReportSortKey> = {
  tables: ['deal_effects'],
  sortable: {
    creditorName: dealEffects.creditorCompanyName,
    merchantName: dealEffects.merchantCompanyName,
    merchantDocumentNumber: dealEffects.merchantDocumentNumber,
    acquirerName: dealEffects.acquirerName,
    paymentArrangement: dealEffects.arrangement,
    settlementDate: dealEffects.settlementDate,
    effectOrder: dealEffects.effectOrder,
    amountOnerate: dealEffects.amountOnerate,
    effectAmountInitial: dealEffects.effectAmountInitial,
    effectAmount: dealEffects.effectAmount,
    effectAmountUpdated: dealEffects.effectAmountUpdated,
    effectiveSettlementAmount: dealEffects.effectiveSettlementAmount,
    receivableUpdatedAt: dealEffects.updatedAt,
    contractCreatedAt: dealEffects.dealCreatedAt,
    contractExecutionDate: dealEffects.executionDate,
    effectiveSettlementDate: dealEffects.effectiveSettlementDate,
    status: dealEffects.dealStatus,
    transactionType: dealEffects.dealType,
    contractType: dealEffects.contractType,
    strategy: dealEffects.strategy,
    code: dealEffects.code,
    externalReference: dealEffects.externalReference,
    creditorDocumentNumber: dealEffects.creditorDocumentNumber,
    originatorDocumentNumber: dealEffects.originatorDocumentNumber,
    gcap: dealEffects.gcap,
  },
  defaultOrder: [
    [dealEffects.settlementDate, 'asc'],
    [dealEffects.id, 'asc'],
  ],
  id: dealEffects.id,
  // Equal keys by id in the sort's direction: one (key, id) index serves both ways, and anchors.
  idFollowsSort: true,
  // The screen's filters (the status above all) are checked on each skipped effect's row, not in
  // the sort's index: anchors every 100 rows at least (every 700 at 700,000 rows) keep that short.
  minAnchorStep: 100,
};

/**
 * The sort keys a filter leaves one value (the screen opens on 'Aprovado': sorted by status, every
 * row has the same). Ordered by (key, id), such a list is the id's order, and it is read as such:
 * next to `key = value`, PostgreSQL may start a (key, id) index scan at the filter's bound and
 * pass the anchor's row comparison as a filter, skipping every row before a deep page.
 */
function fixedKeyOf(f: ReportFilters): SettlementReportSortKey[] {
  return [
    f.statuses?.length === 1 && 'status',
    f.contractType && 'contractType',
    f.strategy !== undefined && 'strategy',
    f.gcapOnly && 'gcap',
    f.codes?.length === 1 && 'code',
    f.externalReference && 'externalReference',
  ].filter((k): k is SettlementReportSortKey => Boolean(k));
}

/** LIST with a fixed key ordering by the id alone, one definition per key (the caches are per definition). */
const byIdWhenFixed = new Map<SettlementReportSortKey, ListDefinition<SettlementReportSortKey>>();
function listFor(f: ReportFilters, query: object): ListDefinition<SettlementReportSortKey> {
  const sort = sortOf(query, Object.keys(LIST.sortable) as SettlementReportSortKey[]);
  if (!sort || !fixedKeyOf(f).includes(sort.key)) return LIST;
  let list = byIdWhenFixed.get(sort.key);
  if (!list) byIdWhenFixed.set(sort.key, (list = { ...LIST, sortable: { ...LIST.sortable, [sort.key]: dealEffects.id } }));
  return list;
}

/** The instant the São Paulo day after `day` begins (created_at is a timestamptz). */
const nextSpMidnight = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** The filters, on the effect's own columns and copies: deal_effects alone answers them. */
function whereOf(f: ReportFilters): SQL | undefined {
  const e = dealEffects;
  return and(
    f.creditorId ? eq(e.creditorId, f.creditorId) : undefined,
    f.merchantId ? eq(e.merchantId, f.merchantId) : undefined,
    f.documentPrefix ? sql`${e.merchantDocumentNumber} like ${likePrefix(f.documentPrefix)}` : undefined,
    f.codes?.length ? inArray(e.code, f.codes) : undefined,
    // Codes and grouping exclude each other: codes win.
    !f.codes?.length && f.codePrefix ? sql`${e.code} like ${likePrefix(f.codePrefix)}` : undefined,
    f.externalReference ? eq(e.externalReference, f.externalReference) : undefined,
    f.statuses ? inArray(e.dealStatus, f.statuses) : undefined,
    f.contractType ? eq(e.contractType, f.contractType) : undefined,
    f.strategy !== undefined ? eq(e.strategy, f.strategy) : undefined,
    f.createdFrom ? gte(e.dealCreatedAt, dayStart(f.createdFrom)) : undefined,
    f.createdTo ? lt(e.dealCreatedAt, nextSpMidnight(f.createdTo)) : undefined,
    f.executionFrom ? gte(e.executionDate, f.executionFrom) : undefined,
    f.executionTo ? sql`${e.executionDate} <= ${f.executionTo}` : undefined,
    f.gcapOnly ? eq(e.gcap, true) : undefined,
  );
}

export type ReportDbRow = {
  [K in keyof typeof ROW]: (typeof ROW)[K]['_']['data'] | (K extends 'acquirerName' | 'originatorDocumentNumber' ? null : never);
};

/**
 * The export's cells as PostgreSQL formats them (dates as São Paulo day and time texts,
 * amounts in reais), in the export's column order: Node only masks documents and names codes.
 */
const EXPORT_CELLS = {
  creditorName: deals.creditorCompanyName,
  merchantName: deals.merchantCompanyName,
  merchantDocumentNumber: deals.merchantDocumentNumber,
  acquirerName: sql<string>`coalesce(${acquirerDirectory.acquirerName}, ${dealEffects.acquirerDocument})`,
  paymentArrangement: dealEffects.arrangement,
  settlementDate: sql<string>`to_char(${dealEffects.settlementDate}, 'DD/MM/YYYY')`,
  effectOrder: dealEffects.effectOrder,
  amountOnerate: sql<number>`${dealEffects.amountOnerate}::float8 / 100`,
  effectAmountInitial: sql<number>`${dealEffects.effectAmountInitial}::float8 / 100`,
  effectAmount: sql<number>`${dealEffects.effectAmount}::float8 / 100`,
  effectAmountUpdated: sql<number>`${dealEffects.effectAmountUpdated}::float8 / 100`,
  effectiveSettlementAmount: sql<number>`${dealEffects.effectiveSettlementAmount}::float8 / 100`,
  receivableUpdatedAt: sql<string>`to_char(${dealEffects.updatedAt} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')`,
  contractCreatedAt: sql<string>`to_char(${deals.createdAt} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')`,
  contractExecutionDate: sql<string>`coalesce(to_char(${dealInstallments.executionDate}, 'DD/MM/YYYY'), '-')`,
  effectiveSettlementDate: sql<string>`coalesce(to_char(${dealEffects.effectiveSettlementDate}, 'DD/MM/YYYY'), '')`,
  status: deals.status,
  transactionType: deals.type,
  contractType: deals.contractType,
  strategy: deals.strategy,
  code: deals.code,
  externalReference: dealInstallments.externalReference,
  creditorDocumentNumber: deals.creditorDocumentNumber,
  originatorDocumentNumber: domicileDirectory.cnpjOriginador,
  gcap: deals.gcap,
};

/**
 * The export's cells for COPY: EXPORT_CELLS with the amounts as numerics (read as numbers)
 * and the codes as their labels; the documents stay as stored (masked by their columns).
 */
const EXPORT_COPY_CELLS = {
  ...EXPORT_CELLS,
  amountOnerate: reaisCell(dealEffects.amountOnerate),
  effectAmountInitial: reaisCell(dealEffects.effectAmountInitial),
  effectAmount: reaisCell(dealEffects.effectAmount),
  effectAmountUpdated: reaisCell(dealEffects.effectAmountUpdated),
  effectiveSettlementAmount: reaisCell(dealEffects.effectiveSettlementAmount),
  status: labelCell(deals.status, COMMITMENT_STATUSES.map((s) => ({ value: s.code, label: s.label })), '-'),
  transactionType: labelCell(deals.type, TRANSACTION_TYPES),
  contractType: labelCell(deals.contractType, CONTRACT_TYPES),
  strategy: labelCell(deals.strategy, STRATEGIES),
  gcap: yesNoCell(deals.gcap, MESSAGES.reports.yes, MESSAGES.reports.no),
};

/** One export row: EXPORT_CELLS' values in their order (read as arrays, no objects made). */
export type ReportExportRow = [
  creditorName: string,
  merchantName: string,
  merchantDocumentNumber: string,
  acquirerName: string,
  paymentArrangement: string,
  settlementDate: string,
  effectOrder: number,
  amountOnerate: number,
  effectAmountInitial: number,
  effectAmount: number,
  effectAmountUpdated: number,
  effectiveSettlementAmount: number,
  receivableUpdatedAt: string,
  contractCreatedAt: string,
  contractExecutionDate: string,
  effectiveSettlementDate: string,
  status: number,
  transactionType: number,
  contractType: number,
  strategy: number,
  code: string,
  externalReference: string,
  creditorDocumentNumber: string,
  originatorDocumentNumber: string | null,
  gcap: boolean,
];

export function createReportRepository({ db, pool }: Pick<Database, 'db' | 'pool'>) {
  const joinedFor = (columns: SelectedFields) =>
    db
      .select(columns)
      .from(dealEffects)
      .innerJoin(dealInstallments, eq(dealInstallments.id, dealEffects.installmentId))
      .innerJoin(deals, eq(deals.id, dealEffects.dealId))
      .leftJoin(acquirerDirectory, eq(acquirerDirectory.documentNumber, dealEffects.acquirerDocument))
      .leftJoin(domicileDirectory, eq(domicileDirectory.id, deals.bankAccountId))
      .$dynamic();
  const joined = () => joinedFor(ROW);

  return {
    /** One page in the asked order and the filters' total (counted again only after a write to the effects). */
    async search(f: ReportFilters, query: PageWindow & object): Promise<{ rows: ReportDbRow[]; count: number }> {
      // Built only when read: a page answered from the anchors' cache needs no count query.
      let source: PageSource | undefined;
      const filtered = () => (source ??= { table: dealEffects, id: dealEffects.id, where: whereOf(f) });
      return searchList(db, listFor(f, query), {
        query: { ...query, ...f },
        keyedByQuery: true,
        page: (order, window) => pageRows(db, joined(), filtered(), order, window) as unknown as Promise<ReportDbRow[]>,
        count: () => db.select({ n: count() }).from(dealEffects).where(filtered().where),
        from: filtered,
      });
    },

    /** The export's first `limit` rows in the default order (exportRows' rows) as one query for COPY. */
    exportCopy(f: ReportFilters, limit: number) {
      return joinedFor(EXPORT_COPY_CELLS).where(whereOf(f)).orderBy(dealEffects.settlementDate, dealEffects.id).limit(limit).toSQL();
    },

    /**
     * The export's first `limit` rows in the default order, from one query read through a
     * cursor by `fetchSize` rows: the server plans and sorts once (as COPY would) where
     * keyset chunks each paid a join and a sort, and memory holds one fetch at a time.
     */
    async *exportRows(f: ReportFilters, limit: number, fetchSize: number): AsyncGenerator<ReportExportRow[]> {
      const query = joinedFor(EXPORT_CELLS)
        .where(whereOf(f))
        .orderBy(dealEffects.settlementDate, dealEffects.id)
        .limit(limit)
        .toSQL();
      const client = await pool.connect();
      let open = false;
      let pending: Promise<unknown> | null = null;
      try {
        await client.query('begin read only');
        open = true;
        // Cursors are planned for their first 10 % by default (nested loops on the index);
        // this one is read to the end, so it gets the plan COPY would.
        await client.query('set local cursor_tuple_fraction = 1');
        await client.query(`declare report_export no scroll cursor for ${query.sql}`, query.params);
        const fetchNext = () => client.query<ReportExportRow>({ text: `fetch ${fetchSize} from report_export`, rowMode: 'array' });
        // The next fetch is asked for before this one is handed over: the server reads and
        // sends it while Node writes the rows (they take the same time, on different cores).
        let next: ReturnType<typeof fetchNext> | null = fetchNext();
        while (next) {
          const { rows }: { rows: ReportExportRow[] } = await next;
          next = rows.length < fetchSize ? null : fetchNext();
          // Marked handled now: it may fail while the rows are being written, before it is awaited.
          pending = next?.catch(() => undefined) ?? null;
          if (rows.length) yield rows;
        }
        await client.query('commit');
        open = false;
      } finally {
        // A consumer that stops early (or a failed fetch) leaves a fetch under way and the
        // transaction open.
        await pending;
        if (open) await client.query('rollback').catch(() => undefined);
        client.release();
      }
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
