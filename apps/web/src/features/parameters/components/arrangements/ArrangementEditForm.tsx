import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { arrangementSchema, MESSAGES } from '@lastro/domain';
import { useToast } from '../../../../components';
import { useUpdateArrangement } from '../../api/update-arrangement';
import { muiRegister } from '../../lib/mui-register';
import { parametersTabPath } from '../../paths';
import type { Arrangement } from '../../types';
import { RegisterLogo } from '../RegisterLogo';
import { ArrangementCodeInput, ArrangementTypeInput } from './ArrangementInputs';

const R = MESSAGES.registers;
const editSchema = arrangementSchema.pick({ brand_name: true, type: true, payment_arrangement: true }).required();
type EditValues = { brand_name: string; type: string; payment_arrangement: string };

/**
 * 'Editar Arranjo': name, type and arrangement; the brand code and logo are shown, not editable.
 * An inactive arrangement is read-only ('Não é possivel editar um arranjo inativo').
 */
export function ArrangementEditForm({ arrangement }: { arrangement: Arrangement }) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateArrangement();
  const locked = !arrangement.active;
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { brand_name: arrangement.brand_name, type: arrangement.type, payment_arrangement: arrangement.payment_arrangement },
    mode: 'onChange',
    disabled: locked,
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: arrangement.id, ...values });
    toast.success(R.arrangementUpdated);
    void navigate(parametersTabPath('arrangement'));
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={R.editArrangementTitle}>
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
          <TextField
            {...muiRegister(form.register('brand_name'))}
            label={R.brandNameLabel}
            size="small"
            fullWidth
            required
            error={Boolean(errors.brand_name)}
            helperText={errors.brand_name?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField label={R.brandCodeLabel} size="small" fullWidth disabled value={arrangement.brand_code} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => <ArrangementTypeInput {...field} errorText={fieldState.error?.message} />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <ArrangementCodeInput {...muiRegister(form.register('payment_arrangement'))} errorText={errors.payment_arrangement?.message} />
        </Grid>
        <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={update.isPending}
            disabled={locked || !isDirty || Object.keys(errors).length > 0 || update.isPending}
          >
            {MESSAGES.common.save}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
