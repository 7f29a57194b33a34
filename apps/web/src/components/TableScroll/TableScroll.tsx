import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TableScrollProps {
  /** Names the scrolling region for screen readers (usually the table's own name). */
  label: string;
  /** Draws the box as an outlined card (a table standing on its own, not inside one). */
  outlined?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The box a table scrolls sideways in when it is wider than the screen (a phone). A keyboard
 * user can only scroll what can take focus, and a focus stop needs a name: so it is a named,
 * focusable region (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, outlined = false, sx, children }: TableScrollProps) {
  const common = { tabIndex: 0, role: 'region', 'aria-label': label, sx } as const;
  return outlined ? (
    <TableContainer component={Paper} variant="outlined" {...common}>
      {children}
    </TableContainer>
  ) : (
    <TableContainer {...common}>{children}</TableContainer>
  );
}

/** A cell's `sx` for a column that gives way on a phone, so the columns that matter fit at 390 px. */
export const WIDE_ONLY_CELL = { display: { xs: 'none', sm: 'table-cell' } } as const;
