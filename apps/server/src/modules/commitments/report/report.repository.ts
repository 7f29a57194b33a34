import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SettlementReportSortKey } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
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

const LIST: ListDefinition<SettlementReportSortKey> = {
  tables: ['deals', 'deal_installments', 'deal_effects'],
  sortable: {
    creditorName: deals.creditorCompanyName,
    merchantName: deals.merchantCompanyName,
    merchantDocumentNumber: deals.merchantDocumentNumber,
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
  },
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

export type ReportDbRow = {
  [K in keyof typeof ROW]: (typeof ROW)[K]['_']['data'] | (K extends 'acquirerName' | 'originatorDocumentNumber' ? null : never);
};

export function createReportRepository(db: AppDb) {
  const joined = () =>
    db
      .select(ROW)
      .from(dealEffects)
      .innerJoin(dealInstallments, eq(dealInstallments.id, dealEffects.installmentId))
      .innerJoin(deals, eq(deals.id, dealEffects.dealId))
      .leftJoin(acquirerDirectory, eq(acquirerDirectory.documentNumber, dealEffects.acquirerDocument))
      .leftJoin(domicileDirectory, eq(domicileDirectory.id, deals.bankAccountId))
      .$dynamic();

  return {
    /** One page in the asked order and the filters' total (cached while nothing is written). */
    async search(f: ReportFilters, query: PageWindow & object): Promise<{ rows: ReportDbRow[]; count: number }> {
      const where = whereOf(f);
      // The count needs the installments' table only when a filter reads it.
      const needsInstallments = Boolean(f.externalReference || f.executionFrom || f.executionTo);
      const counted = db.select({ n: count() }).from(dealEffects).innerJoin(deals, eq(deals.id, dealEffects.dealId)).$dynamic();
      return searchList(db, LIST, {
        query,
        page: (order, window) => joined().where(where).orderBy(...order).limit(window.limit).offset(window.offset) as Promise<ReportDbRow[]>,
        count: (needsInstallments
          ? counted.innerJoin(dealInstallments, eq(dealInstallments.id, dealEffects.installmentId))
          : counted
        ).where(where),
      });
    },

    /**
     * The export's rows after `after` in the default order (settlement date, id), read by
     * keyset from the index of that order: every chunk costs what the first does.
     */
    async chunkAfter(f: ReportFilters, after: { settlementDate: string; id: number } | null, limit: number): Promise<ReportDbRow[]> {
      const where = and(
        whereOf(f),
        after ? sql`(${dealEffects.settlementDate}, ${dealEffects.id}) > (${after.settlementDate}::date, ${after.id}::bigint)` : undefined,
      );
      return (await joined()
        .where(where)
        .orderBy(dealEffects.settlementDate, dealEffects.id)
        .limit(limit)) as ReportDbRow[];
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
