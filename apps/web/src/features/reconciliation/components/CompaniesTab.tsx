import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatCurrency, formatDate, formatDocument, MESSAGES, PERMISSIONS, type ReconciliationCompany } from '@lastro/domain';
import { AsyncExportButtons, ConfirmDialog, ListScreen, useListState, useToast, type FilterField } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { ALL, exportCompanies, useCompanies, usePatchCompany, useRemoveCompany, type CompanyFilters } from '../api/companies';
import { gridExportQuery } from '../api/grid-export';
import { lazyNamed } from '../../../lib/lazyNamed';

// The add dialog (its date, bank and merchant pickers) loads when it opens.
const AddMerchantDialog = lazyNamed(() => import('./AddMerchantDialog'), 'AddMerchantDialog');

const M = MESSAGES.reconciliationCompanies;
const C = MESSAGES.common;
const S = PERMISSIONS.conciliacao_empresas;
const DEFAULTS: CompanyFilters = { creditor_id: ALL, q: '', kind: ALL, active: ALL };
const all = { value: ALL, label: C.all };

export interface CompaniesTabProps {
  creditors: readonly { value: string; label: string }[];
}

/** Tab 'Empresas' (spec 4 §2.8): filters, the companies grid with its switch, add, edit, remove and export. */
export function CompaniesTab({ creditors }: CompaniesTabProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { isAdmin, can } = usePermissions();
  const list = useListState<CompanyFilters>(DEFAULTS);
  const query = useCompanies(list.filters, list.params);
  const patch = usePatchCompany();
  const remove = useRemoveCompany();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ReconciliationCompany | null>(null);
  const canEdit = can(S, 'edit');
  const canDelete = can(S, 'delete');

  const fields = useMemo<FilterField<keyof CompanyFilters>[]>(() => {
    const shown: (FilterField<keyof CompanyFilters> | false)[] = [
      isAdmin && { name: 'creditor_id', label: M.supplierFilter, type: 'select', options: [all, ...creditors], size: { xs: 12, sm: 6, md: 3 } },
      { name: 'q', label: M.nameOrDocumentFilter, type: 'text', size: { xs: 12, sm: 6, md: 3 } },
      {
        name: 'kind',
        label: M.kindFilter,
        type: 'select',
        options: [all, { value: 'originador', label: M.kindOriginator }, { value: 'estabelecimento', label: M.kindMerchant }],
        size: { xs: 6, md: 3 },
      },
      { name: 'active', label: M.activeFilter, type: 'select', options: [all, { value: 'true', label: C.yes }, { value: 'false', label: C.no }], size: { xs: 6, md: 3 } },
    ];
    return shown.filter((f): f is FilterField<keyof CompanyFilters> => Boolean(f));
  }, [isAdmin, creditors]);

  // Column ids are the response fields: their camelCase is the sort key (LIST_SORTS.reconciliationCompanies).
  const columns = useMemo<ColumnDef<ReconciliationCompany>[]>(() => {
    const shown: (ColumnDef<ReconciliationCompany> | false)[] = [
      { id: 'document_number', header: M.documentColumn, cell: ({ row }) => formatDocument(row.original.document_number) },
      {
        id: 'name',
        header: M.nameColumn,
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <span>{row.original.name}</span>
            {row.original.optin_active === false && (
              <Tooltip title={M.noOptIn}>
                <WarningAmberIcon fontSize="small" color="warning" aria-label={M.noOptIn} role="img" />
              </Tooltip>
            )}
          </Stack>
        ),
      },
      { id: 'kind', header: M.kindColumn, cell: ({ row }) => (row.original.kind === 'originador' ? M.kindOriginator : M.kindMerchant) },
      isAdmin && { id: 'creditor_name', header: M.supplierColumn, cell: ({ row }) => row.original.creditor_name },
      { id: 'accounts_count', header: M.accountsColumn, enableSorting: false, meta: { align: 'right' }, cell: ({ row }) => row.original.accounts_count },
      { id: 'tolerance_amount', header: M.toleranceAmountColumn, meta: { align: 'right' }, cell: ({ row }) => formatCurrency(row.original.tolerance_amount) },
      { id: 'tolerance_days', header: M.toleranceDaysColumn, meta: { align: 'right' }, cell: ({ row }) => row.original.tolerance_days },
      { id: 'start_date', header: M.startDateColumn, cell: ({ row }) => formatDate(row.original.start_date) },
      { id: 'last_statement_date', header: M.lastStatementColumn, cell: ({ row }) => (row.original.last_statement_date ? formatDate(row.original.last_statement_date) : C.empty) },
      {
        id: 'active',
        header: M.activeColumn,
        cell: ({ row }) => (
          <Switch
            checked={row.original.active}
            disabled={!canEdit || patch.isPending}
            slotProps={{ input: { 'aria-label': `${M.activeColumn} ${row.original.name}` } }}
            onChange={async (_e, active) => {
              await patch.mutateAsync({ id: row.original.id, active });
              toast.success(M.updated);
            }}
          />
        ),
      },
      {
        id: 'actions',
        header: M.actionsColumn,
        enableSorting: false,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={M.edit}>
              <IconButton size="small" aria-label={`${M.edit} ${row.original.name}`} onClick={() => void navigate(paths.conciliationCompany.edit.getHref(row.original.id))}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.original.kind === 'estabelecimento' && canDelete && (
              <Tooltip title={M.remove}>
                <IconButton size="small" aria-label={`${M.remove} ${row.original.name}`} onClick={() => setRemoving(row.original)}>
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
      },
    ];
    return shown.filter((c): c is ColumnDef<ReconciliationCompany> => Boolean(c));
  }, [isAdmin, canEdit, canDelete, navigate, patch, toast]);

  return (
    <>
      <ListScreen
        list={list}
        query={query}
        fields={fields}
        columns={columns}
        minWidth={1280}
        toolbar={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {can(S, 'create') && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {M.addMerchant}
              </Button>
            )}
            <AsyncExportButtons formats={['xls', 'csv']} requestExport={(format) => exportCompanies(list.filters, format, gridExportQuery(columns, list.params))} totalLines={query.data?.metadata.resultset.count} onRefresh={() => void query.refetch()} />
          </Stack>
        }
      />
      {adding && (
        <Suspense fallback={null}>
          <AddMerchantDialog open isAdmin={isAdmin} creditors={creditors} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={M.removeTitle}
        description={M.removeText}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          toast.success(M.removed);
          setRemoving(null);
        }}
      />
    </>
  );
}
