import { useNavigate } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@lastro/domain';
import { BackButton, PageHeader, useToast } from '../../../components';
import { paths } from '../../../lib/paths';
import { useCreateSampleItem } from '../api/create-sample-item';
import { SampleItemForm } from '../components/SampleItemForm';

const M = MESSAGES.sampleItems;

/** /app/sample-items/create */
export default function SampleItemCreatePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateSampleItem();
  return (
    <>
      <BackButton to={paths.sampleItems.root.path} />
      <PageHeader title={M.createTitle} />
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <SampleItemForm
          submitting={create.isPending}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            toast.success(M.created);
            void navigate(paths.sampleItems.root.path);
          }}
        />
      </Paper>
    </>
  );
}
