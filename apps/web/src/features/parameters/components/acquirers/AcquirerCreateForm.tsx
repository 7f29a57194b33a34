import Grid from '@mui/material/Grid';
import { acquirerSchema, MESSAGES, REGISTRIES, type AcquirerInput } from '@lastro/domain';
import { FormMaskedField, FormSelectField, FormTextField, SubmitForm } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { useCreateAcquirer } from '../../api/create-acquirer';
import { LogoSubmitRow } from '../shared/LogoSubmitRow';
import { useLogoCreate } from '../shared/useLogoCreate';

const R = MESSAGES.registers;
const EMPTY: AcquirerInput = { acquirer_name: '', document_number: '', register_name: '' };

/** 'Cadastrar credenciadora': name, CNPJ, registry and logo (CNPJ and logo cannot change later). */
export function AcquirerCreateForm() {
  const form = useZodForm(acquirerSchema, { defaultValues: EMPTY, mode: 'onTouched' });
  const { onValid, submitRow } = useLogoCreate(form, EMPTY, useCreateAcquirer(), R.acquirerCreated);

  return (
    <SubmitForm form={form} onValid={onValid} aria-label={R.newAcquirer}>
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
        <LogoSubmitRow {...submitRow} />
      </Grid>
    </SubmitForm>
  );
}
