import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { MESSAGES, PERMISSIONS, formatPhone, yesNo } from '@lastro/domain';
import { ListScreen, useListState } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { usePlatformUsers } from '../api/get-users';
import { paths } from '../../../lib/paths';
import type { User, UserFilters } from '../types';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { USER_FILTER_DEFAULTS, USER_FILTER_FIELDS } from './user-filters';
import { UserRowActions } from './UserRowActions';
import { useUserActions } from './useUserActions';

const M = MESSAGES.access;
const SLUG = PERMISSIONS.cad_acesso_usuario_lastro;

/** Platform users: search, list, and edit / reset password / inactivate / unlock (admins). */
export function PlatformUsersTab() {
  const navigate = useNavigate();
  const { isAdmin, can } = usePermissions();
  const list = useListState<UserFilters>(USER_FILTER_DEFAULTS, { namespace: 'platform' });
  const query = usePlatformUsers(list.filters, list.params);
  const actions = useUserActions('platform');
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const canEdit = can(SLUG, 'edit');
  const canDelete = can(SLUG, 'delete');

  const columns = useMemo<ColumnDef<User>[]>(
    () => [
      { accessorKey: 'name', header: M.nameColumn },
      { accessorKey: 'email', header: M.emailColumn },
      { id: 'profile_description', header: M.profileColumn, cell: ({ row }) => row.original.profile_description ?? MESSAGES.common.empty },
      { id: 'phone_number', header: M.phoneColumn, cell: ({ row }) => formatPhone(row.original.phone_number) || MESSAGES.common.empty },
      // Inactivated users stay listed: without their status they would pass for active ones.
      { id: 'active', header: M.activeColumn, cell: ({ row }) => yesNo(row.original.active) },
      {
        id: 'actions',
        header: MESSAGES.common.actions,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <UserRowActions
            user={row.original}
            canEdit={canEdit}
            canInactivate={canDelete}
            onEdit={() => void navigate(paths.access.edit.getHref('user', row.original.id))}
            onResetPassword={() => setPasswordFor(row.original)}
            onInactivate={() => actions.inactivate(row.original)}
            onUnlock={() => actions.unlock(row.original)}
          />
        ),
      },
    ],
    [actions, canDelete, canEdit, navigate],
  );

  return (
    <Stack spacing={2}>
      {isAdmin ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(paths.access.create.getHref('user'))}>
            {M.addUser}
          </Button>
        </Stack>
      ) : null}
      <ListScreen list={list} query={query} fields={USER_FILTER_FIELDS} columns={columns} minWidth={720} />
      <ChangePasswordDialog open={passwordFor != null} user={passwordFor} onClose={() => setPasswordFor(null)} />
    </Stack>
  );
}
