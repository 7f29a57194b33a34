import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { MESSAGES, PERMISSIONS, formatPhone, yesNo } from '@lastro/domain';
import { ListScreen, useListState } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useCreditorUsers } from '../api/get-creditor-users';
import { paths } from '../../../lib/paths';
import type { User, UserFilters } from '../types';
import { CreditorSelect } from './CreditorSelect';
import { USER_FILTER_DEFAULTS, USER_FILTER_FIELDS } from './user-filters';
import { UserRowActions } from './UserRowActions';
import { useUserActions } from './useUserActions';

const M = MESSAGES.access;
const SLUG = PERMISSIONS.cad_acesso_usuario_fornecedor;

/**
 * Creditor users. Admins pick the supplier (kept in ?creditor_id=); a creditor user is fixed
 * to its own creditor. Every row action needs edit on cad_acesso_usuario_fornecedor.
 */
export function CreditorUsersTab() {
  const navigate = useNavigate();
  const session = useSession();
  const { isAdmin, can } = usePermissions();
  const [params] = useSearchParams();
  const creditorId = isAdmin ? params.get('creditor_id') : (session?.user.personId ?? null);
  const list = useListState<UserFilters>(USER_FILTER_DEFAULTS, { namespace: 'creditor' });
  const query = useCreditorUsers(creditorId, list.filters, list.params);
  const actions = useUserActions('creditor');
  const canEdit = can(SLUG, 'edit');

  const selectCreditor = (id: string | null) => list.setOutside({ creditor_id: id });

  const columns = useMemo<ColumnDef<User>[]>(
    () => [
      { accessorKey: 'name', header: M.nameColumn },
      { accessorKey: 'email', header: M.emailColumnShort },
      {
        id: 'profile_description',
        header: M.profileColumn,
        cell: ({ row }) => row.original.profile_description ?? MESSAGES.common.empty,
      },
      {
        id: 'phone_number',
        header: M.phoneColumn,
        cell: ({ row }) => formatPhone(row.original.phone_number) || MESSAGES.common.empty,
      },
      { id: 'active', header: M.activeColumn, cell: ({ row }) => yesNo(row.original.active) },
      {
        id: 'actions',
        header: MESSAGES.common.actions,
        meta: { align: 'right' },
        cell: ({ row }) => (
          <UserRowActions
            user={row.original}
            canEdit={canEdit}
            canInactivate={canEdit}
            onEdit={() => void navigate(paths.access.edit.getHref('user-creditor', row.original.id))}
            onResendInvite={() => actions.resendInvite(row.original)}
            onInactivate={() => actions.inactivate(row.original)}
            onUnlock={() => actions.unlock(row.original)}
          />
        ),
      },
    ],
    [actions, canEdit, navigate],
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        {isAdmin ? <CreditorSelect value={creditorId} onChange={selectCreditor} /> : <span />}
        {can(SLUG, 'create') ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!creditorId}
            onClick={() =>
              creditorId && void navigate(paths.access.create.getHref('user-creditor', creditorId))
            }
          >
            {M.addUser}
          </Button>
        ) : null}
      </Stack>
      <ListScreen
        list={list}
        query={query}
        fields={USER_FILTER_FIELDS}
        columns={columns}
        minWidth={760}
        filtersDisabled={!creditorId}
        placeholder={creditorId ? undefined : <Alert severity="info">{M.noCreditorSelected}</Alert>}
      />
    </Stack>
  );
}
