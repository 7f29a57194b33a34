import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { COMMITMENT_STATUSES, CONTRACT_TYPES, MESSAGES, STRATEGIES, TRANSACTION_TYPES, type SettlementReportSortKey } from '@lastro/domain';
import type { Database } from '../../../db/client';
import { labelCell, reaisCell, yesNoCell } from '../../../db/export-cells';
import { searchList, likePrefix, type ListDefinition, type PageWindow } from '../../../db/paging';
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

// Every shown column sorts, but the ids and the acquirer's document (shown with its name).
const { id: _id, dealId: _dealId, acquirerDocument: _acquirerDocument, ...SORTABLE } = ROW;

const LIST: ListDefinition<SettlementReportSortKey> = {
  tables: ['deals', 'deal_installments', 'deal_effects'],
  sortable: SORTABLE satisfies Record<SettlementReportSortKey, unknown>,
  defaultOrder: [
    [dealEffects.settlementDate, 'asc'],
    [dealEffects.id, 'asc'],
  ],
  id: dealEffects.id,
};

/** Midnight of a São Paulo calendar day, as an instant (created_at is a timestamptz). */
const spMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Sao_Paulo')`;
const nextSpMidnight = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

function whereOf(f: ReportFilters): SQL | undefined {
  const terms: (SQL | undefined)[] = [
    f.creditorId ? eq(deals.creditorId, f.creditorId) : undefined,
    f.merchantId ? eq(deals.merchantId, f.merchantId) : undefined,
    f.documentPrefix ? sql`${deals.merchantDocumentNumber} like ${likePrefix(f.documentPrefix)}` : undefined,
    f.codes?.length ? inArray(deals.code, f.codes) : undefined,
    // Codes and grouping exclude each other: codes win.
    !f.codes?.length && f.codePrefix ? sql`${deals.code} like ${likePrefix(f.codePrefix)}` : undefined,
    f.externalReference ? eq(dealInstallments.externalReference, f.externalReference) : undefined,
    f.statuses ? inArray(deals.status, f.statuses) : undefined,
    f.contractType ? eq(deals.contractType, f.contractType) : undefined,
    f.strategy !== undefined ? eq(deals.strategy, f.strategy) : undefined,
    f.createdFrom ? gte(deals.createdAt, spMidnight(f.createdFrom)) : undefined,
    f.createdTo ? lt(deals.createdAt, nextSpMidnight(f.createdTo)) : undefined,
    f.executionFrom ? gte(dealInstallments.executionDate, f.executionFrom) : undefined,
    f.executionTo ? sql`${dealInstallments.executionDate} <= ${f.executionTo}` : undefined,
    f.gcapOnly ? eq(deals.gcap, true) : undefined,
  ];
  return and(...terms.filter((t): t is SQL => t !== undefined));
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
    /** One page in the asked order and the filters' total (cached while nothing is written). */
    async search(f: ReportFilters, query: PageWindow & object): Promise<{ rows: ReportDbRow[]; count: number }> {
      const where = whereOf(f);
      // The count needs the installments' table only when a filter reads it.
      const needsInstallments = Boolean(f.externalReference || f.executionFrom || f.executionTo);
      const counted = db.select({ n: count() }).from(dealEffects).innerJoin(deals, eq(deals.id, dealEffects.dealId)).$dynamic();
      return searchList(db, LIST, {
        query,
        page: (order, window) => joined().where(where).orderBy(...order).limit(window.limit).offset(window.offset) as unknown as Promise<ReportDbRow[]>,
        count: (needsInstallments
          ? counted.innerJoin(dealInstallments, eq(dealInstallments.id, dealEffects.installmentId))
          : counted
        ).where(where),
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
