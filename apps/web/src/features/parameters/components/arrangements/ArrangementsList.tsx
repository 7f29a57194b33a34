import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Stack from '@mui/material/Stack';
import { ARRANGEMENT_TYPES, formatDate, labelOf, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { DataTable, FilterForm, useListState, useToast, type FilterField } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { useDeleteArrangement } from '../../api/delete-arrangement';
import { searchArrangements, useArrangements } from '../../api/get-arrangements';
import { useUpdateArrangement } from '../../api/update-arrangement';
import { ARRANGEMENT_EXPORT_COLUMNS } from '../../lib/export-columns';
import { registerEditPath } from '../../paths';
import type { Arrangement, ArrangementFilters } from '../../types';
import { RegisterExportBar } from '../RegisterExportBar';
import { RegisterLogo } from '../RegisterLogo';
import { RegisterRowActions } from '../RegisterRowActions';
import { StatusChip } from '../StatusChip';

const R = MESSAGES.registers;
const SLUG = PERMISSIONS.cad_parametro_lastro_arranjos;
const DEFAULTS: ArrangementFilters = { name: '', code: '', arrangement: '' };
const FIELDS: FilterField<keyof ArrangementFilters>[] = [
  { name: 'name', label: R.brandNameLabel, type: 'text' },
  { name: 'code', label: R.brandCodeLabel, type: 'text' },
  { name: 'arrangement', label: R.paymentArrangementLabel, type: 'text' },
];

/** Filters (name, code, arrangement), the list with its actions and the export of the arrangements. */
export function ArrangementsList() {
  const navigate = useNavigate();
  const toast = useToast();
  const { can } = usePermissions();
  const list = useListState<ArrangementFilters>(DEFAULTS);
  const query = useArrangements(list.filters, { offset: list.offset, limit: list.limit });
  const update = useUpdateArrangement();
  const remove = useDeleteArrangement();
  const canEdit = can(SLUG, 'edit');
  const canDelete = can(SLUG, 'delete');

  const columns = useMemo<ColumnDef<Arrangement>[]>(
    () => [
      { id: 'logo', header: R.logoLabel, cell: ({ row }) => <RegisterLogo path={row.original.path} name={row.original.brand_name} />, meta: { width: 64 } },
      { accessorKey: 'brand_name', header: R.brandNameLabel },
      { accessorKey: 'brand_code', header: R.brandCodeLabel },
      { id: 'type', header: R.arrangementTypeLabel, cell: ({ row }) => labelOf(ARRANGEMENT_TYPES, row.original.type) },
      { accessorKey: 'payment_arrangement', header: R.paymentArrangementLabel },
      { id: 'status', header: R.statusColumn, cell: ({ row }) => <StatusChip active={row.original.active} /> },
      { id: 'created', header: R.createdAtColumn, cell: ({ row }) => formatDate(row.original.created_at) },
      {
        id: 'actions',
        header: R.actionsColumn,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const a = row.original;
          return (
            <RegisterRowActions
              name={a.brand_name}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={() => void navigate(registerEditPath('arrangement', a.id))}
              active={a.active}
              onToggle={async () => {
                await update.mutateAsync({ id: a.id, active: !a.active });
                toast.success(R.arrangementUpdated);
              }}
              onDelete={async () => {
                await remove.mutateAsync(a.id);
                toast.success(R.deleted);
              }}
              deleteWarning={R.confirmDeleteArrangement}
            />
          );
        },
      },
    ],
    [canEdit, canDelete, navigate, update, remove, toast],
  );

  return (
    <Stack spacing={2}>
      <FilterForm fields={FIELDS} defaults={DEFAULTS} initialValues={list.filters} onSearch={list.setFilters} onReset={list.reset} />
      <DataTable
        columns={columns}
        data={query.data?.results ?? []}
        total={query.data?.metadata.resultset.count ?? 0}
        offset={list.offset}
        limit={list.limit}
        onPageChange={list.setPage}
        loading={query.isFetching}
        minWidth={900}
        toolbar={
          <RegisterExportBar
            fetchPage={(paging) => searchArrangements(list.filters, paging)}
            columns={ARRANGEMENT_EXPORT_COLUMNS}
            fileBase="arranjos"
            sheetName={R.arrangementsTab}
            total={query.data?.metadata.resultset.count ?? 0}
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
          />
        }
      />
    </Stack>
  );
}
