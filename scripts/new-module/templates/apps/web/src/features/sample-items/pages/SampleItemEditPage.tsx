import { useNavigate, useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES } from '@lastro/domain';
import { EditFrame, useToast } from '../../../components';
import { paths } from '../../../lib/paths';
import { useSampleItem } from '../api/get-sample-item';
import { useUpdateSampleItem } from '../api/update-sample-item';
import { SampleItemForm } from '../components/SampleItemForm';

const M = MESSAGES.sampleItems;

/** /app/sample-items/edit?id= */
export default function SampleItemEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const query = useSampleItem(id);
  const update = useUpdateSampleItem();
  return (
    <EditFrame back={paths.sampleItems.root.path} title={M.editTitle} query={query} missing={!id}>
      {(sampleItem) => (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <SampleItemForm
            sampleItem={sampleItem}
            submitting={update.isPending}
            onSubmit={async (values) => {
              await update.mutateAsync({ id, ...values });
              toast.success(M.updated);
              void navigate(paths.sampleItems.root.path);
            }}
          />
        </Paper>
      )}
    </EditFrame>
  );
}
