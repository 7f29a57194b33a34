import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';

/**
 * The grid's 'Total do filtro' (spec 4 §2.2 item 4): each named cell becomes its column's footer,
 * which the table draws as its last row; without totals yet, no row.
 */
export function withFooterRow<T>(columns: ColumnDef<T>[], footerRow: Readonly<Record<string, ReactNode>> | undefined): ColumnDef<T>[] {
  if (!footerRow) return columns;
  return columns.map((c) => (c.id !== undefined && footerRow[c.id] !== undefined ? { ...c, footer: () => footerRow[c.id!] } : c));
}
