import { flexRender, type Table } from '@tanstack/react-table';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import type { DataTableColumnMeta } from '../../../../components';

/**
 * The grid's last row 'Total do filtro' (spec 4 §2.2 item 4 [D3]): each column's `footer`, under its
 * column; none until a column has one (the totals arrive with the list).
 */
export function gridFooter<T>(table: Table<T>, expandable: boolean) {
  const headers = table.getFooterGroups()[0]?.headers ?? [];
  if (!headers.some((h) => h.column.columnDef.footer !== undefined)) return null;
  return (
    <TableFooter>
      <TableRow>
        {expandable ? <TableCell padding="checkbox" /> : null}
        {headers.map((header) => (
          <TableCell
            key={header.id}
            align={(header.column.columnDef.meta as DataTableColumnMeta | undefined)?.align}
            sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit', whiteSpace: 'nowrap' }}
          >
            {flexRender(header.column.columnDef.footer, header.getContext())}
          </TableCell>
        ))}
      </TableRow>
    </TableFooter>
  );
}
