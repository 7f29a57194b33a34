import { useNavigate } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@lastro/domain';
import { BackButton, PageHeader, useToast } from '../../../components';
import { useCreatePartner } from '../api/create-partner';
import { PartnerForm } from '../components/PartnerForm';
import { paths } from '../../../lib/paths';

const R = MESSAGES.registers;

export default function PartnerCreatePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePartner();
  return (
    <>
      <BackButton to={paths.partners.root.path} />
      <PageHeader title={R.createPartnerTitle} />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <PartnerForm
          submitting={create.isPending}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            toast.success(R.partnerCreated);
            void navigate(paths.partners.root.path);
          }}
        />
      </Paper>
    </>
  );
}
