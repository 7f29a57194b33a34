import { useNavigate, useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { MESSAGES, type SampleItem } from '@lastro/domain';
import { BackButton, EditFrame, PageHeader, useToast } from '../../../components';
import { paths } from '../../../lib/paths';
import { sampleItemsApi } from '../api/sample-items-api';
import { SampleItemForm } from '../components/SampleItemForm';

const M = MESSAGES.sampleItems;

/** /app/sample-items/create, and with `edit` /app/sample-items/edit?id= */
export default function SampleItemFormPage({ edit = false }: { edit?: boolean }) {
  const [params] = useSearchParams();
  const id = edit ? (params.get('id') ?? '') : '';
  const navigate = useNavigate();
  const toast = useToast();
  const query = sampleItemsApi.useOne(id);
  const create = sampleItemsApi.useCreate();
  const update = sampleItemsApi.useUpdate();
  const back = paths.sampleItems.root.path;
  const form = (sampleItem?: SampleItem) => (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <SampleItemForm
        sampleItem={sampleItem}
        submitting={create.isPending || update.isPending}
        onSubmit={async (values) => {
          await (sampleItem ? update.mutateAsync({ id, ...values }) : create.mutateAsync(values));
          toast.success(sampleItem ? M.updated : M.created);
          void navigate(back);
        }}
      />
    </Paper>
  );
  if (!edit)
    return (
      <>
        <BackButton to={back} />
        <PageHeader title={M.createTitle} />
        {form()}
      </>
    );
  return (
    <EditFrame back={back} title={M.editTitle} query={query} missing={!id}>
      {form}
    </EditFrame>
  );
}
