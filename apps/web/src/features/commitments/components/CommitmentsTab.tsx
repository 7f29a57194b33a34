import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  COMMITMENT_STATUS_FILTER_OPTIONS,
  MESSAGES,
  STRATEGIES,
  STRATEGY_FILTER_OPTIONS,
  formatDate,
  formatDateTime,
  formatDocument,
  labelOf,
  yesNo,
} from '@lastro/domain';
import { AsyncExportButtons, ListScreen, MoneyText, useListState, type FilterField } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { exportDeals } from '../api/export-deals';
import { useDeals } from '../api/get-deals';
import type { CommitmentFilters, CommitmentListRow } from '../types';
import { CommitmentRowActions } from './CommitmentRowActions';

const M = MESSAGES.commitments;
/** The spec's table is at least 2300 px wide. */
const MIN_WIDTH = 2300;

export const COMMITMENT_FILTER_DEFAULTS: CommitmentFilters = {
  document: '',
  codes: '',
  grouping: '',
  status: 'todos',
  modality: 'default',
  creditor_id: '',
  gcap: '',
};

const GCAP_OPTIONS = [
  { value: '', label: M.allOption },
  { value: 'true', label: M.yesOption },
  { value: 'false', label: M.noOption },
];

/** The shared filters of both tabs: CNPJ, codes xor grouping, modality, supplier (administrators). */
export function commonFilterFields(isAdmin: boolean, suppliers: { value: string; label: string }[]) {
  const fields: FilterField<'document' | 'codes' | 'grouping' | 'modality' | 'creditor_id'>[] = [
    { name: 'document', label: M.documentFilter, type: 'cpfCnpj', size: { xs: 12, sm: 6, md: 2 } },
    { name: 'codes', label: M.codesFilter, type: 'text', clears: ['grouping'], size: { xs: 12, sm: 6, md: 2 } },
    { name: 'grouping', label: M.groupingFilter, type: 'text', clears: ['codes'], disabledWhenFilled: 'codes', size: { xs: 12, sm: 6, md: 2 } },
    { name: 'modality', label: M.modalityFilter, type: 'select', options: STRATEGY_FILTER_OPTIONS, size: { xs: 12, sm: 6, md: 2 } },
  ];
  if (isAdmin)
    fields.push({ name: 'creditor_id', label: M.supplierFilter, type: 'select', options: [{ value: '', label: M.allOption }, ...suppliers], size: { xs: 12, sm: 6, md: 2 } });
  return fields;
}

export function useSupplierOptions(isAdmin: boolean) {
  const creditors = useCreditors(undefined, isAdmin);
  return useMemo(() => (creditors.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name })), [creditors.data]);
}

/** COMPROMISSOS: filters, every column sorted on the server, the row actions and the export. */
export function CommitmentsTab() {
  const { isAdmin } = usePermissions();
  const list = useListState<CommitmentFilters>(COMMITMENT_FILTER_DEFAULTS);
  const query = useDeals(list.filters, list.params);
  const suppliers = useSupplierOptions(isAdmin);

  const fields = useMemo<FilterField<keyof CommitmentFilters>[]>(() => {
    const common = commonFilterFields(isAdmin, suppliers);
    return [
      ...common.slice(0, 3),
      { name: 'status', label: M.statusFilter, type: 'select', options: COMMITMENT_STATUS_FILTER_OPTIONS, size: { xs: 12, sm: 6, md: 2 } },
      ...common.slice(3),
      { name: 'gcap', label: M.collateralFilter, type: 'select', options: GCAP_OPTIONS, size: { xs: 12, sm: 6, md: 2 } },
    ];
  }, [isAdmin, suppliers]);

  const columns = useMemo<ColumnDef<CommitmentListRow>[]>(() => {
    const all: (ColumnDef<CommitmentListRow> | false)[] = [
      {
        id: 'actions',
        header: M.actionsColumn,
        cell: ({ row }) => <CommitmentRowActions deal={row.original} name={`${row.original.code} ${row.original.merchant_trading_name}`} />,
      },
      {
        id: 'code',
        header: M.codeColumn,
        cell: ({ row }) => (
          <Link component={RouterLink} to={paths.appointments.edit.getHref(row.original.id)} sx={{ whiteSpace: 'nowrap' }}>
            {row.original.code}
          </Link>
        ),
      },
      { accessorKey: 'title', header: M.titleColumn },
      isAdmin && { accessorKey: 'trading_name', header: M.supplierColumn },
      { accessorKey: 'merchant_trading_name', header: M.merchantColumn },
      { id: 'merchant_document_number', header: M.merchantDocumentColumn, cell: ({ row }) => formatDocument(row.original.merchant_document_number) },
      { id: 'strategy', header: M.strategyColumn, cell: ({ row }) => labelOf(STRATEGIES, row.original.strategy, '-') },
      { accessorKey: 'installment', header: M.installmentColumn, meta: { align: 'right' } },
      { id: 'amount', header: M.amountColumn, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.amount} /> },
      { id: 'created_at', header: M.createdAtColumn, cell: ({ row }) => formatDateTime(row.original.created_at) },
      { id: 'expiration_date', header: M.expirationDateColumn, cell: ({ row }) => formatDate(row.original.expiration_date) },
      { id: 'status', header: M.statusColumn, cell: ({ row }) => row.original.status_description },
      { id: 'execution_date', header: M.executionDateColumn, cell: ({ row }) => formatDate(row.original.execution_date) },
      { id: 'execution_date_end', header: M.executionDateEndColumn, cell: ({ row }) => formatDate(row.original.execution_date_end) },
      { accessorKey: 'description', header: M.descriptionColumn },
      { id: 'gcap', header: M.gcapColumn, cell: ({ row }) => yesNo(row.original.gcap) },
    ];
    return all.filter((c): c is ColumnDef<CommitmentListRow> => Boolean(c));
  }, [isAdmin]);

  return (
    <ListScreen
      list={list}
      query={query}
      fields={fields}
      columns={columns}
      minWidth={MIN_WIDTH}
      getRowId={(row) => row.id}
      toolbar={
        <AsyncExportButtons
          formats={['xls', 'csv']}
          requestExport={(format) => exportDeals(list.filters, format)}
          totalLines={query.data?.metadata.resultset.count}
        />
      }
    />
  );
}
