import { z } from 'zod';
import Grid from '@mui/material/Grid';
import { formatPercent, MESSAGES, partnerSchema, type PartnerInput } from '@lastro/domain';
import { FormMaskedField, FormTextField, SubmitButton, SubmitForm, parseMaskedDecimal } from '../../../components';
import { useZodForm } from '../../../lib/useZodForm';
import type { Partner } from '../types';

const R = MESSAGES.registers;

// The form holds the masked texts; the domain rule judges the parsed values.
const formSchema = partnerSchema.extend({
  revenue_percentage: z
    .string()
    .transform((text) => parseMaskedDecimal(text) ?? undefined)
    .pipe(partnerSchema.shape.revenue_percentage),
});
export interface PartnerFormProps {
  partner?: Partner;
  submitting: boolean;
  onSubmit: (values: PartnerInput) => Promise<unknown>;
}

/** CNPJ/CPF, razão social, nome fantasia and % receita (2 decimals, 0 to 100). */
export function PartnerForm({ partner, submitting, onSubmit }: PartnerFormProps) {
  const form = useZodForm(formSchema, {
    mode: 'onTouched',
    defaultValues: {
      document_number: partner?.document_number ?? '',
      company_name: partner?.company_name ?? '',
      trading_name: partner?.trading_name ?? '',
      revenue_percentage: partner ? formatPercent(partner.revenue_percentage) : '',
    },
  });
  const { isDirty } = form.formState;

  return (
    <SubmitForm form={form} onValid={onSubmit} aria-label={partner ? R.editPartnerTitle : R.createPartnerTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormMaskedField control={form.control} name="document_number" kind="cpfCnpj" label={R.partnerDocumentLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormMaskedField
            control={form.control}
            name="revenue_percentage"
            kind="percent"
            label={MESSAGES.merchants.revenuePercentageLabel}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="company_name" label={R.partnerCompanyNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="trading_name" label={R.partnerTradingNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton pending={submitting} disabled={Boolean(partner) && !isDirty} />
        </Grid>
      </Grid>
    </SubmitForm>
  );
}
