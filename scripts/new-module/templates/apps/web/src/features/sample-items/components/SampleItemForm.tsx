import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { MESSAGES, sampleItemInputSchema, type SampleItem, type SampleItemInput } from '@lastro/domain';
import { FormTextField } from '../../../components';
import { useZodForm } from '../../../lib/useZodForm';

const M = MESSAGES.sampleItems;

export interface SampleItemFormProps {
  sampleItem?: SampleItem | undefined;
  submitting: boolean;
  onSubmit: (values: SampleItemInput) => Promise<unknown>;
}

/** Name and description, judged by the same domain schema the server applies. */
export function SampleItemForm({ sampleItem, submitting, onSubmit }: SampleItemFormProps) {
  const form = useZodForm(sampleItemInputSchema, {
    mode: 'onTouched',
    defaultValues: { name: sampleItem?.name ?? '', description: sampleItem?.description ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(values));

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={sampleItem ? M.editTitle : M.createTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="name" label={M.nameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="description" label={M.descriptionLabel} />
        </Grid>
        <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={submitting}
            disabled={submitting || Object.keys(errors).length > 0 || (Boolean(sampleItem) && !isDirty)}
          >
            {MESSAGES.common.save}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
