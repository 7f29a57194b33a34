import {
  COMMITMENT_STATUS_CODE,
  EXPORT_LIMITS,
  commitmentStatusLabel,
  strategyOfFilter,
  type CommitmentListFilters,
  type CommitmentListQuery,
  type CommitmentListRow,
  type CommitmentRequestFilters,
  type CommitmentRequestQuery,
  type CommitmentRequestRow,
  type CommitmentStatus,
} from '@lastro/domain';
import { pagedChunks } from '../../../lib/export-source';
import type {
  CommitmentRecord,
  CommitmentRequestRecord,
  CommitmentSearch,
  CommitmentsListRepository,
} from './commitments-list.repository';

/** Who is asking: a creditor user sees only its creditor's commitments. */
export interface CommitmentListScope {
  isAdmin: boolean;
  creditorId: string | null;
}

const reais = (cents: number) => cents / 100;

export function toCommitmentListRow(r: CommitmentRecord): CommitmentListRow {
  return {
    id: r.id,
    title: r.title,
    trading_name: r.creditorTradingName,
    creditor_id: r.creditorId,
    creditor_company_name: r.creditorCompanyName,
    partnership: r.partnership,
    merchant_id: r.merchantId,
    merchant_trading_name: r.merchantTradingName,
    merchant_document_number: r.merchantDocumentNumber,
    type: r.type,
    contract_type: r.contractType,
    strategy: r.strategy,
    installment: r.installments,
    amount: reais(r.amount),
    created_at: r.createdAt.toISOString(),
    expiration_date: r.expirationDate,
    status: r.status,
    status_description: commitmentStatusLabel(r.status),
    status_message: r.statusMessage,
    execution_date: r.executionDate,
    execution_date_end: r.executionDateEnd,
    description: r.description,
    code: r.code,
    gcap: r.gcap,
  };
}

export function toCommitmentRequestRow(r: CommitmentRequestRecord): CommitmentRequestRow {
  return {
    reference_id: r.id,
    creditor_id: r.creditorId,
    creditor_trading_name: r.creditorTradingName,
    partnership: r.partnership,
    merchant_trading_name: r.merchantTradingName,
    merchant_document_number: r.merchantDocumentNumber,
    amount: reais(r.amount),
    status: r.status,
    status_description: commitmentStatusLabel(r.status),
    deal: {
      title: r.title,
      installment: r.installments,
      code: r.code,
      min_percentage: Number(r.minPercentage),
      created_at: r.createdAt.toISOString(),
      expiration_date: r.expirationDate,
      due_date: r.dueDate,
      execution_date: r.executionDate,
      type: r.type,
    },
  };
}

/** The lists 'Compromissos' (COMPROMISSOS, SOLICITAÇÕES) and the export. */
export function createCommitmentsListService(repo: CommitmentsListRepository) {
  /**
   * The repository's filters in the caller's scope, or null when nothing can match: a creditor
   * user's supplier filter naming another creditor finds nothing.
   */
  function searchOf(scope: CommitmentListScope, q: CommitmentRequestFilters & Partial<Pick<CommitmentListFilters, 'status' | 'gcap'>>): CommitmentSearch | null {
    const creditorId = (scope.isAdmin ? q.creditor_id : scope.creditorId) ?? undefined;
    if (!scope.isAdmin && (!creditorId || (q.creditor_id && q.creditor_id !== creditorId))) return null;
    return {
      creditorId,
      document: q.document,
      codes: q.codes,
      grouping: q.grouping,
      statuses: q.status?.map((s) => COMMITMENT_STATUS_CODE[s]),
      strategy: strategyOfFilter(q.modality),
      gcap: q.gcap,
    };
  }

  /** GET deals: a page of COMPROMISSOS and the total. */
  async function search(scope: CommitmentListScope, q: CommitmentListQuery): Promise<{ rows: CommitmentListRow[]; count: number }> {
    const filter = searchOf(scope, q);
    if (!filter) return { rows: [], count: 0 };
    const { rows, count } = await repo.search(filter, q);
    return { rows: rows.map(toCommitmentListRow), count };
  }

  return {
    search,

    /**
     * The home's figure (every creditor's when null): the performed commitments (the list's default
     * modality, the one its link opens) waiting for someone's action, by status value.
     */
    async awaiting(creditorId: string | null, statuses: readonly CommitmentStatus[]): Promise<number> {
      return repo.count({
        creditorId: creditorId ?? undefined,
        codes: [],
        statuses: statuses.map((s) => COMMITMENT_STATUS_CODE[s]),
        strategy: strategyOfFilter('default'),
      });
    },

    /** GET deals/requests: commitments waiting for approval (a_aprovar). */
    async searchRequests(scope: CommitmentListScope, q: CommitmentRequestQuery): Promise<{ rows: CommitmentRequestRow[]; count: number }> {
      const filter = searchOf(scope, q);
      if (!filter) return { rows: [], count: 0 };
      const { rows, count } = await repo.searchRequests({ ...filter, statuses: [COMMITMENT_STATUS_CODE.a_aprovar] }, q);
      return { rows: rows.map(toCommitmentRequestRow), count };
    },

    async count(scope: CommitmentListScope, q: CommitmentListFilters): Promise<number> {
      const filter = searchOf(scope, q);
      return filter ? Math.min(await repo.count(filter), EXPORT_LIMITS.deals) : 0;
    },

    /** The export's rows as one query for COPY (chunks' rows), or null when nothing can match. */
    async copy(scope: CommitmentListScope, q: CommitmentListFilters) {
      const filter = searchOf(scope, q);
      return filter ? repo.copyQuery(filter, EXPORT_LIMITS.deals) : null;
    },

    /** The export's rows: the list's pages (its filters, newest first), up to the spec's 99,999. */
    chunks(scope: CommitmentListScope, q: CommitmentListFilters, chunkSize: number): AsyncGenerator<CommitmentListRow[]> {
      return pagedChunks(async (offset, limit) => (await search(scope, { ...q, offset, limit })).rows, EXPORT_LIMITS.deals, chunkSize);
    },
  };
}

export type CommitmentsListService = ReturnType<typeof createCommitmentsListService>;
