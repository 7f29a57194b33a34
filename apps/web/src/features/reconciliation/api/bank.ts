import type { z } from 'zod';
import { addDays, toFilterDate, type BankItem, type BankItemDetail, type BankListResponse, type bankChartsResponseSchema, type bankDailyResponseSchema } from '@lastro/domain';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ListParams } from '../../../lib/list-params';
import { ALL, queryOf, useItemDetail, useItemQuery } from './item-query';

export type { BankItem, BankItemDetail, BankListResponse };
export type BankCharts = z.infer<typeof bankChartsResponseSchema>;
export type BankDaily = z.infer<typeof bankDailyResponseSchema>;
export type BankDay = BankDaily['results'][number];

/** The filters of 'Conciliação Bancária' as the address keeps them (spec 4 §2.4). */
export type BankFilters = {
  creditor_id: string;
  company_id: string;
  account_id: string;
  acquirer_ids: string;
  date_from: string;
  date_to: string;
  status: string;
  match_type: string;
  only_differences: string;
};

/** Spec 4 §2.4: today − 7 to today. */
export const defaultBankFilters = (today = toFilterDate()): BankFilters => ({
  creditor_id: ALL,
  company_id: ALL,
  account_id: ALL,
  acquirer_ids: '',
  date_from: addDays(today, -7),
  date_to: today,
  status: '',
  match_type: ALL,
  only_differences: '',
});

/** The tab: 'Por conta' (default, not written) or 'Por dia' (`view=dia`). */
export type BankView = 'conta' | 'dia';

const PATH = 'reconciliation/bank';

/** GET reconciliation/bank: the page of 'Por conta' and the totals of the whole filtered set. */
export const useBank = (filters: BankFilters, paging: ListParams, enabled = true) => useItemQuery<BankListResponse>(PATH, filters, paging, enabled);

/** GET reconciliation/bank/daily: 'Por dia', unpaged (at most 92 days). */
export const useBankDaily = (filters: BankFilters, enabled = true) => useItemQuery<BankDaily>(`${PATH}/daily`, filters, {}, enabled);

/** GET reconciliation/bank/charts: both charts, under the same filters. */
export const useBankCharts = (filters: BankFilters, enabled = true) => useItemQuery<BankCharts>(`${PATH}/charts`, filters, {}, enabled);

/** GET reconciliation/bank/{id}: the drawer 'Detalhe do pagamento' and an expanded row. */
export const useBankItem = (id: string | null) => useItemDetail<BankItemDetail>(PATH, id);

/** GET reconciliation/bank/export: a job; the file arrives as a notification. */
/** The 'Por dia' table's columns in its order (spec 4 §2.4): what its 'Baixar tabela' exports. */
export const BANK_DAILY_COLUMNS = ['date', 'expected', 'settled', 'credited', 'day_difference', 'running_difference', 'other_entries', 'closing_balance', 'conciliated_percent'] as const;

export const exportBank = (filters: BankFilters, view: BankView, format: ExportFileFormat, grid: Record<string, string> = {}) =>
  requestExport('reconciliation', `${PATH}/export`, { ...queryOf(filters), view, ...grid }, format);
