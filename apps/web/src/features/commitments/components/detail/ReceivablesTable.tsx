import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { MESSAGES, formatDate, type DealReceivable } from '@lastro/domain';
import { DataTable, MoneyText, PAGE_SIZE_OPTIONS } from '../../../../components';

const M = MESSAGES.commitments;
const C = M.receivableColumns;

/** The first page size of every list of the product. */
const FIRST_LIMIT = 10;

const COLUMNS: ColumnDef<DealReceivable>[] = [
  { id: 'acquirer', header: C.acquirer, cell: ({ row }) => row.original.acquirer_name },
  { id: 'arrangement', header: C.arrangement, cell: ({ row }) => row.original.brand_name },
  { id: 'settlement_date', header: C.settlementDate, cell: ({ row }) => formatDate(row.original.settlement_date) },
  { id: 'constituted', header: C.constituted, cell: ({ row }) => (row.original.constituted ? M.constitutedLabel : M.toConstituteLabel) },
  { id: 'effect_order', header: C.effectOrder, meta: { align: 'right' }, cell: ({ row }) => row.original.effect_order },
  { id: 'committed', header: C.committed, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.committed_amount} /> },
  { id: 'effect_initial', header: C.effectInitial, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.effect_amount_initial} /> },
  { id: 'effect', header: C.effect, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.effect_amount} /> },
  { id: 'effect_updated', header: C.effectUpdated, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.effect_amount_updated} /> },
  { id: 'settled_amount', header: C.settledAmount, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.effective_settlement_amount} /> },
  { id: 'settled_date', header: C.settledDate, cell: ({ row }) => formatDate(row.original.effective_settlement_date) },
];

/**
 * An installment's URs, paged like every list. The detail call brings them all with the deal (it
 * takes no offset/limit), so the pages are cut here rather than by the server.
 */
export function ReceivablesTable({ label, receivables }: { label: string; receivables: DealReceivable[] }) {
  const [{ offset, limit }, setPage] = useState({ offset: 0, limit: FIRST_LIMIT });
  // A refetch may bring fewer URs: a page past the end falls back to the last one.
  const start = offset < receivables.length ? offset : Math.max(0, Math.floor((receivables.length - 1) / limit) * limit);
  const page = useMemo(() => receivables.slice(start, start + limit), [receivables, start, limit]);
  return (
    <DataTable<DealReceivable>
      label={label}
      columns={COLUMNS}
      data={page}
      total={receivables.length}
      offset={start}
      limit={limit}
      onPageChange={(nextOffset, nextLimit) => setPage({ offset: nextOffset, limit: nextLimit })}
      rowsPerPageOptions={PAGE_SIZE_OPTIONS}
      getRowId={(_, index) => String(start + index)}
      minWidth={1100}
      emptyText={M.noReceivables}
    />
  );
}
