import Stack from '@mui/material/Stack';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { SectionCard } from '../SectionCard';
import { BankCreateForm } from './BankCreateForm';
import { BanksList } from './BanksList';

const R = MESSAGES.registers;
const SLUG = PERMISSIONS.cad_parametro_lastro_bancos;

/** Bancos tab: the create form (create permission) and the list (read permission). */
export function BanksTab() {
  const { can, loading } = usePermissions();
  if (loading) return null;
  const canCreate = can(SLUG, 'create');
  const canRead = can(SLUG, 'read');
  if (!canCreate && !canRead) return <NoAccess />;
  return (
    <Stack spacing={3}>
      {canCreate ? (
        <SectionCard title={R.newBank}>
          <BankCreateForm />
        </SectionCard>
      ) : null}
      {canRead ? (
        <SectionCard title={R.banksList}>
          <BanksList />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
