import { useNavigate, useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@lastro/domain';
import { EditFrame, useToast } from '../../../components';
import { usePartner } from '../api/get-partner';
import { useUpdatePartner } from '../api/update-partner';
import { PartnerForm } from '../components/PartnerForm';
import { paths } from '../../../lib/paths';

const R = MESSAGES.registers;

/** /app/partners/edit?id= */
export default function PartnerEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const query = usePartner(id);
  const update = useUpdatePartner();
  return (
    <EditFrame back={paths.partners.root.path} title={R.editPartnerTitle} query={query} missing={!id}>
      {(partner) => (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <PartnerForm
            partner={partner}
            submitting={update.isPending}
            onSubmit={async (values) => {
              await update.mutateAsync({ id, ...values });
              toast.success(R.partnerUpdated);
              void navigate(paths.partners.root.path);
            }}
          />
        </Paper>
      )}
    </EditFrame>
  );
}
