import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MESSAGES } from '@lastro/domain';
import { TableScroll } from '../../../../components';

export interface SimpleColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

/** A small unpaged table (a history), scrolling sideways on a phone. */
export function SimpleTable<T>({
  columns,
  rows,
  label,
  minWidth = 600,
  empty = MESSAGES.commitments.noHistory,
}: {
  columns: SimpleColumn<T>[];
  rows: T[];
  label: string;
  minWidth?: number;
  empty?: string;
}) {
  return (
    <TableScroll outlined label={label}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.align} sx={{ whiteSpace: 'nowrap' }}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
