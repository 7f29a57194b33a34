import { useMutation, useQuery } from '@tanstack/react-query';
import type { MonitoringReportCreditor, MonitoringReportResponse, MonitoringReportTickResponse } from '@lastro/domain';
import { api } from '../../../lib/api';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import { queryOf } from './item-query';

export type { MonitoringReportCreditor, MonitoringReportResponse };

/** The filters of 'Relatório de Monitoramento' as the address keeps them (spec 4 §2.10); '' = the server's default. */
export type ReportFilters = {
  date_from: string;
  date_to: string;
  /** Comma-separated creditor ids; '' = every creditor. */
  creditor_ids: string;
};

export const defaultReportFilters = (): ReportFilters => ({ date_from: '', date_to: '', creditor_ids: '' });

const PATH = 'reconciliation/monitoring/report';
export const reportKey = ['reconciliation', 'monitoring-report'] as const;

/** GET reconciliation/monitoring/report: the cards, the trend, both tables and the sandbox panel. */
export function useMonitoringReport(filters: ReportFilters, sort: Record<string, string>) {
  return useQuery({
    queryKey: [...reportKey, filters, sort],
    queryFn: ({ signal }) => api.get<MonitoringReportResponse>('reconciliation', PATH, { query: { ...queryOf(filters), ...sort }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** GET reconciliation/monitoring/report/export: 'Por fornecedor' as a job; the file arrives as a notification. */
export const exportMonitoringReport = (filters: ReportFilters, format: ExportFileFormat, grid: Record<string, string>) =>
  requestExport('reconciliation', `${PATH}/export`, { ...queryOf(filters), ...grid }, format);

/** POST reconciliation/monitoring/report/tick: 'Executar processamento diário' up to the confirmed day (a job). */
export function useStartTick() {
  return useMutation({
    mutationFn: (ate: string) => api.post<MonitoringReportTickResponse>('reconciliation', `${PATH}/tick`, { ate }),
  });
}
