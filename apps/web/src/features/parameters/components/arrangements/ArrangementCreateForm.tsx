import type { z } from 'zod';
import Grid from '@mui/material/Grid';
import { arrangementSchema, DEFAULT_ARRANGEMENT_TYPE, MESSAGES } from '@lastro/domain';
import { FormTextField, SubmitForm } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { useCreateArrangement } from '../../api/create-arrangement';
import { LogoSubmitRow } from '../shared/LogoSubmitRow';
import { useLogoCreate } from '../shared/useLogoCreate';
import { ArrangementCodeInput, ArrangementTypeInput } from './ArrangementInputs';

const R = MESSAGES.registers;
type Input = z.input<typeof arrangementSchema>;
const EMPTY: Input = { brand_name: '', brand_code: '', type: DEFAULT_ARRANGEMENT_TYPE, payment_arrangement: '' };

/** 'Cadastrar arranjo': brand name and code, type (credit by default), 3-character arrangement, logo. */
export function ArrangementCreateForm() {
  const form = useZodForm(arrangementSchema, { defaultValues: EMPTY, mode: 'onTouched' });
  const { onValid, submitRow } = useLogoCreate(form, EMPTY, useCreateArrangement(), R.arrangementCreated);

  return (
    <SubmitForm form={form} onValid={onValid} aria-label={R.newArrangement}>
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
        <LogoSubmitRow {...submitRow} />
      </Grid>
    </SubmitForm>
  );
}
