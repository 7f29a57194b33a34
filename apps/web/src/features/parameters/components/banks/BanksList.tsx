import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Stack from '@mui/material/Stack';
import { formatDate, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { DataTable, FilterForm, useListState, useToast, type FilterField } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { useDeleteBank } from '../../api/delete-bank';
import { searchBanks, useBanks } from '../../api/get-banks';
import { BANK_EXPORT_COLUMNS } from '../../lib/export-columns';
import { registerEditPath } from '../../paths';
import type { Bank, BankFilters } from '../../types';
import { RegisterExportBar } from '../RegisterExportBar';
import { RegisterRowActions } from '../RegisterRowActions';

const R = MESSAGES.registers;
const SLUG = PERMISSIONS.cad_parametro_lastro_bancos;
const DEFAULTS: BankFilters = { name: '', code: '' };
const FIELDS: FilterField<keyof BankFilters>[] = [
  { name: 'name', label: R.bankNameLabel, type: 'text' },
  { name: 'code', label: R.bankCodeLabel, type: 'text' },
];

/** Filters (name, bank code), the list with its actions and the export of the banks. */
export function BanksList() {
  const navigate = useNavigate();
  const toast = useToast();
  const { can } = usePermissions();
  const list = useListState<BankFilters>(DEFAULTS);
  const query = useBanks(list.filters, { offset: list.offset, limit: list.limit });
  const remove = useDeleteBank();
  const canEdit = can(SLUG, 'edit');
  const canDelete = can(SLUG, 'delete');

  const columns = useMemo<ColumnDef<Bank>[]>(
    () => [
      { accessorKey: 'bank_name', header: R.bankNameLabel },
      { accessorKey: 'bank_code', header: R.bankCodeLabel },
      { accessorKey: 'bank_ispb', header: R.ispbLabel },
      { id: 'created', header: R.createdAtColumn, cell: ({ row }) => formatDate(row.original.created_at) },
      {
        id: 'actions',
        header: R.actionsColumn,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const b = row.original;
          return (
            <RegisterRowActions
              name={b.bank_name}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={() => void navigate(registerEditPath('bank', b.id))}
              onDelete={async () => {
                await remove.mutateAsync(b.id);
                toast.success(R.deleted);
              }}
              deleteWarning={R.confirmDeleteBank}
            />
          );
        },
      },
    ],
    [canEdit, canDelete, navigate, remove, toast],
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
        minWidth={640}
        toolbar={
          <RegisterExportBar
            fetchPage={(paging) => searchBanks(list.filters, paging)}
            columns={BANK_EXPORT_COLUMNS}
            fileBase="bancos"
            sheetName={R.banksTab}
            total={query.data?.metadata.resultset.count ?? 0}
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
          />
        }
      />
    </Stack>
  );
}
