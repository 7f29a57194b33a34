import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { MESSAGES, PERMISSIONS, formatDate, yesNo } from '@lastro/domain';
import {
  ConfirmDialog,
  AsyncExportButtons,
  ListScreen,
  toastApiError,
  useListState,
  useToast,
  type FilterField,
} from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { exportProfiles } from '../api/export-profiles';
import { useProfiles } from '../api/get-profiles';
import { useInactivateProfile } from '../api/save-profile';
import { paths } from '../../../lib/paths';
import type { Profile, ProfileFilters } from '../types';

const C = MESSAGES.common;
const M = MESSAGES.access;
const SLUG = PERMISSIONS.cad_acesso_perfil;
const DEFAULTS: ProfileFilters = { name: '', is_lastro: '', active: '' };
const FIELDS: FilterField<keyof ProfileFilters>[] = [
  { name: 'name', label: M.profileNameFilter, type: 'text' },
  {
    name: 'is_lastro',
    label: M.profileTypeFilter,
    type: 'select',
    options: [
      { value: '', label: C.all },
      { value: 'true', label: M.profileTypePlatform },
      { value: 'false', label: M.profileTypeCreditor },
    ],
  },
  {
    name: 'active',
    label: M.activeFilter,
    type: 'select',
    options: [
      { value: '', label: C.all },
      { value: 'true', label: C.yes },
      { value: 'false', label: C.no },
    ],
  },
];

/** Profiles: filters, list, export (profiles.xlsx) and edit / view / Inativar. */
export function ProfilesTab() {
  const navigate = useNavigate();
  const toast = useToast();
  const { can } = usePermissions();
  const list = useListState<ProfileFilters>(DEFAULTS, { namespace: 'profiles' });
  const query = useProfiles(list.filters, list.params);
  const inactivate = useInactivateProfile();
  const [confirm, setConfirm] = useState<Profile | null>(null);
  const canEdit = can(SLUG, 'edit');

  const columns = useMemo<ColumnDef<Profile>[]>(
    () => [
      { accessorKey: 'description', header: M.profileNameColumn },
      {
        id: 'is_lastro',
        header: M.profileTypeColumn,
        cell: ({ row }) => (row.original.is_lastro ? M.profileTypePlatform : M.profileTypeCreditor),
      },
      { id: 'active', header: M.activeColumn, cell: ({ row }) => yesNo(row.original.active) },
      { id: 'created_at', header: M.createdAtColumn, cell: ({ row }) => formatDate(row.original.created_at) },
      { id: 'updated_at', header: M.updatedAtColumn, cell: ({ row }) => formatDate(row.original.updated_at) },
      { accessorKey: 'count', header: M.userCountColumn, meta: { align: 'right' } },
      {
        id: 'actions',
        header: C.actions,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const p = row.original;
          // Inativar: not while users hold it, not twice, not without edit permission.
          const blocked = p.count > 0 || !p.active || !canEdit;
          return (
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
              {canEdit ? (
                <Tooltip title={C.edit}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`${C.edit} ${p.description}`}
                      onClick={() => void navigate(paths.access.edit.getHref('profile', p.id))}
                      disabled={!p.active}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              ) : null}
              <Tooltip title={M.viewPermissions}>
                <IconButton
                  size="small"
                  aria-label={`${M.viewPermissions} ${p.description}`}
                  onClick={() => void navigate(paths.access.edit.getHref('visual', p.id))}
                >
                  <VisibilityOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={C.inactivate}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={`${C.inactivate} ${p.description}`}
                    onClick={() => setConfirm(p)}
                    disabled={blocked}
                  >
                    <BlockIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          );
        },
      },
    ],
    [canEdit, navigate],
  );

  return (
    <Stack spacing={2}>
      {can(SLUG, 'create') ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void navigate(paths.access.create.getHref('profile'))}
          >
            {M.addProfile}
          </Button>
        </Stack>
      ) : null}
      <ListScreen
        list={list}
        query={query}
        fields={FIELDS}
        columns={columns}
        minWidth={860}
        toolbar={
          <AsyncExportButtons
            requestExport={(format) => exportProfiles(list.filters, format)}
            onRefresh={() => void query.refetch()}
            refreshDisabled={query.isFetching}
            totalLines={query.data?.metadata.resultset.count}
          />
        }
      >
        <Alert severity="info">{M.profileWithUsersNote}</Alert>
      </ListScreen>
      <ConfirmDialog
        open={confirm != null}
        title={M.confirmInactivateProfile}
        description={M.irreversibleWarning}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          try {
            await inactivate.mutateAsync(confirm.id);
            toast.success(M.inactivated);
            setConfirm(null);
          } catch (error) {
            toastApiError(error);
          }
        }}
      />
    </Stack>
  );
}
