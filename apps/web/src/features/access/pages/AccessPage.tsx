import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess, PageHeader, TabbedPage } from '../../../components';
import { lazyNamed } from '../../../lib/lazyNamed';
import { usePermissions } from '../../../lib/permissions';

const M = MESSAGES.access;

// Each tab is a chunk of its own, loaded when shown: an address with ?tab= loads only that tab.
const PlatformUsersTab = lazyNamed(() => import('../components/PlatformUsersTab'), 'PlatformUsersTab');
const CreditorUsersTab = lazyNamed(() => import('../components/CreditorUsersTab'), 'CreditorUsersTab');
const ProfilesTab = lazyNamed(() => import('../components/ProfilesTab'), 'ProfilesTab');

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
