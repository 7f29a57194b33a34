import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableScroll } from '../../../../components';

export interface ChainTableProps {
  /** Names the table and its scrolling region. */
  label: string;
  headers: readonly string[];
  /** Columns aligned right (amounts), by index. */
  numeric?: readonly number[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/** A step's small table (settlements, bank lines), scrolling sideways on a phone. */
export function ChainTable({ label, headers, numeric = [], rows }: ChainTableProps) {
  const align = (i: number) => (numeric.includes(i) ? 'right' : 'left');
  return (
    <TableScroll label={label} outlined>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((h, i) => (
              <TableCell key={h} align={align(i)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) => (
                <TableCell key={headers[i]} align={align(i)} sx={numeric.includes(i) ? { whiteSpace: 'nowrap' } : { minWidth: 120 }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
