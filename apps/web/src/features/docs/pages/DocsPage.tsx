import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import {
  MESSAGES,
  PENDING_MERCHANT_STATUSES,
  formatDateTime,
  formatDocument,
  yesNo,
  type PendingMerchant,
} from '@lastro/domain';
import { ListScreen, PageHeader, useListState, type FilterField } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePendingMerchants, type PendingFilters } from '../api/get-pending-merchants';

const M = MESSAGES.merchants;
const C = MESSAGES.common;
const DEFAULTS: PendingFilters = { document: '', name: '', status: 'todos' };
const FIELDS: FilterField<keyof PendingFilters>[] = [
  { name: 'document', label: M.docsFilterCnpj, type: 'cpfCnpj', size: { xs: 12, sm: 6, md: 3 } },
  { name: 'name', label: M.docsFilterName, type: 'text', size: { xs: 12, sm: 6, md: 4 } },
  {
    name: 'status',
    label: M.docsFilterStatus,
    type: 'select',
    options: PENDING_MERCHANT_STATUSES,
    size: { xs: 12, md: 5 },
  },
];

/** /app/docs (administrators, cad_validacao_docs): merchants whose documents wait for review. */
export default function DocsPage() {
  const list = useListState<PendingFilters>(DEFAULTS);
  const query = usePendingMerchants(list.filters, list.params);
  const columns = useMemo<ColumnDef<PendingMerchant>[]>(
    () => [
      {
        id: 'merchant_type',
        header: M.pendingMerchantType,
        enableSorting: false,
        cell: ({ row }) => row.original.merchant_type,
      },
      {
        id: 'merchant_document',
        header: M.pendingMerchantDocument,
        cell: ({ row }) => formatDocument(row.original.merchant_document),
      },
      { accessorKey: 'trading_name', header: M.pendingTradingName },
      { accessorKey: 'company_name', header: M.pendingCompanyName },
      { accessorKey: 'creditor_trading', header: M.pendingCreditor },
      {
        id: 'first_deal_guaranteed',
        header: M.pendingFirstDealGuaranteed,
        enableSorting: false,
        cell: ({ row }) => yesNo(row.original.first_deal_guaranteed),
      },
      {
        id: 'first_deal_guaranteed_date',
        header: M.pendingFirstDealGuaranteedDate,
        cell: ({ row }) =>
          row.original.first_deal_guaranteed_date
            ? formatDateTime(row.original.first_deal_guaranteed_date)
            : C.empty,
      },
      { accessorKey: 'status_description', header: M.pendingStatus },
      {
        id: 'actions',
        header: M.documentActionsColumn,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Button
            size="small"
            component={RouterLink}
            to={paths.merchants.edit.getHref(row.original.merchant_id, 'documents')}
            aria-label={`${M.documentsTab} ${row.original.trading_name}`}
          >
            {M.documentsTab}
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeader title={M.documentationTitle} />
      <ListScreen
        list={list}
        query={query}
        fields={FIELDS}
        columns={columns}
        minWidth={1560}
        emptyText={M.noPendingMerchants}
        getRowId={(r) => r.merchant_id}
      />
    </>
  );
}
