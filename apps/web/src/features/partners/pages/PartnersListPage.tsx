import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatDate, formatDocument, formatPercent, MESSAGES } from '@lastro/domain';
import { AsyncExportButtons, ConfirmDialog, ListScreen, PageHeader, useListState, useToast, type FilterField } from '../../../components';
import { useDeletePartner } from '../api/delete-partner';
import { exportPartners } from '../api/export-partners';
import { usePartners } from '../api/get-partners';
import { paths } from '../../../lib/paths';
import type { Partner, PartnerFilters } from '../types';

const R = MESSAGES.registers;
const P = MESSAGES.merchants;
const C = MESSAGES.common;
const DEFAULTS: PartnerFilters = { name: '' };
const FIELDS: FilterField<keyof PartnerFilters>[] = [{ name: 'name', label: R.partnerNameFilter, type: 'text', size: { xs: 12, md: 6 } }];

/** /app/partners (administrators): name filter, list with edit and delete. */
export default function PartnersListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const list = useListState<PartnerFilters>(DEFAULTS);
  const query = usePartners(list.filters, list.params);
  const remove = useDeletePartner();
  const [deleting, setDeleting] = useState<Partner | null>(null);

  const columns = useMemo<ColumnDef<Partner>[]>(
    () => [
      { id: 'document_number', header: R.partnerDocumentLabel, cell: ({ row }) => formatDocument(row.original.document_number) },
      { accessorKey: 'company_name', header: R.partnerCompanyNameLabel },
      { accessorKey: 'trading_name', header: R.partnerTradingNameLabel },
      { id: 'revenue_percentage', header: P.revenuePercentageLabel, meta: { align: 'right' }, cell: ({ row }) => formatPercent(row.original.revenue_percentage) },
      { id: 'created_at', header: R.partnerCreatedAtColumn, cell: ({ row }) => formatDate(row.original.created_at) },
      {
        id: 'actions',
        header: R.actionsColumn,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={C.edit}>
              <IconButton size="small" aria-label={`${C.edit} ${row.original.trading_name}`} onClick={() => void navigate(paths.partners.edit.getHref(row.original.id))}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={C.delete}>
              <IconButton size="small" aria-label={`${C.delete} ${row.original.trading_name}`} onClick={() => setDeleting(row.original)}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [navigate],
  );

  return (
    <>
      <PageHeader
        title={P.partnersTitle}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(paths.partners.create.path)}>
            {P.addPartner}
          </Button>
        }
      />
      <ListScreen
        list={list}
        query={query}
        fields={FIELDS}
        columns={columns}
        minWidth={760}
        toolbar={
          <AsyncExportButtons
            formats={['xls', 'csv']}
            requestExport={(format) => exportPartners(list.filters, format)}
            totalLines={query.data?.metadata.resultset.count}
          />
        }
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={P.confirmDeletePartner}
        description={C.irreversibleWarning}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(R.partnerDeleted);
          setDeleting(null);
        }}
      />
    </>
  );
}
