import Stack from '@mui/material/Stack';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { SectionCard } from '../SectionCard';
import { AcquirerCreateForm } from './AcquirerCreateForm';
import { AcquirersList } from './AcquirersList';

const R = MESSAGES.registers;
const SLUG = PERMISSIONS.cad_parametro_lastro_credenciadoras;

/** Credenciadoras tab: the create form (create permission) and the list (read permission). */
export function AcquirersTab() {
  const { can, loading } = usePermissions();
  if (loading) return null;
  const canCreate = can(SLUG, 'create');
  const canRead = can(SLUG, 'read');
  if (!canCreate && !canRead) return <NoAccess />;
  return (
    <Stack spacing={3}>
      {canCreate ? (
        <SectionCard title={R.newAcquirer}>
          <AcquirerCreateForm />
        </SectionCard>
      ) : null}
      {canRead ? (
        <SectionCard title={R.acquirersList}>
          <AcquirersList />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
