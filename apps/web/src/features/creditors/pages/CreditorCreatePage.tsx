import { useNavigate } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@lastro/domain';
import { BackButton, NoAccess, PageHeader, useToast } from '../../../components';
import { usePermissions } from '../../../lib/permissions';
import { useCreateCreditor } from '../api/create-creditor';
import { CreditorForm } from '../components/CreditorForm';
import { paths } from '../../../lib/paths';

const M = MESSAGES.creditors;

/** /app/creditors/create: on success the edit page of the new creditor opens. */
export default function CreditorCreatePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { can } = usePermissions();
  const create = useCreateCreditor();
  if (!can('cad_fornecedor', 'create')) return <NoAccess />;
  return (
    <>
      <BackButton to={paths.creditors.root.path} />
      <PageHeader title={M.createTitle} />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <CreditorForm
          submitting={create.isPending}
          onSubmit={async (values) => {
            const created = await create.mutateAsync(values);
            toast.success(M.created);
            void navigate(paths.creditors.edit.getHref(created.id));
          }}
        />
      </Paper>
    </>
  );
}
