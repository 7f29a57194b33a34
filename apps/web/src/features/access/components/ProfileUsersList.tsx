import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatPhone, yesNo } from '@lastro/domain';
import { ListScreen, useListState, type FilterField } from '../../../components';
import { useProfileAccounts } from '../api/get-profile-accounts';
import type { ProfileAccount, ProfileAccountFilters } from '../types';

const C = MESSAGES.common;
const M = MESSAGES.access;
const DEFAULTS: ProfileAccountFilters = { name: '', email: '', active: '' };
const FIELDS: FilterField<keyof ProfileAccountFilters>[] = [
  { name: 'name', label: M.nameColumn, type: 'text' },
  { name: 'email', label: M.emailColumn, type: 'text' },
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

/** The users holding a profile (edit mode), with filters name, e-mail and active. */
export function ProfileUsersList({ profileId }: { profileId: number }) {
  const list = useListState<ProfileAccountFilters>(DEFAULTS);
  const query = useProfileAccounts(profileId, list.filters, list.params);
  const columns = useMemo<ColumnDef<ProfileAccount>[]>(
    () => [
      { accessorKey: 'name', header: M.nameColumn },
      { accessorKey: 'email', header: M.emailColumn },
      { id: 'phone_number', header: M.phoneColumn, cell: ({ row }) => formatPhone(row.original.phone_number) },
      { id: 'creditor_name', header: M.creditorColumn, cell: ({ row }) => row.original.creditor_name ?? C.empty },
      { id: 'active', header: M.activeColumn, cell: ({ row }) => yesNo(row.original.active) },
    ],
    [],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {M.profileUsersTitle}
      </Typography>
      <ListScreen list={list} query={query} fields={FIELDS} columns={columns} emptyText={M.noProfileUsers} minWidth={640} />
    </Stack>
  );
}
