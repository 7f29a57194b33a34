import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEventResponse } from '@lastro/domain';
import { api, type ListResult } from '../../../lib/api';
import { requestExport, type ExportFileFormat } from '../../../lib/exports';
import type { ListParams } from '../../../lib/list-params';

/** 'Auditoria' filters as the form holds them ('todos' and '' mean no filter). */
export interface AuditFilters {
  from: string;
  to: string;
  person: string;
  creditor_id: string;
  entity: string;
  action: string;
  [key: string]: string;
}

export const ALL = 'todos';
export const DEFAULT_AUDIT_FILTERS: AuditFilters = {
  from: '',
  to: '',
  person: '',
  creditor_id: ALL,
  entity: '',
  action: ALL,
};

const queryOf = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== ALL));

/** GET audit/events: newest first, the server pages. */
export const getAuditEvents = (filters: AuditFilters, paging: ListParams) =>
  api.get<ListResult<AuditEventResponse>>('general', 'audit/events', {
    query: { ...queryOf(filters), ...paging },
  });

export function useAuditEvents(filters: AuditFilters, paging: ListParams) {
  return useQuery({
    queryKey: ['audit', 'events', filters, paging],
    queryFn: () => getAuditEvents(filters, paging),
    placeholderData: keepPreviousData,
  });
}

/** GET audit/events/export: a job whose file arrives as a notification. */
export const exportAuditEvents = (filters: AuditFilters, format: ExportFileFormat) =>
  requestExport('general', 'audit/events/export', queryOf(filters), format);
