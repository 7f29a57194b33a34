import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, toFilterDate } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import { downloadFromApi } from '../../../lib/download';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ListParams } from '../../../lib/list-params';
import { reconciliationFilesKey } from '../../../lib/reconciliationQueries';
import type { FileLine, FileRow, FilesTotals, Coverage, FileLinesTab } from './file-types';

export * from './file-types';

/** The filters of 'Extratos' as the address keeps them ('todos' and '' are no filter). */
export type FileFilters = {
  creditor_id: string;
  name: string;
  formats: string;
  status: string;
  origin: string;
  account_id: string;
  received_from: string;
  received_to: string;
  /** Set by a click on a filled coverage cell: the files covering that day. */
  file_ids: string;
};
export const ALL = 'todos';

/** Spec 4 §11: 'Extratos' opens on the last 30 days. */
export function defaultFileFilters(today = toFilterDate()): FileFilters {
  return { creditor_id: ALL, name: '', formats: '', status: '', origin: ALL, account_id: ALL, received_from: addDays(today, -30), received_to: today, file_ids: '' };
}

const queryOf = (filters: Partial<FileFilters>) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== ALL));

/** While a file is read or imported its row's bar moves; the notification stream ends it sooner. */
export const PROGRESS_POLL_MS = 2_000;
const RUNNING = new Set(['recebido', 'em_analise', 'importando']);
export const isRunning = (status: string) => RUNNING.has(status);

/** GET reconciliation/files: files + totals; polled while a row on screen is being processed. */
export function useFiles(filters: FileFilters, paging: ListParams) {
  return useQuery({
    queryKey: [...reconciliationFilesKey, 'list', filters, paging],
    queryFn: ({ signal }) =>
      api.get<ListResult<FileRow> & { totals?: FilesTotals }>('reconciliation', 'reconciliation/files', { query: { ...queryOf(filters), ...paging }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some((f) => isRunning(f.status)) ? PROGRESS_POLL_MS : false),
  });
}

/** GET reconciliation/files/coverage. */
export function useCoverage(filters: { creditor_id?: string; account_id?: string }, enabled = true) {
  return useQuery({
    queryKey: [...reconciliationFilesKey, 'coverage', filters],
    queryFn: ({ signal }) => api.get<Coverage>('reconciliation', 'reconciliation/files/coverage', { query: queryOf(filters), signal }),
    enabled,
  });
}

/** GET reconciliation/files/{id}: polled while the file is read or imported. */
export function useFile(id: string, allowed = true) {
  return useQuery({
    queryKey: [...reconciliationFilesKey, 'detail', id],
    queryFn: () => api.get<FileRow>('reconciliation', `reconciliation/files/${encodeURIComponent(id)}`),
    enabled: Boolean(id) && allowed,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? PROGRESS_POLL_MS : false),
  });
}

/** The line statuses behind each detail tab. */
export const TAB_STATUS: Record<FileLinesTab, string> = { novos: 'nova', importados: 'importada', duplicados: 'duplicada', erros: 'erro', ignorados: 'ignorada' };

/** GET reconciliation/files/{id}/lines of one tab. */
export function useFileLines(id: string, tab: FileLinesTab, paging: ListParams) {
  return useQuery({
    queryKey: [...reconciliationFilesKey, 'lines', id, tab, paging],
    queryFn: ({ signal }) =>
      api.get<ListResult<FileLine>>('reconciliation', `reconciliation/files/${encodeURIComponent(id)}/lines`, { query: { status: TAB_STATUS[tab], ...paging }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET reconciliation/files/export: a job; the file arrives as a notification. */
export const exportFiles = (filters: FileFilters, format: ExportFileFormat, grid: Record<string, string> = {}) =>
  requestExport('reconciliation', 'reconciliation/files/export', { ...queryOf(filters), ...grid }, format);

/** GET reconciliation/files/{id}/lines/export: a small table, streamed at once. */
export const exportFileLines = (id: string, tab: FileLinesTab, format: ExportFileFormat, grid: Record<string, string> = {}) =>
  downloadFromApi('reconciliation', `reconciliation/files/${encodeURIComponent(id)}/lines/export`, {
    query: { status: TAB_STATUS[tab], format, ...grid },
    fallbackName: `extrato_${tab}.${format === 'xls' ? 'xlsx' : 'csv'}`,
  });

/** GET reconciliation/files/{id}/download: the original bytes under their sanitised name. */
export const downloadOriginal = (file: Pick<FileRow, 'id' | 'name'>) =>
  downloadFromApi('reconciliation', `reconciliation/files/${encodeURIComponent(file.id)}/download`, { fallbackName: file.name });

/** GET reconciliation/files/template: modelo_conciliacao_extrato.csv. */
export const downloadTemplate = (fallbackName: string) => downloadFromApi('reconciliation', 'reconciliation/files/template', { fallbackName });

/** POST reconciliation/files: one file per request (spec 4 §5.6). */
export function uploadFile(file: File, creditorId: string | null) {
  const form = new FormData();
  if (creditorId) form.append('creditor_id', creditorId);
  form.append('file', file);
  return api.upload<{ id: string; job_id: string; status: string }>('reconciliation', 'reconciliation/files', form);
}

function useFilesWrite<V, R>(call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: reconciliationFilesKey }) });
}

/** POST reconciliation/files/{id}/links: account_id null ignores the account's lines. */
export const useLinkAccount = () =>
  useFilesWrite(({ id, ...body }: { id: string; raw: string; account_id: string | null; remember: boolean }) =>
    api.post<{ job_id: string }>('reconciliation', `reconciliation/files/${encodeURIComponent(id)}/links`, body),
  );
export const useConfirmFile = () => useFilesWrite((id: string) => api.post<{ job_id: string }>('reconciliation', `reconciliation/files/${encodeURIComponent(id)}/confirm`));
export const useDiscardFile = () => useFilesWrite((id: string) => api.post<unknown>('reconciliation', `reconciliation/files/${encodeURIComponent(id)}/discard`));
export const useExcludeFile = () => useFilesWrite((id: string) => api.delete<unknown>('reconciliation', `reconciliation/files/${encodeURIComponent(id)}`));

export { useAccountOptions } from './accounts';
