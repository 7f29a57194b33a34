import type { CoverageBand, MonitoringContract, MonitoringContractDetail, MonitoringContractListResponse, MonitoringContractSummary } from '@lastro/domain';
import { RECONCILIATION_MONITORING_MESSAGES } from '@lastro/domain/messages/reconciliation-monitoring';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ListParams } from '../../../lib/list-params';
import { ALL, queryOf, useItemDetail, useItemQuery } from './item-query';

export type { CoverageBand, MonitoringContract, MonitoringContractDetail, MonitoringContractListResponse, MonitoringContractSummary };
export type ContractSituation = MonitoringContract['situation'];

// The domain's COVERAGE_BANDS and CONTRACT_SITUATIONS live beside the call's zod schemas, which a
// list page must not carry (the route's weight budget): the same keys, in order, from the texts.
const M = RECONCILIATION_MONITORING_MESSAGES;
/** 'Situação', in the filter's order. */
export const CONTRACT_SITUATIONS = Object.keys(M.situation) as ContractSituation[];
/** 'Cobertura do saldo devedor', lowest band first. */
export const COVERAGE_BANDS = Object.keys(M.coverageBand) as CoverageBand[];

/** The filters of 'Monitoramento dos Contratos' as the address keeps them (spec 4 §2.9). */
export type MonitoringFilters = {
  creditor_id: string;
  document_number: string;
  code: string;
  situations: string;
  deal_status: string;
  types: string;
  strategy: string;
  coverage_below: string;
  /** Set by a bar of 'Cobertura do saldo devedor' (or chosen as 'Faixa de cobertura'). */
  coverage_band: string;
  expiration_to: string;
  near_expiry: string;
};

/** Spec 4 §8: the live commitments ('Aprovado', 'Insuficiente', 'Em contestação') and no other filter. */
export const defaultMonitoringFilters = (): MonitoringFilters => ({
  creditor_id: ALL,
  document_number: '',
  code: '',
  situations: '',
  deal_status: 'aprovado,insuficiente,em_contestacao',
  types: '',
  strategy: ALL,
  coverage_below: '',
  coverage_band: ALL,
  expiration_to: '',
  near_expiry: '',
});

const PATH = 'reconciliation/monitoring/contracts';

/** GET reconciliation/monitoring/contracts: the page and the totals of the whole filtered set (the KPI cards). */
export const useMonitoringContracts = (filters: MonitoringFilters, paging: ListParams, enabled = true) =>
  useItemQuery<MonitoringContractListResponse>(PATH, filters, paging, enabled);

/** GET reconciliation/monitoring/contracts/summary: both charts, under the same filters. */
export const useMonitoringSummary = (filters: MonitoringFilters, enabled = true) => useItemQuery<MonitoringContractSummary>(`${PATH}/summary`, filters, {}, enabled);

/** GET reconciliation/monitoring/contracts/{installmentId}: the drawer 'Detalhe do contrato'. */
export const useMonitoringContract = (installmentId: string | null) => useItemDetail<MonitoringContractDetail>(PATH, installmentId);

/** GET reconciliation/monitoring/contracts/export: a job; the file arrives as a notification. */
export const exportMonitoring = (filters: MonitoringFilters, format: ExportFileFormat, grid: Record<string, string> = {}) =>
  requestExport('reconciliation', `${PATH}/export`, { ...queryOf(filters), ...grid }, format);
