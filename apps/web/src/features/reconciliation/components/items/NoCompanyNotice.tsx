import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@lastro/domain';
import { paths } from '../../../../lib/paths';

const M = MESSAGES.reconciliationFiles;

/**
 * A creditor with no active company has nothing to reconcile (spec 4 §2.2 item 7): the list says
 * where to turn them on, with the way there for who may open 'Empresas e contas'.
 */
export function NoCompanyNotice({ canSeeCompanies }: { canSeeCompanies: boolean }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      action={
        canSeeCompanies && (
          <Button color="inherit" size="small" onClick={() => void navigate(paths.conciliationCompany.root.path)}>
            {M.goToCompanies}
          </Button>
        )
      }
    >
      {M.noCompany}
    </Alert>
  );
}
