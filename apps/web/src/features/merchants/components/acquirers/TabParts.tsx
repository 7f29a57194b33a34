import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { MESSAGES } from '@lastro/domain';
import Typography from '@mui/material/Typography';
import { DataTable, SubmitButton } from '../../../../components';

/** A titled block of the partners and acquirers tabs, with an optional action beside the title. */
export function TabSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}

/** A short list shown whole on one page (links, arrangements, the look-up's partners). */
export function WholeTable<T>(props: {
  columns: ColumnDef<T>[];
  rows: T[];
  loading?: boolean;
  emptyText: string;
  minWidth: number;
  getRowId?: (row: T, index: number) => string;
}) {
  const size = Math.max(props.rows.length, 10);
  return (
    <DataTable
      columns={props.columns}
      data={props.rows}
      total={props.rows.length}
      offset={0}
      limit={size}
      onPageChange={() => undefined}
      rowsPerPageOptions={[size]}
      loading={props.loading}
      emptyText={props.emptyText}
      minWidth={props.minWidth}
      getRowId={props.getRowId}
    />
  );
}

/** The 'Excluir' column: a delete button per row, named after the row, asking `onDelete`. */
export function deleteColumn<T>(nameOf: (row: T) => string, onDelete: (row: T) => void): ColumnDef<T> {
  const label = MESSAGES.common.delete;
  return {
    id: 'delete',
    header: label,
    meta: { align: 'right' },
    cell: ({ row }) => (
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={`${label} ${nameOf(row.original)}`}
          onClick={() => onDelete(row.original)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  };
}

/** The submit button closing a one-line form of the tabs. */
export function SubmitCell({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Grid size={{ xs: 12, md: 2 }} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
      <SubmitButton pending={submitting}>{label}</SubmitButton>
    </Grid>
  );
}
