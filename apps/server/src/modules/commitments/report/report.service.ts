import {
  COMMITMENT_STATUS_CODE,
  SETTLEMENT_REPORT_DEFAULT_STATUS,
  dataListResponse,
  findCommitmentStatus,
  strategyOfFilter,
  type CommitmentStatus,
  type SettlementReportFilters,
  type SettlementReportQuery,
  type SettlementReportRow,
} from '@lastro/domain';
import type { AuthContext } from '../../../plugins/route-auth';
import type { ReportDbRow, ReportFilters, ReportRepository } from './report.repository';

const reais = (cents: number) => cents / 100;
const isoOf = (d: Date) => d.toISOString();

/**
 * The screen's filters as the tables hold them. A creditor user is kept to its own creditor
 * whatever it sends (spec 3 §6: filtering by supplier fixes the creditor to its own id).
 */
export function reportFiltersOf(auth: AuthContext, f: SettlementReportFilters): ReportFilters {
  const statuses = f.status.length ? f.status : [...SETTLEMENT_REPORT_DEFAULT_STATUS];
  return {
    creditorId: auth.isAdmin ? f.creditorId : (auth.creditorId ?? '00000000-0000-0000-0000-000000000000'),
    merchantId: f.merchantId,
    documentPrefix: f.documentNumber,
    codes: f.codes.length ? f.codes : undefined,
    codePrefix: f.searchByGroup,
    externalReference: f.externalReference,
    statuses: statuses.includes('todos') ? undefined : statuses.map((s) => COMMITMENT_STATUS_CODE[s as CommitmentStatus]),
    contractType: f.contractType === '0' ? undefined : Number(f.contractType),
    strategy: f.strategy ? strategyOfFilter(f.strategy) : undefined,
    createdFrom: f.createdAtInitial,
    createdTo: f.createdAtEnd,
    executionFrom: f.executionDateInitial,
    executionTo: f.executionDateEnd,
    gcapOnly: f.searchByGcap,
  };
}

export function reportRowOf(r: ReportDbRow): SettlementReportRow {
  return {
    id: r.id,
    deal_id: r.dealId,
    creditor_name: r.creditorName,
    merchant_name: r.merchantName,
    merchant_document_number: r.merchantDocumentNumber,
    acquirer_document: r.acquirerDocument,
    acquirer_name: r.acquirerName ?? r.acquirerDocument,
    payment_arrangement: r.paymentArrangement,
    settlement_date: r.settlementDate,
    effect_order: r.effectOrder,
    amount_onerate: reais(r.amountOnerate),
    effect_amount_initial: reais(r.effectAmountInitial),
    effect_amount: reais(r.effectAmount),
    effect_amount_updated: reais(r.effectAmountUpdated),
    effective_settlement_amount: reais(r.effectiveSettlementAmount),
    receivable_updated_at: isoOf(r.receivableUpdatedAt),
    contract_created_at: isoOf(r.contractCreatedAt),
    contract_execution_date: r.contractExecutionDate,
    effective_settlement_date: r.effectiveSettlementDate,
    status: findCommitmentStatus(r.status)?.value ?? String(r.status),
    transaction_type: r.transactionType,
    contract_type: r.contractType,
    strategy: r.strategy,
    code: r.code,
    external_reference: r.externalReference,
    creditor_document_number: r.creditorDocumentNumber,
    originator_document_number: r.originatorDocumentNumber,
    gcap: r.gcap,
  };
}

export function createReportService(repo: ReportRepository) {
  return {
    async search(auth: AuthContext, query: SettlementReportQuery) {
      const { rows, count } = await repo.search(reportFiltersOf(auth, query), query);
      return { rows: rows.map(reportRowOf), count };
    },

    async page(auth: AuthContext, query: SettlementReportQuery) {
      const { rows, count } = await this.search(auth, query);
      return dataListResponse(rows, { offset: query.offset, limit: query.limit, count });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
