import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { arrangementSchema, MESSAGES } from '@lastro/domain';
import { FormTextField } from '../../../../components';
import { SubmitForm, validHandler } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { useUpdateArrangement } from '../../api/update-arrangement';
import { EditSaveRow, useSavedAndBack } from '../shared/edit-form';
import type { Arrangement } from '../../types';
import { RegisterLogo } from '../RegisterLogo';
import { ArrangementCodeInput, ArrangementTypeInput } from './ArrangementInputs';

const R = MESSAGES.registers;
const editSchema = arrangementSchema.pick({ brand_name: true, type: true, payment_arrangement: true }).required();

/**
 * 'Editar Arranjo': name, type and arrangement; the brand code and logo are shown, not editable.
 * An inactive arrangement is read-only ('Não é possivel editar um arranjo inativo').
 */
export function ArrangementEditForm({ arrangement }: { arrangement: Arrangement }) {
  const savedAndBack = useSavedAndBack('arrangement', R.arrangementUpdated);
  const update = useUpdateArrangement();
  const locked = !arrangement.active;
  const form = useZodForm(editSchema, {
    defaultValues: { brand_name: arrangement.brand_name, type: arrangement.type, payment_arrangement: arrangement.payment_arrangement },
    mode: 'onChange',
    disabled: locked,
  });
  const { isDirty } = form.formState;

  const submit = validHandler(form, async (values) => {
    await update.mutateAsync({ id: arrangement.id, ...values });
    savedAndBack();
  });

  return (
    <SubmitForm form={form} onValid={submit} aria-label={R.editArrangementTitle}>
      <Grid container spacing={2}>
        {locked ? (
          <Grid size={{ xs: 12 }}>
            <Alert severity="warning">{R.inactiveArrangementEdit}</Alert>
          </Grid>
        ) : null}
        <Grid size={{ xs: 12 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <RegisterLogo path={arrangement.path} name={arrangement.brand_name} size={56} />
            <Typography variant="body2" color="text.secondary">
              {R.logoLabel}
            </Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={form.control} name="brand_name" label={R.brandNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField label={R.brandCodeLabel} size="small" fullWidth disabled value={arrangement.brand_code} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <ArrangementTypeInput control={form.control} name="type" />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <ArrangementCodeInput control={form.control} name="payment_arrangement" />
        </Grid>
        <EditSaveRow pending={update.isPending} blocked={locked || !isDirty} />
      </Grid>
    </SubmitForm>
  );
}
