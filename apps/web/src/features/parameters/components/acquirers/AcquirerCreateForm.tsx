import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { acquirerSchema, MESSAGES, REGISTRIES, type AcquirerInput } from '@lastro/domain';
import { FormMaskedField, FormSelectField, FormTextField, useToast } from '../../../../components';
import { useCreateAcquirer } from '../../api/create-acquirer';
import { logoError } from '../LogoField';
import { LogoSubmitRow } from '../shared/LogoSubmitRow';

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
          <FormTextField control={form.control} name="acquirer_name" label={R.acquirerNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormMaskedField control={form.control} name="document_number" kind="cnpj" label={R.cnpjLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField control={form.control} name="register_name" label={R.registryLabel} required options={REGISTRIES} />
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
