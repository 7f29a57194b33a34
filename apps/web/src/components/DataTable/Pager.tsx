import TablePagination, { type TablePaginationProps } from '@mui/material/TablePagination';
import { texts } from '../texts';

export type PagerProps = Pick<
  TablePaginationProps,
  'count' | 'page' | 'rowsPerPage' | 'rowsPerPageOptions' | 'onPageChange' | 'onRowsPerPageChange'
>;

// MUI lays the pager out on one line, and at phone width 'Linhas por página', the size, the
// range and the arrows do not fit: the last arrow fell outside the card. Below `sm` the line
// wraps, the range and arrows going under the size choice, at the right.
const PHONE_WRAP = {
  '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'flex-end', px: { xs: 1, sm: 2 } },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
  '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
} as const;

/** The pager of every table: Portuguese labels, and every control inside the card at any width. */
export function Pager(props: PagerProps) {
  return (
    <TablePagination
      component="div"
      labelRowsPerPage={texts.dataTable.rowsPerPage}
      labelDisplayedRows={({ from, to, count }) => texts.dataTable.displayedRows(from, to, count)}
      getItemAriaLabel={(type) => texts.dataTable.pageButton[type]}
      sx={PHONE_WRAP}
      {...props}
    />
  );
}
