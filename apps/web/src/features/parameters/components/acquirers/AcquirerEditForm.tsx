import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { acquirerSchema, maskCnpj, MESSAGES, REGISTRIES } from '@lastro/domain';
import { useToast } from '../../../../components';
import { muiRegister } from '../../lib/mui-register';
import { useUpdateAcquirer } from '../../api/update-acquirer';
import { parametersTabPath } from '../../paths';
import type { Acquirer } from '../../types';
import { RegisterLogo } from '../RegisterLogo';

const R = MESSAGES.registers;
const editSchema = acquirerSchema.pick({ acquirer_name: true, register_name: true });
type EditValues = { acquirer_name: string; register_name: string };

/** 'Editar Credenciadora': name and registry; the CNPJ and the logo are shown, not editable. */
export function AcquirerEditForm({ acquirer }: { acquirer: Acquirer }) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateAcquirer();
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { acquirer_name: acquirer.acquirer_name, register_name: acquirer.register_name },
    mode: 'onChange',
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: acquirer.id, ...values });
    toast.success(R.acquirerUpdated);
    void navigate(parametersTabPath('acquirer'));
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={R.editAcquirerTitle}>
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
          <TextField
            {...muiRegister(form.register('acquirer_name'))}
            label={R.acquirerNameLabel}
            size="small"
            fullWidth
            required
            error={Boolean(errors.acquirer_name)}
            helperText={errors.acquirer_name?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField label={R.cnpjLabel} size="small" fullWidth disabled value={maskCnpj(acquirer.document_number)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={form.control}
            name="register_name"
            render={({ field, fieldState }) => (
              <TextField {...field} select label={R.registryLabel} size="small" fullWidth required error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                {REGISTRIES.map((r) => (
                  <MenuItem key={r.value} value={r.value}>
                    {r.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={!isDirty || Object.keys(errors).length > 0 || update.isPending}>
            {MESSAGES.common.save}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
