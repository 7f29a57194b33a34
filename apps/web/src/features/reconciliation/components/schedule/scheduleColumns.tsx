import { Link as RouterLink } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate, formatDocument, MESSAGES } from '@lastro/domain';
import { MoneyText } from '../../../../components';
import { paths } from '../../../../lib/paths';
import type { ScheduleItem, ScheduleListResponse } from '../../api/schedule';
import { ItemStatusChip } from '../items/ItemStatusChip';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;
const C = MESSAGES.common;

/** 'Motivo': what differs, or why it waits (spec 4 §2.3). */
export function scheduleReason(item: Pick<ScheduleItem, 'differs' | 'waiting_reason'>): string {
  if (item.differs.length) return item.differs.map((d) => S.differs[d]).join(', ');
  return item.waiting_reason ? S.waitingReason[item.waiting_reason] : C.empty;
}

/** 'Contrato': '{código} · {n}/{total}' linking to the commitment, or '{identificador} (não cadastrado)'. */
export function ContractCell({ contract }: { contract: ScheduleItem['contract'] }) {
  if (!contract.deal_id) return <>{A.unknownContract(contract.identifier)}</>;
  return (
    <Link component={RouterLink} to={paths.appointments.edit.getHref(contract.deal_id)} onClick={(event) => event.stopPropagation()}>
      {A.contractLabel(contract.code ?? contract.identifier, contract.installment, contract.installments_total)}
    </Link>
  );
}

/** The grid of 'Conciliação de Agenda' (spec 4 §2.3), its ids the export's column keys; the date opens the drawer. */
export function scheduleColumns(isAdmin: boolean, onOpen: (item: ScheduleItem) => void): ColumnDef<ScheduleItem>[] {
  const shown: (ColumnDef<ScheduleItem> | false)[] = [
    {
      id: 'settlement_date',
      header: A.settlementDate,
      cell: ({ row }) => (
        <Link component="button" type="button" onClick={() => onOpen(row.original)} aria-label={A.openDetail(formatDate(row.original.settlement_date))}>
          {formatDate(row.original.settlement_date)}
        </Link>
      ),
    },
    isAdmin && { id: 'creditor_name', header: S.list.supplier, cell: ({ row }) => row.original.creditor_name },
    {
      id: 'merchant_name',
      header: A.merchant,
      cell: ({ row }) => (
        <Box sx={{ minWidth: 180 }}>
          {row.original.merchant.name ?? C.empty}
          <Typography variant="caption" color="text.secondary" component="div">
            {formatDocument(row.original.merchant.document)}
          </Typography>
        </Box>
      ),
    },
    { id: 'acquirer', header: S.list.acquirer, cell: ({ row }) => row.original.acquirer.name },
    {
      id: 'arrangement',
      header: A.arrangement,
      cell: ({ row }) => (
        <Tooltip title={row.original.arrangement.name ?? ''}>
          <span>{row.original.arrangement.code}</span>
        </Tooltip>
      ),
    },
    { id: 'contract', header: A.contract, cell: ({ row }) => <ContractCell contract={row.original.contract} /> },
    { id: 'account', header: A.settlementAccount, enableSorting: false, cell: ({ row }) => <Box sx={{ minWidth: 200 }}>{row.original.account?.label ?? C.empty}</Box> },
    { id: 'expected', header: A.expected, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.expected} /> },
    { id: 'settled', header: A.settled, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.settled} /> },
    {
      id: 'effective_date',
      header: A.effectiveDate,
      cell: ({ row }) => (
        <Box component="span" sx={{ color: row.original.effective_late ? 'warning.dark' : undefined, fontWeight: row.original.effective_late ? 600 : undefined }}>
          {row.original.effective_date ? formatDate(row.original.effective_date) : C.empty}
        </Box>
      ),
    },
    {
      id: 'difference',
      header: S.list.difference,
      meta: { align: 'right' },
      cell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: row.original.beyond_tolerance ? 700 : undefined }}>
          <MoneyText value={row.original.difference} />
        </Box>
      ),
    },
    { id: 'status', header: S.list.status, cell: ({ row }) => <ItemStatusChip status={row.original.status} /> },
    {
      id: 'reason',
      header: S.list.reason,
      enableSorting: false,
      cell: ({ row }) => (
        <Tooltip title={row.original.justification ? `${S.divergenceReason[row.original.justification.reason_code]}: ${row.original.justification.text}` : ''}>
          <Box component="span" sx={{ display: 'inline-block', minWidth: 140 }}>
            {scheduleReason(row.original)}
          </Box>
        </Tooltip>
      ),
    },
  ];
  return shown.filter((c): c is ColumnDef<ScheduleItem> => Boolean(c));
}

/** The grid's last row 'Total do filtro' (spec 4 §2.2 item 4 [D3]): the list's totals, the KPI cards' own figures. */
export function scheduleFooterRow(totals: ScheduleListResponse['totals']) {
  return {
    settlement_date: S.list.filterTotal,
    expected: <MoneyText value={totals.expected} />,
    settled: <MoneyText value={totals.settled} />,
    difference: <MoneyText value={totals.difference} />,
  };
}
