import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatDocument, MESSAGES } from '@lastro/domain';
import { ListLoadError, MoneyText, TableScroll } from '../../../../components';
import { useBankItem, type BankItemDetail } from '../../api/bank';
import { HeaderCells } from './HeaderCells';

const B = MESSAGES.reconciliationScreens.bank;

type Part = BankItemDetail['expected'][number];
type Line = BankItemDetail['credited'][number];

/** A small titled table of the drawer and the expanded row; 'Nenhum registro' when empty. */
export function SmallTable({ title, headers, rows }: { title: string; headers: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {B.nothing}
        </Typography>
      ) : (
        <TableScroll label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <HeaderCells headers={headers} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {row.map((cell, j) => (
                    <TableCell key={j} align={j === row.length - 1 ? 'right' : undefined}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </Box>
  );
}

const partRow = (p: Part) => [p.contract_identifier ?? MESSAGES.common.empty, formatDocument(p.merchant_document), p.arrangement, formatDate(p.date), <MoneyText key="v" value={p.amount} />];

/** 'Previsto (registradora)' ('Data de liquidação') or 'Liquidado (registradora)' ('Data efetiva'). */
export function PartsTable({ title, dateHeader, parts }: { title: string; dateHeader: string; parts: readonly Part[] }) {
  return <SmallTable title={title} headers={[B.contract, B.merchant, B.arrangement, dateHeader, B.amount]} rows={parts.map(partRow)} />;
}

/** 'Creditado (banco)': the lines with their file. */
export function LinesTable({ title, lines }: { title: string; lines: readonly Line[] }) {
  return (
    <SmallTable
      title={title}
      headers={[B.file, B.date, B.description, B.document, B.amount]}
      rows={lines.map((l) => [l.file_name, formatDate(l.posted_date), l.description, l.document_id ?? MESSAGES.common.empty, <MoneyText key="v" value={l.amount} />])}
    />
  );
}

/** The expanded row of 'Por conta' (spec 4 §2.4): the three lists side by side, read from GET bank/{id}. */
export function BankExpandedRow({ id }: { id: string }) {
  const detail = useBankItem(id);
  if (detail.isError) return <ListLoadError onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton variant="rectangular" height={96} />;
  const d = detail.data;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 4 }}>
        <PartsTable title={B.expectedList} dateHeader={B.settlementDate} parts={d.expected} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <PartsTable title={B.settledList} dateHeader={B.effectiveDate} parts={d.settled} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <LinesTable title={B.creditedList} lines={d.credited} />
      </Grid>
    </Grid>
  );
}
