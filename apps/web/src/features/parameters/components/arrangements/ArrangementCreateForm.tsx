import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { arrangementSchema, DEFAULT_ARRANGEMENT_TYPE, MESSAGES } from '@lastro/domain';
import { useToast } from '../../../../components';
import { muiRegister } from '../../lib/mui-register';
import { useCreateArrangement } from '../../api/create-arrangement';
import { LogoField, logoError } from '../LogoField';
import { ArrangementCodeInput, ArrangementTypeInput } from './ArrangementInputs';

const R = MESSAGES.registers;
type Input = z.input<typeof arrangementSchema>;
type Output = z.output<typeof arrangementSchema>;
const EMPTY: Input = { brand_name: '', brand_code: '', type: DEFAULT_ARRANGEMENT_TYPE, payment_arrangement: '' };

/** 'Cadastrar arranjo': brand name and code, type (credit by default), 3-character arrangement, logo. */
export function ArrangementCreateForm() {
  const toast = useToast();
  const create = useCreateArrangement();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(arrangementSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const { errors } = form.formState;
  const fileError = logoError(logo);

  const submit = form.handleSubmit(async (values) => {
    if (fileError) return;
    await create.mutateAsync({ ...values, file: logo });
    toast.success(R.arrangementCreated);
    form.reset(EMPTY);
    setLogo(null);
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={R.newArrangement}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
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
          <TextField
            {...muiRegister(form.register('brand_code'))}
            label={R.brandCodeLabel}
            size="small"
            fullWidth
            required
            error={Boolean(errors.brand_code)}
            helperText={errors.brand_code?.message}
          />
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
