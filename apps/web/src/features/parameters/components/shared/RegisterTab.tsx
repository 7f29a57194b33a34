import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { PermissionSlug } from '@lastro/domain';
import { NoAccess } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { SectionCard } from '../SectionCard';

export interface RegisterTabProps {
  slug: PermissionSlug;
  createTitle: string;
  createForm: ReactNode;
  listTitle: string;
  list: ReactNode;
}

/** A register tab: the create form (create permission) and the list (read permission). */
export function RegisterTab({ slug, createTitle, createForm, listTitle, list }: RegisterTabProps) {
  const { can, loading } = usePermissions();
  if (loading) return null;
  const canCreate = can(slug, 'create');
  const canRead = can(slug, 'read');
  if (!canCreate && !canRead) return <NoAccess />;
  return (
    <Stack spacing={3}>
      {canCreate ? <SectionCard title={createTitle}>{createForm}</SectionCard> : null}
      {canRead ? <SectionCard title={listTitle}>{list}</SectionCard> : null}
    </Stack>
  );
}
