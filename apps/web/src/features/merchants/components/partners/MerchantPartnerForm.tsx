import Grid from '@mui/material/Grid';
import {
  MERCHANT_PARTNER_STATUSES,
  MESSAGES,
  merchantPartnerCreateSchema,
  type MerchantPartnerCreateInput,
} from '@lastro/domain';
import { FormMaskedField, FormSelectField, FormTextField, SubmitForm, validHandler } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import { SubmitCell } from '../acquirers/TabParts';

const M = MESSAGES.merchants;
const EMPTY: MerchantPartnerCreateInput = { document_number: '', full_name: '', status: 'pendente' };

/** The administrator's 'Cadastrar sócio': CPF, full name and status. */
export function MerchantPartnerForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  /** Resolves when saved; the form then clears itself. */
  onSubmit: (values: MerchantPartnerCreateInput) => Promise<unknown>;
}) {
  const form = useZodForm(merchantPartnerCreateSchema, { mode: 'onTouched', defaultValues: EMPTY });
  const submit = validHandler(form, async (values) => {
    await onSubmit(values);
    form.reset(EMPTY);
  });
  return (
    <SubmitForm form={form} onValid={submit} aria-label={M.newPartnerTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormMaskedField
            control={form.control}
            name="document_number"
            kind="cpfCnpj"
            label={M.partnerCpfLabel}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormTextField control={form.control} name="full_name" label={M.partnerFullNameLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <FormSelectField
            control={form.control}
            name="status"
            label={M.partnerStatusLabel}
            options={MERCHANT_PARTNER_STATUSES}
          />
        </Grid>
        <SubmitCell label={M.addMerchantPartner} submitting={submitting} />
      </Grid>
    </SubmitForm>
  );
}
