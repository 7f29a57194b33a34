import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Typography from '@mui/material/Typography';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  formatDateTime,
  MESSAGES,
  type AuditAction,
  type AuditEventResponse,
} from '@lastro/domain';
import {
  AsyncExportButtons,
  ListScreen,
  PageHeader,
  useListState,
  type FilterField,
} from '../../../components';
import { useCreditors } from '../../../lib/reference/useCreditors';
import {
  ALL,
  DEFAULT_AUDIT_FILTERS,
  exportAuditEvents,
  useAuditEvents,
  type AuditFilters,
} from '../api/audit-events';

const M = MESSAGES.audit;
const C = MESSAGES.common;
const all = { value: ALL, label: C.all };
const ACTION_OPTIONS = [all, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))];

const fieldsText = (v: Record<string, unknown> | null) =>
  v
    ? Object.entries(v)
        .map(
          ([k, x]) => `${k}: ${typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x ?? '—')}`,
        )
        .join('; ')
    : '';

/** /app/audit 'Auditoria' (administrators): every write's event, filtered, newest first, paged by the server. */
export default function AuditPage() {
  const list = useListState<AuditFilters>(DEFAULT_AUDIT_FILTERS);
  const query = useAuditEvents(list.filters, list.params);
  const creditorsQuery = useCreditors();
  const creditors = useMemo(
    () => (creditorsQuery.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name })),
    [creditorsQuery.data],
  );
  const creditorName = useMemo(() => new Map(creditors.map((c) => [c.value, c.label])), [creditors]);

  const fields = useMemo<FilterField<keyof AuditFilters & string>[]>(
    () => [
      { name: 'from', label: M.periodFrom, type: 'date', size: { xs: 12, sm: 6, md: 2 } },
      { name: 'to', label: M.periodTo, type: 'date', notBefore: 'from', size: { xs: 12, sm: 6, md: 2 } },
      { name: 'person', label: M.personFilter, type: 'text', size: { xs: 12, sm: 6, md: 3 } },
      {
        name: 'creditor_id',
        label: M.creditorFilter,
        type: 'select',
        options: [all, ...creditors],
        size: { xs: 12, sm: 6, md: 3 },
      },
      { name: 'entity', label: M.entityFilter, type: 'text', size: { xs: 12, sm: 6, md: 2 } },
      {
        name: 'action',
        label: M.actionFilter,
        type: 'select',
        options: ACTION_OPTIONS,
        size: { xs: 12, sm: 6, md: 3 },
      },
    ],
    [creditors],
  );

  const columns = useMemo<ColumnDef<AuditEventResponse>[]>(
    () => [
      {
        id: 'occurred_at',
        header: M.occurredAtColumn,
        cell: ({ row }) => formatDateTime(row.original.occurred_at),
      },
      {
        id: 'person',
        header: M.personColumn,
        cell: ({ row }) => row.original.account_name ?? row.original.account_email ?? M.unknownPerson,
      },
      {
        id: 'creditor',
        header: M.creditorColumn,
        cell: ({ row }) =>
          row.original.creditor_id ? (creditorName.get(row.original.creditor_id) ?? '—') : '—',
      },
      { accessorKey: 'entity', header: M.entityColumn },
      { id: 'entity_id', header: M.entityIdColumn, cell: ({ row }) => row.original.entity_id ?? '—' },
      {
        id: 'action',
        header: M.actionColumn,
        cell: ({ row }) => AUDIT_ACTION_LABELS[row.original.action as AuditAction] ?? row.original.action,
      },
      { id: 'ip', header: M.addressColumn, cell: ({ row }) => row.original.ip ?? '—' },
      {
        id: 'changes',
        header: M.changesColumn,
        cell: ({ row }) => (
          <Typography variant="body2" sx={{ maxWidth: 420, wordBreak: 'break-word' }}>
            {row.original.before ? `${fieldsText(row.original.before)} → ` : ''}
            {fieldsText(row.original.after)}
          </Typography>
        ),
      },
    ],
    [creditorName],
  );

  return (
    <>
      <PageHeader title={M.title} />
      <ListScreen
        list={list}
        query={query}
        fields={fields}
        columns={columns}
        minWidth={1100}
        toolbar={
          <AsyncExportButtons
            formats={['xls', 'csv']}
            requestExport={(format) => exportAuditEvents(list.filters, format)}
            totalLines={query.data?.metadata.resultset.count}
          />
        }
      />
    </>
  );
}
