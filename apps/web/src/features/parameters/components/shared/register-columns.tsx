import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, MESSAGES } from '@lastro/domain';
import { RegisterLogo } from '../RegisterLogo';
import { StatusChip } from '../StatusChip';

const R = MESSAGES.registers;

/** The logo thumbnail of a register row. */
export function logoColumn<T extends { path: string | null }>(nameOf: (row: T) => string): ColumnDef<T> {
  return {
    id: 'logo',
    header: R.logoLabel,
    cell: ({ row }) => <RegisterLogo path={row.original.path} name={nameOf(row.original)} />,
    // A logo is an image: there is nothing to order it by.
    enableSorting: false,
    meta: { width: 64 },
  };
}

/** Ativo / Inativo. */
export function statusColumn<T extends { active: boolean }>(): ColumnDef<T> {
  return {
    id: 'active',
    header: R.statusColumn,
    cell: ({ row }) => <StatusChip active={row.original.active} />,
  };
}

/** Data de criação. */
export function createdColumn<T extends { created_at: string }>(): ColumnDef<T> {
  return { id: 'created_at', header: R.createdAtColumn, cell: ({ row }) => formatDate(row.original.created_at) };
}
