import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { formatCurrency, formatDate, MESSAGES } from '@lastro/domain';
import { DataTable, ExportButtons, toastApiError, useListState } from '../../../../components';
import { exportFileLines, useFileLines, type FileLine, type FileLinesTab } from '../../api/files';
import { gridExportQuery } from '../../api/grid-export';

const M = MESSAGES.reconciliationFiles;
const C = MESSAGES.common;

const classificationOf = (line: FileLine) => line.classification ?? C.empty;

const ITEM_COLOURS: Record<keyof typeof M.itemStatus, ChipProps['color']> = {
  conciliada: 'success',
  divergente: 'warning',
  nao_encontrada: 'error',
  aguardando: 'default',
  a_liquidar: 'info',
};

/** The bank item's chip: its text always, the colour a second cue. */
function ItemStatusChip({ status }: { status: string | null }) {
  if (!status || !(status in ITEM_COLOURS)) return <>{C.empty}</>;
  const key = status as keyof typeof M.itemStatus;
  return <Chip size="small" label={M.itemStatus[key]} color={ITEM_COLOURS[key]} />;
}

const text = (value: string | null | undefined) => value || C.empty;

function columnsFor(tab: FileLinesTab, committed: boolean): ColumnDef<FileLine>[] {
  const line: ColumnDef<FileLine> = { id: 'line_number', header: M.lineColumn, enableSorting: true, meta: { align: 'right' }, cell: ({ row }) => row.original.line_number };
  if (tab === 'erros') {
    // One row per line; its errors each on their own line.
    const errors = (l: FileLine) => (l.error ? [l.error] : []);
    return [
      line,
      { id: 'field', header: M.fieldColumn, enableSorting: false, cell: ({ row }) => errors(row.original).map((e) => e.field).join(', ') || C.empty },
      { id: 'error', header: M.errorMessageColumn, enableSorting: false, cell: ({ row }) => errors(row.original).map((e) => e.message).join('; ') || C.empty },
      { id: 'raw', header: M.contentColumn, enableSorting: false, cell: ({ row }) => text(errors(row.original)[0]?.raw?.slice(0, 80)) },
    ];
  }
  const base: ColumnDef<FileLine>[] = [
    line,
    { id: 'posted_date', header: M.dateColumn, enableSorting: true, cell: ({ row }) => (row.original.posted_date ? formatDate(row.original.posted_date) : C.empty) },
    { id: 'description', header: M.descriptionColumn, enableSorting: true, cell: ({ row }) => text(row.original.description) },
    { id: 'document_id', header: M.documentColumn, enableSorting: false, cell: ({ row }) => text(row.original.document_id) },
    { id: 'entry_type', header: M.typeColumn, enableSorting: true, cell: ({ row }) => (row.original.entry_type === 'C' ? M.credit : row.original.entry_type === 'D' ? M.debit : C.empty) },
    { id: 'amount', header: M.amountColumn, enableSorting: true, meta: { align: 'right' }, cell: ({ row }) => (row.original.amount ? formatCurrency(row.original.amount) : C.empty) },
    { id: 'classification', header: M.classificationColumn, enableSorting: false, cell: ({ row }) => classificationOf(row.original) },
  ];
  if (committed && tab === 'importados') base.push({ id: 'item_status', header: M.itemStatusColumn, enableSorting: false, cell: ({ row }) => <ItemStatusChip status={row.original.item_status ?? null} /> });
  if (tab === 'duplicados')
    base.push({
      id: 'duplicate_of',
      header: M.importedBeforeColumn,
      enableSorting: false,
      cell: ({ row }) => (row.original.duplicate_of ? M.importedBefore(row.original.duplicate_of.file_name, formatDate(row.original.duplicate_of.received_at)) : C.empty),
    });
  if (tab === 'ignorados') base.push({ id: 'ignore_reason', header: M.reasonColumn, enableSorting: false, cell: ({ row }) => text(row.original.ignore_reason) });
  return base;
}

export interface FileLinesTableProps {
  fileId: string;
  tab: FileLinesTab;
  label: string;
  committed: boolean;
}

/** One tab of 'Detalhe do extrato': the file's lines of one status, paged, with 'Baixar tabela' streamed at once. */
export function FileLinesTable({ fileId, tab, label, committed }: FileLinesTableProps) {
  const list = useListState({}, { namespace: 'lines' });
  const query = useFileLines(fileId, tab, list.params);
  const columns = useMemo(() => columnsFor(tab, committed), [tab, committed]);
  return (
    <DataTable
      label={label}
      columns={columns}
      data={query.data?.results ?? []}
      total={query.data?.metadata.resultset.count ?? 0}
      offset={list.offset}
      limit={list.limit}
      onPageChange={list.setPage}
      loading={query.isFetching}
      sort={list.sort}
      onSortChange={list.setSort}
      minWidth={960}
      toolbar={
        <ExportButtons
          formats={['xls', 'csv']}
          totalLines={query.data?.metadata.resultset.count}
          onDownload={(format) => void exportFileLines(fileId, tab, format, gridExportQuery(columns, list.params)).catch(toastApiError)}
          onRefresh={() => void query.refetch()}
        />
      }
    />
  );
}
