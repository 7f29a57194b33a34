import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Stack from '@mui/material/Stack';
import { formatDate, labelOf, maskCnpj, MESSAGES, PERMISSIONS, REGISTRIES } from '@lastro/domain';
import { DataTable, FilterForm, useListState, useToast, type FilterField } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { useDeleteAcquirer } from '../../api/delete-acquirer';
import { searchAcquirers, useAcquirers } from '../../api/get-acquirers';
import { useUpdateAcquirer } from '../../api/update-acquirer';
import { ACQUIRER_EXPORT_COLUMNS } from '../../lib/export-columns';
import { registerEditPath } from '../../paths';
import type { Acquirer, AcquirerFilters } from '../../types';
import { RegisterExportBar } from '../RegisterExportBar';
import { RegisterLogo } from '../RegisterLogo';
import { RegisterRowActions } from '../RegisterRowActions';
import { StatusChip } from '../StatusChip';

const R = MESSAGES.registers;
const SLUG = PERMISSIONS.cad_parametro_lastro_credenciadoras;
const DEFAULTS: AcquirerFilters = { name: '', document: '' };
const FIELDS: FilterField<keyof AcquirerFilters>[] = [
  { name: 'name', label: R.acquirerNameLabel, type: 'text' },
  { name: 'document', label: R.cnpjLabel, type: 'cnpj' },
];

/** Filters (name, CNPJ), the list with its actions and the export of the acquirers. */
export function AcquirersList() {
  const navigate = useNavigate();
  const toast = useToast();
  const { can } = usePermissions();
  const list = useListState<AcquirerFilters>(DEFAULTS);
  const query = useAcquirers(list.filters, { offset: list.offset, limit: list.limit });
  const update = useUpdateAcquirer();
  const remove = useDeleteAcquirer();
  const canEdit = can(SLUG, 'edit');
  const canDelete = can(SLUG, 'delete');

  const columns = useMemo<ColumnDef<Acquirer>[]>(
    () => [
      { id: 'logo', header: R.logoLabel, cell: ({ row }) => <RegisterLogo path={row.original.path} name={row.original.acquirer_name} />, meta: { width: 64 } },
      { accessorKey: 'acquirer_name', header: R.acquirerNameLabel },
      { id: 'document', header: R.cnpjLabel, cell: ({ row }) => maskCnpj(row.original.document_number) },
      { id: 'registry', header: R.registryLabel, cell: ({ row }) => labelOf(REGISTRIES, row.original.register_name) },
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
              name={a.acquirer_name}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={() => void navigate(registerEditPath('acquirer', a.id))}
              active={a.active}
              onToggle={async () => {
                await update.mutateAsync({ id: a.id, active: !a.active });
                toast.success(R.acquirerUpdated);
              }}
              onDelete={async () => {
                await remove.mutateAsync(a.id);
                toast.success(R.deleted);
              }}
              deleteWarning={R.confirmDeleteAcquirer}
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
        minWidth={820}
        toolbar={
          <RegisterExportBar
            fetchPage={(paging) => searchAcquirers(list.filters, paging)}
            columns={ACQUIRER_EXPORT_COLUMNS}
            fileBase="credenciadoras"
            sheetName={R.acquirersTab}
            total={query.data?.metadata.resultset.count ?? 0}
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
          />
        }
      />
    </Stack>
  );
}
