import { useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MESSAGES, PAGE_SIZE_OPTIONS } from '@lastro/domain';
import { Pager, TableScroll } from '../../../components';

export interface AmountColumn<T> {
  header: string;
  value: (row: T) => ReactNode;
  /** Amounts: right-aligned, each kept on one line ('R$' not apart from its digits). */
  align?: 'right';
  /** Stays in view while the table scrolls sideways (on a phone, the row's key beside the last amounts). */
  sticky?: boolean;
}

// Its right line parts it from the amounts that slide under it.
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', borderRight: 1, borderRightColor: 'divider' } as const;
const headerSx = <T,>(c: AmountColumn<T>) => (c.sticky ? STICKY : undefined);
const cellSx = <T,>(c: AmountColumn<T>) => ({ ...(c.sticky ? STICKY : {}), ...(c.align === 'right' ? { whiteSpace: 'nowrap' } : {}) });

/** A read-only table of rows already loaded, paged in the browser. */
export function AmountTable<T>({ label, columns, rows, rowKey }: { label: string; columns: AmountColumn<T>[]; rows: readonly T[]; rowKey: (row: T, i: number) => string }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const shown = rows.slice(page * size, page * size + size);
  return (
    <>
      <TableScroll label={label}>
        {/*
          Borders per cell (separate, not collapsed): a sticky cell's background hid the collapsed row line under it.
          Half the cells' side padding: the Agenda Analítica's nine columns then fit a 1366 px screen beside the menu.
        */}
        <Table size="small" aria-label={label} sx={{ minWidth: 900, borderCollapse: 'separate', borderSpacing: 0, '& .MuiTableCell-root': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.align} sx={headerSx(c)}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length ? null : (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
                  {MESSAGES.schedules.emptyAgenda}
                </TableCell>
              </TableRow>
            )}
            {shown.map((row, i) => (
              <TableRow key={rowKey(row, page * size + i)}>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.align} sx={cellSx(c)}>
                    {c.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Pager
        count={rows.length}
        page={Math.min(page, Math.max(0, Math.ceil(rows.length / size) - 1))}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
