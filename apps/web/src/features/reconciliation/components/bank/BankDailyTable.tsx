import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDate, MESSAGES } from '@lastro/domain';
import { MoneyText, TableScroll } from '../../../../components';
import type { BankDaily, BankDay } from '../../api/bank';
import { percentOneDecimal } from '../schedule/ScheduleKpis';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
const C = MESSAGES.common;

export interface BankDailyTableProps {
  daily: BankDaily;
  /** A row: 'Por conta' filtered to that day. */
  onDay: (date: string) => void;
}

const HEADERS = [B.date, B.expected, B.settled, B.credited, B.dayDifference, B.runningDifference, B.otherEntries, B.closingBalance, B.conciliatedPercent] as const;

/** 'Saldo do extrato': the bank file's closing balance, only with exactly one 'Conta' filtered. */
function ClosingBalance({ value }: { value: BankDay['closing_balance'] }) {
  if (value !== null) return <MoneyText value={value} />;
  return (
    <Tooltip title={B.closingBalanceHint} describeChild>
      <span tabIndex={0}>{C.empty}</span>
    </Tooltip>
  );
}

/** The tab 'Por dia' (spec 4 §2.4): one row a day of the period, unpaged, and 'Total do filtro'. */
export function BankDailyTable({ daily, onDay }: BankDailyTableProps) {
  const right = { align: 'right' as const };
  return (
    <Paper variant="outlined">
      <TableScroll label={B.byDay}>
        <Table size="small" aria-label={B.byDay} sx={{ minWidth: 1100 }}>
          <TableHead>
            <TableRow>
              {HEADERS.map((h, i) => (
                <TableCell key={h} align={i === 0 ? undefined : 'right'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {daily.results.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADERS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {MESSAGES.components.dataTable.empty}
                </TableCell>
              </TableRow>
            )}
            {daily.results.map((d) => (
              <TableRow key={d.date} hover onClick={() => onDay(d.date)} sx={{ cursor: 'pointer' }}>
                <TableCell>
                  <Link component="button" type="button" aria-label={B.openDay(formatDate(d.date))} onClick={(event) => { event.stopPropagation(); onDay(d.date); }}>
                    {formatDate(d.date)}
                  </Link>
                </TableCell>
                <TableCell {...right}><MoneyText value={d.expected} /></TableCell>
                <TableCell {...right}><MoneyText value={d.settled} /></TableCell>
                <TableCell {...right}><MoneyText value={d.credited} /></TableCell>
                <TableCell {...right}><MoneyText value={d.day_difference} /></TableCell>
                <TableCell {...right}><MoneyText value={d.running_difference} /></TableCell>
                <TableCell {...right}><MoneyText value={d.other_entries} /></TableCell>
                <TableCell {...right}><ClosingBalance value={d.closing_balance} /></TableCell>
                <TableCell {...right}>{d.conciliated_percent === null ? C.empty : percentOneDecimal(d.conciliated_percent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          {daily.results.length > 0 && (
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 'inherit' } }}>
                <TableCell>{B.filterTotal}</TableCell>
                <TableCell {...right}><MoneyText value={daily.totals.expected} /></TableCell>
                <TableCell {...right}><MoneyText value={daily.totals.settled} /></TableCell>
                <TableCell {...right}><MoneyText value={daily.totals.credited} /></TableCell>
                <TableCell {...right}><MoneyText value={daily.totals.difference} /></TableCell>
                <TableCell colSpan={3} />
                <TableCell {...right}>{daily.totals.conciliated_percent === null ? C.empty : percentOneDecimal(daily.totals.conciliated_percent)}</TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableScroll>
    </Paper>
  );
}
