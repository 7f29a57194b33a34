import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddIcon from '@mui/icons-material/Add';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { NoAccess, PageHeader, TabbedPage } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { CommitmentsTab } from '../components/CommitmentsTab';
import { RequestsTab } from '../components/RequestsTab';

const M = MESSAGES.commitments;

/**
 * /app/appointments: 'Compromissos' with the tabs COMPROMISSOS and SOLICITAÇÕES (?tab= 0, 1);
 * each shows the no-permission view without read on its slug. 'Adicionar compromisso' needs create.
 */
export default function CommitmentsListPage() {
  const navigate = useNavigate();
  const { can, loading } = usePermissions();
  if (loading) return <CircularProgress aria-label={MESSAGES.common.loading} />;
  return (
    <>
      <PageHeader
        title={M.listTitle}
        actions={
          can(PERMISSIONS.cad_compromisso_dados_compromissos, 'create') ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(paths.appointments.create.path)}>
              {M.addCommitment}
            </Button>
          ) : null
        }
      />
      <TabbedPage
        aria-label={M.listTitle}
        tabs={[
          { label: M.commitmentsTab, content: can(PERMISSIONS.cad_compromisso_dados_compromissos, 'read') ? <CommitmentsTab /> : <NoAccess /> },
          { label: M.requestsTab, content: can(PERMISSIONS.cad_compromisso_dados_solicitacoes, 'read') ? <RequestsTab /> : <NoAccess /> },
        ]}
      />
    </>
  );
}
