import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MESSAGES, type PermissionSlug } from '@lastro/domain';
import { AsyncExportButtons, ListScreen, useListState, useToast, type FilterField } from '../../../../components';
import type { ListResult } from '../../../../lib/api';
import { requestExport } from '../../../../lib/exports';
import { usePermissions } from '../../../../lib/permissions';
import { paths } from '../../../../lib/paths';
import type { Paging, RegisterType } from '../../types';
import { RegisterRowActions } from '../RegisterRowActions';

const R = MESSAGES.registers;

type Row = { id: number; active?: boolean };

/** What tells one register's list from another's: its calls, filters, columns and texts. */
export interface RegisterDefinition<T extends Row, F extends Record<string, string>> {
  type: RegisterType;
  slug: PermissionSlug;
  defaults: F;
  filterFields: readonly FilterField<Extract<keyof F, string>>[];
  /** The data columns; the actions column is added after them. */
  columns: ColumnDef<T>[];
  minWidth: number;
  useList: (filters: F, paging: Paging) => UseQueryResult<ListResult<T>>;
  nameOf: (row: T) => string;
  deleteWarning: string;
  /** The register's export request (a job whose file arrives as a notification), e.g. 'domains/banks/export'. */
  exportPath: string;
}

export interface RegisterListProps<T extends Row, F extends Record<string, string>> {
  register: RegisterDefinition<T, F>;
  onDelete: (row: T) => Promise<unknown>;
  /** Ativar/Inativar, for the registers with a status. */
  toggle?: { run: (row: T) => Promise<unknown>; doneText: string };
}

/** Filters, the list with its row actions (edit, Ativar/Inativar, delete) and the export of a register. */
export function RegisterList<T extends Row, F extends Record<string, string>>({
  register,
  onDelete,
  toggle,
}: RegisterListProps<T, F>) {
  const navigate = useNavigate();
  const toast = useToast();
  const { can } = usePermissions();
  const list = useListState<F>(register.defaults, { namespace: register.type });
  const query = register.useList(list.filters, list.params);
  const canEdit = can(register.slug, 'edit');
  const canDelete = can(register.slug, 'delete');
  const total = query.data?.metadata.resultset.count ?? 0;

  const columns = useMemo<ColumnDef<T>[]>(
    () => [
      ...register.columns,
      {
        id: 'actions',
        header: R.actionsColumn,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const record = row.original;
          return (
            <RegisterRowActions
              name={register.nameOf(record)}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={() => void navigate(paths.parameters.edit.getHref(register.type, record.id))}
              active={toggle ? record.active : undefined}
              onToggle={
                toggle
                  ? async () => {
                      await toggle.run(record);
                      toast.success(toggle.doneText);
                    }
                  : undefined
              }
              onDelete={async () => {
                await onDelete(record);
                toast.success(R.deleted);
              }}
              deleteWarning={register.deleteWarning}
            />
          );
        },
      },
    ],
    [register, canEdit, canDelete, navigate, toggle, onDelete, toast],
  );

  return (
    <ListScreen
      list={list}
      query={query}
      fields={register.filterFields}
      columns={columns}
      minWidth={register.minWidth}
      toolbar={
        <AsyncExportButtons
          formats={['xls', 'csv']}
          requestExport={(format) => requestExport('domain', register.exportPath, list.filters, format)}
          downloadDisabled={total === 0}
          onRefresh={() => void query.refetch()}
          refreshDisabled={query.isFetching}
          totalLines={total}
          totalErrors={0}
        />
      }
    />
  );
}
