import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MESSAGES, formatDate, formatPercent, yesNo } from '@lastro/domain';
import { ConfirmDialog, DataTable, MoneyText, useToast } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { useDeleteFeeRange } from '../../api/delete-fee-range';
import { usePricing } from '../../api/get-pricing';
import { useSaveFeeRange } from '../../api/save-fee-range';
import type { FeeRange } from '../../types';
import { FeeRangeForm } from './FeeRangeForm';

const M = MESSAGES.creditors;
const C = MESSAGES.common;

const period = (r: { start_date: string; end_date: string }) => `${formatDate(r.start_date)} - ${formatDate(r.end_date)}`;

/** 'Taxas': the agreed fee ranges by period, a form to add one and a dialog to edit a row. */
export function FeesTab({ creditorId }: { creditorId: string }) {
  const toast = useToast();
  const { can } = usePermissions();
  const query = usePricing(creditorId);
  const save = useSaveFeeRange(creditorId);
  const remove = useDeleteFeeRange(creditorId);
  const [editing, setEditing] = useState<FeeRange | null>(null);
  const [deleting, setDeleting] = useState<FeeRange | null>(null);
  const canEdit = can('cad_fornecedor_taxas', 'edit');
  const canDelete = can('cad_fornecedor_taxas', 'delete');
  const rows = query.data?.results ?? [];

  const columns = useMemo<ColumnDef<FeeRange>[]>(
    () => [
      { id: 'period', header: M.pricingPeriod, cell: ({ row }) => period(row.original) },
      { accessorKey: 'price_range', header: M.priceRangeLabel },
      { id: 'min', header: M.minValueLabel, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.min_value} /> },
      { id: 'max', header: M.maxValueLabel, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.max_value} /> },
      { id: 'fee', header: M.feeLabel, meta: { align: 'right' }, cell: ({ row }) => formatPercent(row.original.fee) },
      { id: 'active', header: M.activeColumn, cell: ({ row }) => yesNo(row.original.active) },
      {
        id: 'actions',
        header: C.actions,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {canEdit ? (
              <Tooltip title={C.edit}>
                <IconButton size="small" aria-label={`${C.edit} ${row.original.price_range}`} onClick={() => setEditing(row.original)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            {canDelete ? (
              <Tooltip title={C.delete}>
                <IconButton size="small" aria-label={`${C.delete} ${row.original.price_range}`} onClick={() => setDeleting(row.original)}>
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
        ),
      },
    ],
    [canEdit, canDelete],
  );

  return (
    <Stack spacing={2}>
      {can('cad_fornecedor_taxas', 'create') ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            {M.addFeeRange}
          </Typography>
          <FeeRangeForm
            submitting={save.isPending && !editing}
            onSubmit={async (values) => {
              await save.mutateAsync(values);
              toast.success(M.created);
            }}
          />
        </Paper>
      ) : null}
      {query.data && query.data.periods.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {M.pricingPeriod}: {query.data.periods.map((p) => `${period(p)} (${p.ranges})`).join(' · ')}
        </Typography>
      ) : null}
      <DataTable
        columns={columns}
        data={rows}
        total={rows.length}
        offset={0}
        limit={Math.max(rows.length, 10)}
        onPageChange={() => undefined}
        rowsPerPageOptions={[Math.max(rows.length, 10)]}
        loading={query.isFetching}
        emptyText={M.noFeeRanges}
        minWidth={760}
      />
      <Dialog open={Boolean(editing)} onClose={() => setEditing(null)} maxWidth="sm" fullWidth aria-labelledby="fee-edit-title">
        <DialogTitle id="fee-edit-title" sx={{ pr: 6 }}>
          {M.editFeeRange}
        </DialogTitle>
        <IconButton aria-label={M.closeDialog} onClick={() => setEditing(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          {editing ? (
            <FeeRangeForm
              key={editing.id}
              range={editing}
              submitting={save.isPending}
              onSubmit={async (values) => {
                await save.mutateAsync({ ...values, id: editing.id });
                toast.success(M.updatedDone);
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={M.confirmDeleteFeeRange}
        description={C.irreversibleWarning}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(M.feeRangeDeleted);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
