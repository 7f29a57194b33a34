import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess, PageHeader, TabbedPage } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { CreditorUsersTab } from '../components/CreditorUsersTab';
import { PlatformUsersTab } from '../components/PlatformUsersTab';
import { ProfilesTab } from '../components/ProfilesTab';

const M = MESSAGES.access;

/** /app/access: ?tab= 0 platform users, 1 creditor users, 2 profiles; non-admins see only creditor users. */
export default function AccessPage() {
  const { isAdmin, loading, can } = usePermissions();
  if (loading) return <CircularProgress aria-label={MESSAGES.common.loading} />;
  const canRead = isAdmin || can(PERMISSIONS.cad_acesso_usuario_fornecedor, 'read');
  return (
    <>
      <PageHeader title={M.pageTitle} />
      {canRead ? (
        <TabbedPage
          aria-label={M.pageTitle}
          tabs={[
            { label: M.platformUsersTab, content: <PlatformUsersTab />, hidden: !isAdmin },
            { label: M.creditorUsersTab, content: <CreditorUsersTab /> },
            { label: M.profilesTab, content: <ProfilesTab />, hidden: !isAdmin },
          ]}
        />
      ) : (
        <NoAccess />
      )}
    </>
  );
}
