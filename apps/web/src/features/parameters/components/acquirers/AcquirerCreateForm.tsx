import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { acquirerSchema, MESSAGES, REGISTRIES, type AcquirerInput } from '@lastro/domain';
import { CnpjField, useToast } from '../../../../components';
import { muiRegister } from '../../lib/mui-register';
import { useCreateAcquirer } from '../../api/create-acquirer';
import { LogoField, logoError } from '../LogoField';

const R = MESSAGES.registers;
const EMPTY: AcquirerInput = { acquirer_name: '', document_number: '', register_name: '' };

/** 'Cadastrar credenciadora': name, CNPJ, registry and logo (CNPJ and logo cannot change later). */
export function AcquirerCreateForm() {
  const toast = useToast();
  const create = useCreateAcquirer();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm<AcquirerInput>({ resolver: zodResolver(acquirerSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors } = form.formState;
  const fileError = logoError(logo);

  const submit = form.handleSubmit(async (values) => {
    if (fileError) return;
    await create.mutateAsync({ ...values, file: logo });
    toast.success(R.acquirerCreated);
    form.reset(EMPTY);
    setLogo(null);
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={R.newAcquirer}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
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
          <Controller
            control={form.control}
            name="document_number"
            render={({ field, fieldState }) => (
              <CnpjField
                label={R.cnpjLabel}
                size="small"
                fullWidth
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={form.control}
            name="register_name"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label={R.registryLabel}
                size="small"
                fullWidth
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {REGISTRIES.map((r) => (
                  <MenuItem key={r.value} value={r.value}>
                    {r.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <LogoField value={logo} onChange={setLogo} error={fileError} disabled={create.isPending} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            disabled={create.isPending || Object.keys(errors).length > 0 || Boolean(fileError)}
          >
            {MESSAGES.common.register}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
