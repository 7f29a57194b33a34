import { and, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { COMMITMENT_STATUSES, LIST_SORTS, STRATEGIES, TRANSACTION_TYPES } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { dateCell, dateTimeCell, labelCell, reaisCell, yesNoCell } from '../../../db/export-cells';
import { likePrefix, pageRows, nameContains, searchList, type ListDefinition, type PageWindow } from '../../../db/paging';
import { dealInstallments, deals } from '../../../db/schema/commitments';

/** What the COMPROMISSOS and SOLICITAÇÕES lists filter by, already in the caller's scope. */
export interface CommitmentSearch {
  /** Only this creditor's commitments (a creditor user's scope, or the supplier filter). */
  creditorId?: string | undefined;
  /** Beginning of the merchant's normalised CPF/CNPJ. */
  document?: string | undefined;
  codes: string[];
  /** Part of the title the commitments of one group share. */
  grouping?: string | undefined;
  /** Status numbers to match; undefined for every status. */
  statuses?: number[] | undefined;
  strategy: number;
  gcap?: boolean | undefined;
}

/**
 * The first installment's due date (the request row's deal.due_date). The outer id is named
 * with its table: drizzle writes a single-table select's columns bare, and a bare "id" inside
 * the subquery would be the installment's own.
 */
const firstDueDate = sql<string | null>`(select i.due_date::text from ${dealInstallments} i where i.deal_id = ${sql.identifier('deals')}.${sql.identifier('id')} order by i.installment limit 1)`;

const listDefinition: ListDefinition<(typeof LIST_SORTS.deals)[number]> = {
  tables: ['deals'],
  sortable: {
    title: deals.title,
    tradingName: deals.creditorTradingName,
    merchantTradingName: deals.merchantTradingName,
    merchantDocumentNumber: deals.merchantDocumentNumber,
    // Every call lists one modality (whereOf), so its rows ordered by modality are ordered by
    // id: said so, a deep page is a range of (strategy, id) from its anchor; a comparison of
    // (strategy, id) beside strategy = x would start the range at the modality's first row.
    strategy: deals.id,
    installment: deals.installments,
    amount: deals.amount,
    createdAt: deals.createdAt,
    expirationDate: deals.expirationDate,
    status: deals.status,
    executionDate: deals.executionDate,
    executionDateEnd: deals.executionDateEnd,
    description: deals.description,
    code: deals.code,
    gcap: deals.gcap,
  },
  defaultOrder: [
    [deals.createdAt, 'desc'],
    [deals.id, 'desc'],
  ],
  id: deals.id,
  idFollowsSort: true,
};

const requestDefinition: ListDefinition<(typeof LIST_SORTS.dealRequests)[number]> = {
  tables: ['deals'],
  sortable: {
    referenceId: deals.id,
    creditorTradingName: deals.creditorTradingName,
    partnership: deals.partnership,
    merchantTradingName: deals.merchantTradingName,
    merchantDocumentNumber: deals.merchantDocumentNumber,
    amount: deals.amount,
    status: deals.status,
    title: deals.title,
    installment: deals.installments,
    code: deals.code,
    minPercentage: deals.minPercentage,
    createdAt: deals.createdAt,
    expirationDate: deals.expirationDate,
    dueDate: firstDueDate,
    executionDate: deals.executionDate,
    type: deals.type,
  },
  defaultOrder: [
    [deals.createdAt, 'desc'],
    [deals.id, 'desc'],
  ],
  id: deals.id,
};

const rowColumns = {
  id: deals.id,
  title: deals.title,
  creditorId: deals.creditorId,
  creditorTradingName: deals.creditorTradingName,
  creditorCompanyName: deals.creditorCompanyName,
  partnership: deals.partnership,
  merchantId: deals.merchantId,
  merchantTradingName: deals.merchantTradingName,
  merchantDocumentNumber: deals.merchantDocumentNumber,
  type: deals.type,
  contractType: deals.contractType,
  strategy: deals.strategy,
  installments: deals.installments,
  amount: deals.amount,
  minPercentage: deals.minPercentage,
  createdAt: deals.createdAt,
  expirationDate: deals.expirationDate,
  status: deals.status,
  statusMessage: deals.statusMessage,
  executionDate: deals.executionDate,
  executionDateEnd: deals.executionDateEnd,
  description: deals.description,
  code: deals.code,
  gcap: deals.gcap,
};

const selectRows = (db: AppDb) => db.select(rowColumns).from(deals);
export type CommitmentRecord = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const selectRequests = (db: AppDb) => db.select({ ...rowColumns, dueDate: firstDueDate }).from(deals);
export type CommitmentRequestRecord = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function whereOf(f: CommitmentSearch): SQL | undefined {
  return and(
    eq(deals.strategy, f.strategy),
    f.creditorId ? eq(deals.creditorId, f.creditorId) : undefined,
    // `like` on the raw column keeps the varchar_pattern_ops index of 0820 usable for the prefix.
    f.document ? like(deals.merchantDocumentNumber, likePrefix(f.document)) : undefined,
    f.codes.length ? inArray(deals.code, f.codes) : undefined,
    f.grouping ? nameContains(f.grouping, deals.title) : undefined,
    f.statuses ? inArray(deals.status, f.statuses) : undefined,
    f.gcap === undefined ? undefined : eq(deals.gcap, f.gcap),
  );
}

/** The commitments lists and the export's chunks: one filter set for all. */
export function createCommitmentsListRepository(db: AppDb) {
  const from = (where: SQL | undefined) => ({ table: deals, id: deals.id, where });

  return {
    /** A page of COMPROMISSOS (newest first unless sorted) and the total. */
    async search(f: CommitmentSearch, query: PageWindow & object) {
      const where = whereOf(f);
      return searchList(db, listDefinition, {
        query,
        page: (order, window) => pageRows(db, selectRows(db).$dynamic(), from(where), order, window),
        count: db.select({ n: count() }).from(deals).where(where),
        from: from(where),
      });
    },

    /** A page of SOLICITAÇÕES (the caller's filters plus the status it lists) and the total. */
    async searchRequests(f: CommitmentSearch, query: PageWindow & object) {
      const where = whereOf(f);
      return searchList(db, requestDefinition, {
        query,
        page: (order, window) => pageRows(db, selectRequests(db).$dynamic(), from(where), order, window),
        count: db.select({ n: count() }).from(deals).where(where),
      });
    },

    /**
     * The export's cells (commitments-list.export-source.ts, in its columns' order; the
     * merchant's document as stored, masked by its column) of the list's rows newest first, up
     * to `cap`, as one query for COPY.
     */
    copyQuery(f: CommitmentSearch, cap: number) {
      return db
        .select({
          tradingName: deals.creditorTradingName,
          title: deals.title,
          merchantTradingName: deals.merchantTradingName,
          merchantDocumentNumber: deals.merchantDocumentNumber,
          type: labelCell(deals.type, TRANSACTION_TYPES),
          strategy: labelCell(deals.strategy, STRATEGIES),
          installments: deals.installments,
          amount: reaisCell(deals.amount),
          createdAt: dateTimeCell(deals.createdAt),
          expirationDate: dateCell(deals.expirationDate),
          status: labelCell(deals.status, COMMITMENT_STATUSES.map((s) => ({ value: s.code, label: s.label })), '-'),
          executionDate: dateCell(deals.executionDate),
          executionDateEnd: dateCell(deals.executionDateEnd),
          description: deals.description,
          code: deals.code,
          gcap: yesNoCell(deals.gcap),
        })
        .from(deals)
        .where(whereOf(f))
        .orderBy(desc(deals.createdAt), desc(deals.id))
        .limit(cap)
        .toSQL();
    },

    async count(f: CommitmentSearch): Promise<number> {
      const [row] = await db.select({ n: count() }).from(deals).where(whereOf(f));
      return row?.n ?? 0;
    },
  };
}

export type CommitmentsListRepository = ReturnType<typeof createCommitmentsListRepository>;
