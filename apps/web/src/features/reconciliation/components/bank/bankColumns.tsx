import type { ColumnDef } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatDate, MESSAGES } from '@lastro/domain';
import { MoneyText } from '../../../../components';
import type { BankItem, BankListResponse } from '../../api/bank';
import { ItemStatusChip } from '../items/ItemStatusChip';
import { MatchCell, type MatchCellProps } from './MatchCell';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
const C = MESSAGES.common;

/** 'Conta' in the grid: '{banco} · ag {agência} · cc {conta}' (the company has its own column). */
export const accountShort = (label: string) => label.split(' — ')[0] ?? label;

/** 'Motivo': the divergences' types, 'Liquidado diferente do previsto (ver Agenda)', the waiting reason (spec 4 §2.4). */
export function bankReason(item: Pick<BankItem, 'divergence_types' | 'see_agenda' | 'waiting_reason'>): string {
  const parts: string[] = item.divergence_types.map((t) => S.divergenceType[t]);
  if (item.see_agenda) parts.push(B.seeAgenda);
  if (item.waiting_reason) parts.push(S.waitingReason[item.waiting_reason]);
  return parts.length ? parts.join('; ') : C.empty;
}

export interface BankColumnsOptions {
  isAdmin: boolean;
  /** The list's totals: the footer 'Total do filtro' (the export's total row has the same sums). */
  totals: BankListResponse['totals'] | undefined;
  onOpen: (item: BankItem) => void;
  onDecide?: MatchCellProps['onDecide'];
  deciding?: boolean;
}

type Totals = BankListResponse['totals'];
type MoneyKey = 'expected' | 'settled' | 'credited' | 'diff_settled' | 'diff_credited';

/** A money column; with `total`, its cell of 'Total do filtro' (empty until the totals arrive). */
function moneyColumn(key: MoneyKey, header: string, totals?: Totals, total?: (t: Totals) => string): ColumnDef<BankItem> {
  return {
    id: key,
    header,
    meta: { align: 'right' },
    cell: ({ row }) => <MoneyText value={row.original[key]} />,
    footer: () => (totals && total ? <MoneyText value={total(totals)} /> : null),
  };
}

/** The grid 'Por conta' of 'Conciliação Bancária' (spec 4 §2.4), its ids the export's column keys. */
export function bankColumns(o: BankColumnsOptions): ColumnDef<BankItem>[] {
  const shown: (ColumnDef<BankItem> | false)[] = [
    {
      id: 'date',
      header: B.date,
      footer: () => B.filterTotal,
      cell: ({ row }) => (
        <Link component="button" type="button" onClick={(event) => { event.stopPropagation(); o.onOpen(row.original); }} aria-label={B.openDetail(formatDate(row.original.date), row.original.acquirer.name)}>
          {formatDate(row.original.date)}
        </Link>
      ),
    },
    o.isAdmin && { id: 'creditor_name', header: S.list.supplier, cell: ({ row }) => <Box sx={{ minWidth: 160 }}>{row.original.creditor_name}</Box> },
    { id: 'company', header: S.list.company, meta: { sortKey: 'companyName' }, cell: ({ row }) => <Box sx={{ minWidth: 160 }}>{row.original.company?.name ?? C.empty}</Box> },
    { id: 'account', header: S.list.account, cell: ({ row }) => <Box sx={{ minWidth: 180 }}>{accountShort(row.original.account.label)}</Box> },
    { id: 'acquirer', header: S.list.acquirer, cell: ({ row }) => row.original.acquirer.name },
    moneyColumn('expected', B.expected, o.totals, (t) => t.expected),
    moneyColumn('settled', B.settled, o.totals, (t) => t.settled),
    moneyColumn('credited', B.credited, o.totals, (t) => t.credited),
    {
      id: 'credited_date',
      header: B.creditedDate,
      cell: ({ row }) => (
        <Box component="span" sx={{ color: row.original.credited_late ? 'warning.dark' : undefined, fontWeight: row.original.credited_late ? 600 : undefined }}>
          {row.original.credited_date ? formatDate(row.original.credited_date) : C.empty}
        </Box>
      ),
    },
    moneyColumn('diff_settled', B.diffSettled),
    moneyColumn('diff_credited', B.diffCredited),
    { id: 'status', header: S.list.status, cell: ({ row }) => <ItemStatusChip status={row.original.status} /> },
    { id: 'reason', header: S.list.reason, enableSorting: false, cell: ({ row }) => <Box sx={{ minWidth: 180 }}>{bankReason(row.original)}</Box> },
    { id: 'match', header: B.match, enableSorting: false, cell: ({ row }) => <MatchCell item={row.original} onDecide={o.onDecide} busy={o.deciding} /> },
  ];
  return shown.filter((c): c is ColumnDef<BankItem> => Boolean(c));
}
