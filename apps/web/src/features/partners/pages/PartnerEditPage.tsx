import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@lastro/domain';
import { BackButton, PageHeader, useToast } from '../../../components';
import { usePartner } from '../api/get-partner';
import { useUpdatePartner } from '../api/update-partner';
import { PartnerForm } from '../components/PartnerForm';
import { PARTNERS_PATH } from '../types';

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
    <>
      <BackButton to={PARTNERS_PATH} />
      <PageHeader title={R.editPartnerTitle} />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        {!id ? <Alert severity="warning">{MESSAGES.errors.notFound}</Alert> : null}
        {id && query.isPending ? <LinearProgress /> : null}
        {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
        {query.data ? (
          <PartnerForm
            partner={query.data}
            submitting={update.isPending}
            onSubmit={async (values) => {
              await update.mutateAsync({ id, ...values });
              toast.success(R.partnerUpdated);
              void navigate(PARTNERS_PATH);
            }}
          />
        ) : null}
      </Paper>
    </>
  );
}
