import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Grid from '@mui/material/Grid';
import { arrangementSchema, DEFAULT_ARRANGEMENT_TYPE, MESSAGES } from '@lastro/domain';
import { FormTextField, useToast } from '../../../../components';
import { useCreateArrangement } from '../../api/create-arrangement';
import { logoError } from '../LogoField';
import { LogoSubmitRow } from '../shared/LogoSubmitRow';
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
          <FormTextField control={form.control} name="brand_name" label={R.brandNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormTextField control={form.control} name="brand_code" label={R.brandCodeLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <ArrangementTypeInput control={form.control} name="type" />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <ArrangementCodeInput control={form.control} name="payment_arrangement" />
        </Grid>
        <LogoSubmitRow
          logo={logo}
          onLogoChange={setLogo}
          logoError={fileError}
          pending={create.isPending}
          invalid={Object.keys(errors).length > 0}
        />
      </Grid>
    </form>
  );
}
