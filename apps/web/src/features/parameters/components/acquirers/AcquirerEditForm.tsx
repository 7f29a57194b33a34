import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { acquirerSchema, maskCnpj, MESSAGES, REGISTRIES } from '@lastro/domain';
import { FormSelectField, FormTextField } from '../../../../components';
import { SubmitForm, validHandler } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { useUpdateAcquirer } from '../../api/update-acquirer';
import { EditSaveRow, useSavedAndBack } from '../shared/edit-form';
import type { Acquirer } from '../../types';
import { RegisterLogo } from '../RegisterLogo';

const R = MESSAGES.registers;
const editSchema = acquirerSchema.pick({ acquirer_name: true, register_name: true });

/** 'Editar Credenciadora': name and registry; the CNPJ and the logo are shown, not editable. */
export function AcquirerEditForm({ acquirer }: { acquirer: Acquirer }) {
  const savedAndBack = useSavedAndBack('acquirer', R.acquirerUpdated);
  const update = useUpdateAcquirer();
  const form = useZodForm(editSchema, {
    defaultValues: { acquirer_name: acquirer.acquirer_name, register_name: acquirer.register_name },
    mode: 'onChange',
  });
  const { isDirty } = form.formState;

  const submit = validHandler(form, async (values) => {
    await update.mutateAsync({ id: acquirer.id, ...values });
    savedAndBack();
  });

  return (
    <SubmitForm form={form} onValid={submit} aria-label={R.editAcquirerTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <RegisterLogo path={acquirer.path} name={acquirer.acquirer_name} size={56} />
            <Typography variant="body2" color="text.secondary">
              {R.logoLabel}
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={form.control} name="acquirer_name" label={R.acquirerNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField label={R.cnpjLabel} size="small" fullWidth disabled value={maskCnpj(acquirer.document_number)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField control={form.control} name="register_name" label={R.registryLabel} required options={REGISTRIES} />
        </Grid>
        <EditSaveRow pending={update.isPending} blocked={!isDirty} />
      </Grid>
    </SubmitForm>
  );
}
