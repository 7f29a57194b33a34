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
import { formatDate, MESSAGES, type SampleItem } from '@lastro/domain';
import { ConfirmDialog, ListScreen, PageHeader, useListState, useToast, type FilterField } from '../../../components';
import { paths } from '../../../lib/paths';
import { sampleItemsApi, type SampleItemFilters } from '../api/sample-items-api';

const M = MESSAGES.sampleItems;
const C = MESSAGES.common;
const DEFAULTS: SampleItemFilters = { name: '' };
const FIELDS: FilterField<keyof SampleItemFilters>[] = [{ name: 'name', label: M.nameFilter, type: 'text', size: { xs: 12, md: 6 } }];

/** /app/sample-items: name filter, sortable paged list (state in the address), edit and delete. */
export default function SampleItemsListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const list = useListState<SampleItemFilters>(DEFAULTS);
  const query = sampleItemsApi.useList(list.filters, list.params);
  const remove = sampleItemsApi.useRemove();
  const [deleting, setDeleting] = useState<SampleItem | null>(null);

  // Column ids are the response fields: their camelCase is the sort key (LIST_SORTS.sampleItems).
  const columns = useMemo<ColumnDef<SampleItem>[]>(
    () => [
      { accessorKey: 'name', header: M.nameLabel },
      { accessorKey: 'description', header: M.descriptionLabel },
      { id: 'created_at', header: M.createdAtColumn, cell: ({ row }) => formatDate(row.original.created_at) },
      {
        id: 'actions',
        header: M.actionsColumn,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={C.edit}>
              <IconButton
                size="small"
                aria-label={`${C.edit} ${row.original.name}`}
                onClick={() => void navigate(paths.sampleItems.edit.getHref(row.original.id))}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={C.delete}>
              <IconButton size="small" aria-label={`${C.delete} ${row.original.name}`} onClick={() => setDeleting(row.original)}>
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
        title={M.title}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(paths.sampleItems.create.path)}>
            {M.add}
          </Button>
        }
      />
      <ListScreen list={list} query={query} fields={FIELDS} columns={columns} minWidth={640} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={M.confirmDelete}
        description={C.irreversibleWarning}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(M.deleted);
          setDeleting(null);
        }}
      />
    </>
  );
}
