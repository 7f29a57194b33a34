import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { MESSAGES, TRANSACTION_TYPES, formatDate, formatDateTime, formatDocument, formatPercent, labelOf } from '@lastro/domain';
import { ListScreen, MoneyText, useListState, type FilterField } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useDealRequests } from '../api/get-deals';
import type { CommitmentRequestFilters, CommitmentRequestRow } from '../types';
import { CommitmentRowActions } from './CommitmentRowActions';
import { COMMITMENT_FILTER_DEFAULTS, commonFilterFields, useSupplierOptions } from './CommitmentsTab';

const M = MESSAGES.commitments;
/** The spec's second table is at least 1700 px wide. */
const MIN_WIDTH = 1700;
const { status: _status, gcap: _gcap, ...DEFAULTS } = COMMITMENT_FILTER_DEFAULTS;

/** SOLICITAÇÕES: the commitments waiting for approval (a_aprovar), with their own filters in the address. */
export function RequestsTab() {
  const { isAdmin } = usePermissions();
  const list = useListState<CommitmentRequestFilters>(DEFAULTS, { namespace: 'requests' });
  const query = useDealRequests(list.filters, list.params);
  const suppliers = useSupplierOptions(isAdmin);
  const fields = useMemo<FilterField<keyof CommitmentRequestFilters>[]>(() => commonFilterFields(isAdmin, suppliers), [isAdmin, suppliers]);

  const columns = useMemo<ColumnDef<CommitmentRequestRow>[]>(() => {
    const all: (ColumnDef<CommitmentRequestRow> | false)[] = [
      {
        id: 'actions',
        header: M.actionsColumn,
        cell: ({ row }) => (
          <CommitmentRowActions
            deal={{ id: row.original.reference_id, creditor_id: row.original.creditor_id, status: row.original.status }}
            name={`${row.original.deal.code} ${row.original.merchant_trading_name}`}
          />
        ),
      },
      { id: 'code', header: M.codeColumn, cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.deal.code}</span> },
      { id: 'title', header: M.titleColumn, cell: ({ row }) => row.original.deal.title },
      isAdmin && { accessorKey: 'creditor_trading_name', header: M.supplierColumn },
      isAdmin && { id: 'partnership', header: M.partnerColumn, cell: ({ row }) => row.original.partnership ?? '-' },
      { accessorKey: 'merchant_trading_name', header: M.merchantColumn },
      { id: 'merchant_document_number', header: M.merchantDocumentColumn, cell: ({ row }) => formatDocument(row.original.merchant_document_number) },
      { id: 'type', header: M.typeColumn, cell: ({ row }) => labelOf(TRANSACTION_TYPES, row.original.deal.type, '-') },
      { id: 'installment', header: M.installmentColumn, meta: { align: 'right' }, cell: ({ row }) => row.original.deal.installment },
      { id: 'amount', header: M.amountColumn, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.amount} /> },
      { id: 'min_percentage', header: M.minPercentageColumn, meta: { align: 'right' }, cell: ({ row }) => formatPercent(row.original.deal.min_percentage) },
      { id: 'created_at', header: M.createdAtColumn, cell: ({ row }) => formatDateTime(row.original.deal.created_at) },
      { id: 'expiration_date', header: M.expirationDateColumn, cell: ({ row }) => formatDate(row.original.deal.expiration_date) },
      { id: 'due_date', header: M.dueDateColumn, cell: ({ row }) => formatDate(row.original.deal.due_date) },
      { id: 'execution_date', header: M.executionDateColumn, cell: ({ row }) => formatDate(row.original.deal.execution_date) },
      { id: 'status', header: M.statusColumn, cell: ({ row }) => row.original.status_description },
    ];
    return all.filter((c): c is ColumnDef<CommitmentRequestRow> => Boolean(c));
  }, [isAdmin]);

  return <ListScreen list={list} query={query} fields={fields} columns={columns} minWidth={MIN_WIDTH} getRowId={(row) => row.reference_id} />;
}
