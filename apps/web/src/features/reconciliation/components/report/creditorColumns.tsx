import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ColumnDef } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import { MoneyText } from '../../../../components';
import type { MonitoringReportCreditor } from '../../api/report';
import { percentOneDecimal } from '../schedule/ScheduleKpis';

const T = MESSAGES.monitoringReport.byCreditor;
const EMPTY = MESSAGES.common.empty;
const right = { align: 'right' as const };
const count = (n: number) => n.toLocaleString('pt-BR');
/** A figure's header on up to two lines (the table's headers keep one line), so the seven columns fit beside the menu. */
const twoLines = (text: string) => () => (
  <Box component="span" sx={{ display: 'inline-block', whiteSpace: 'normal', maxWidth: 110, verticalAlign: 'middle' }}>
    {text}
  </Box>
);

/**
 * 'Por fornecedor' (spec 4 §2.10 item 3): every column sortable by the server's keys (the column
 * ids, which the export names too); the creditor's name opens 'Divergências' of that creditor.
 */
export function creditorColumns(divergencesHref: (row: MonitoringReportCreditor) => string): ColumnDef<MonitoringReportCreditor>[] {
  return [
    {
      id: 'creditor_name',
      header: T.creditor,
      enableSorting: true,
      cell: ({ row }) => (
        <Link component={RouterLink} to={divergencesHref(row.original)} onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-block', minWidth: { xs: 150, md: 220 } }}>
          {row.original.creditor_name}
        </Link>
      ),
    },
    {
      id: 'conciliated_percent',
      header: twoLines(T.conciliated),
      enableSorting: true,
      meta: right,
      cell: ({ row }) => (row.original.conciliated_percent === null ? EMPTY : percentOneDecimal(row.original.conciliated_percent)),
    },
    { id: 'pending_count', header: twoLines(T.pending), enableSorting: true, meta: right, cell: ({ row }) => count(row.original.pending_count) },
    {
      id: 'pending_amount',
      header: twoLines(T.pendingAmount),
      enableSorting: true,
      meta: right,
      cell: ({ row }) => <MoneyText value={row.original.pending_amount} />,
    },
    { id: 'oldest_days', header: twoLines(T.oldest), enableSorting: true, meta: right, cell: ({ row }) => (row.original.oldest_days === null ? EMPTY : count(row.original.oldest_days)) },
    { id: 'failed_files', header: twoLines(T.failedFiles), enableSorting: true, meta: right, cell: ({ row }) => count(row.original.failed_files) },
    { id: 'insufficient_contracts', header: twoLines(T.insufficient), enableSorting: true, meta: right, cell: ({ row }) => count(row.original.insufficient_contracts) },
  ];
}
