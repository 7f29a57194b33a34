import type { z } from 'zod';
import { addDays, toFilterDate, type ScheduleItem, type ScheduleItemDetail, type ScheduleListResponse, type scheduleChartsResponseSchema } from '@lastro/domain';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ListParams } from '../../../lib/list-params';
import { ALL, queryOf, useItemDetail, useItemQuery } from './item-query';

export type { ScheduleItem, ScheduleItemDetail, ScheduleListResponse };
export type ScheduleCharts = z.infer<typeof scheduleChartsResponseSchema>;

/** The filters of 'Conciliação de Agenda' as the address keeps them (spec 4 §2.3). */
export type ScheduleFilters = {
  creditor_id: string;
  /** 'Estabelecimento': the merchant's id, chosen by name or CNPJ/CPF. */
  merchant_id: string;
  acquirer_ids: string;
  arrangement_codes: string;
  contract: string;
  account_id: string;
  date_from: string;
  date_to: string;
  status: string;
  only_differences: string;
};

/** Spec 4 §11 [D8]: today − 7 to today + 30. */
export const defaultScheduleFilters = (today = toFilterDate()): ScheduleFilters => ({
  creditor_id: ALL,
  merchant_id: '',
  acquirer_ids: '',
  arrangement_codes: '',
  contract: '',
  account_id: ALL,
  date_from: addDays(today, -7),
  date_to: addDays(today, 30),
  status: '',
  only_differences: '',
});

const PATH = 'reconciliation/schedule';

/** GET reconciliation/schedule: the page and the totals of the whole filtered set. */
export const useSchedule = (filters: ScheduleFilters, paging: ListParams, enabled = true) => useItemQuery<ScheduleListResponse>(PATH, filters, paging, enabled);

/** GET reconciliation/schedule/charts: both charts, under the same filters. */
export const useScheduleCharts = (filters: ScheduleFilters, enabled = true) => useItemQuery<ScheduleCharts>(`${PATH}/charts`, filters, {}, enabled);

/** GET reconciliation/schedule/{id}: the drawer 'Detalhe da UR'. */
export const useScheduleItem = (id: string | null) => useItemDetail<ScheduleItemDetail>(PATH, id);

/** GET reconciliation/schedule/export: a job; the file arrives as a notification. */
export const exportSchedule = (filters: ScheduleFilters, format: ExportFileFormat, grid: Record<string, string> = {}) =>
  requestExport('reconciliation', `${PATH}/export`, { ...queryOf(filters), ...grid }, format);
