import Stack from '@mui/material/Stack';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { SectionCard } from '../SectionCard';
import { ArrangementCreateForm } from './ArrangementCreateForm';
import { ArrangementsList } from './ArrangementsList';

const R = MESSAGES.registers;
const SLUG = PERMISSIONS.cad_parametro_lastro_arranjos;

/** Arranjos tab: the create form (create permission) and the list (read permission). */
export function ArrangementsTab() {
  const { can, loading } = usePermissions();
  if (loading) return null;
  const canCreate = can(SLUG, 'create');
  const canRead = can(SLUG, 'read');
  if (!canCreate && !canRead) return <NoAccess />;
  return (
    <Stack spacing={3}>
      {canCreate ? (
        <SectionCard title={R.newArrangement}>
          <ArrangementCreateForm />
        </SectionCard>
      ) : null}
      {canRead ? (
        <SectionCard title={R.arrangementsList}>
          <ArrangementsList />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
