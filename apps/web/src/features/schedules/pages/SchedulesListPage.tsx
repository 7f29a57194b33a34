import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  MESSAGES,
  PERMISSIONS,
  SCHEDULE_QUERY_TYPES,
  SCHEDULE_SEARCH_BY_OPTIONS,
  SCHEDULE_STATUS,
  SCHEDULE_STATUS_FILTER_OPTIONS,
  defaultDateRange,
  formatDateTime,
  formatDocument,
} from '@lastro/domain';
import { AsyncExportButtons, ListScreen, PageHeader, useListState, type FilterField } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { exportSchedules } from '../api/export-schedules';
import { useSchedules } from '../api/get-schedules';
import type { ScheduleFilters, ScheduleListRow } from '../types';

const M = MESSAGES.schedules;
/** The spec's table is at least 1700 px wide. */
const MIN_WIDTH = 1700;

const queryTypeLabel = (value: string) => SCHEDULE_QUERY_TYPES.find((t) => t.value === value)?.label ?? value;

/** /app/schedules: 'Agenda de recebíveis', filters, the queries and their status as the job moves them. */
export default function SchedulesListPage() {
  const navigate = useNavigate();
  const { isAdmin, can } = usePermissions();
  const defaults = useMemo<ScheduleFilters>(() => {
    const range = defaultDateRange();
    return { searchBy: 'merchant', search: '', document: '', status: 'todos', startDate: range.startDate, endDate: range.endDate };
  }, []);
  const list = useListState<ScheduleFilters>(defaults);
  const query = useSchedules(list.filters, list.params);

  const fields = useMemo<FilterField<keyof ScheduleFilters>[]>(
    () => [
      { name: 'searchBy', label: M.searchByLabel, type: 'select', options: SCHEDULE_SEARCH_BY_OPTIONS, disabled: !isAdmin, size: { xs: 12, sm: 6, md: 2 } },
      { name: 'search', label: M.nameLabel, type: 'text', size: { xs: 12, sm: 6, md: 3 } },
      { name: 'document', label: M.documentLabel, type: 'cpfCnpj', size: { xs: 12, sm: 6, md: 2 } },
      { name: 'status', label: M.statusLabel, type: 'select', options: SCHEDULE_STATUS_FILTER_OPTIONS, size: { xs: 12, sm: 6, md: 2 } },
      { name: 'startDate', label: M.startDateLabel, type: 'date', size: { xs: 6, md: 1.5 } },
      { name: 'endDate', label: M.endDateLabel, type: 'date', notBefore: 'startDate', size: { xs: 6, md: 1.5 } },
    ],
    [isAdmin],
  );

  const columns = useMemo<ColumnDef<ScheduleListRow>[]>(() => {
    const all: (ColumnDef<ScheduleListRow> | false)[] = [
      {
        id: 'actions',
        header: M.viewAction,
        cell: ({ row }) => {
          const processed = row.original.status.code === SCHEDULE_STATUS.processed;
          return (
            <Tooltip title={M.viewAction}>
              <span>
                <IconButton
                  size="small"
                  aria-label={`${M.viewAction} ${row.original.merchant_company_name}`}
                  disabled={!processed}
                  onClick={() => void navigate(paths.schedules.edit.getHref(row.original.id))}
                >
                  <VisibilityOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          );
        },
      },
      isAdmin && { accessorKey: 'creditor_company_name', header: M.creditorLabel },
      { id: 'query_type', header: M.queryTypeColumn, cell: ({ row }) => queryTypeLabel(row.original.query_type) },
      isAdmin && { id: 'partnership', header: M.partnerColumn, cell: ({ row }) => row.original.partnership ?? '-' },
      { accessorKey: 'merchant_company_name', header: M.merchantColumn },
      { id: 'merchant_document_number', header: M.documentLabel, cell: ({ row }) => formatDocument(row.original.merchant_document_number) },
      { id: 'created_at', header: M.queryDateColumn, cell: ({ row }) => formatDateTime(row.original.created_at) },
      { id: 'execution_begin_date', header: M.executionStartColumn, cell: ({ row }) => formatDateTime(row.original.execution_begin_date) },
      { id: 'execution_end_date', header: M.executionEndColumn, cell: ({ row }) => formatDateTime(row.original.execution_end_date) },
      { id: 'status', header: M.statusLabel, cell: ({ row }) => row.original.status.description },
    ];
    return all.filter((c): c is ColumnDef<ScheduleListRow> => Boolean(c));
  }, [isAdmin, navigate]);

  return (
    <>
      <PageHeader
        title={M.listTitle}
        actions={
          can(PERMISSIONS.cad_agenda_consulta_agenda, 'create') ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(paths.schedules.create.path)}>
              {M.newQuery}
            </Button>
          ) : null
        }
      />
      <ListScreen
        list={list}
        query={query}
        fields={fields}
        columns={columns}
        minWidth={MIN_WIDTH}
        toolbar={
          <AsyncExportButtons
            formats={['xls']}
            requestExport={(format) => exportSchedules(list.filters, format)}
            totalLines={query.data?.metadata.resultset.count}
          />
        }
      />
    </>
  );
}
