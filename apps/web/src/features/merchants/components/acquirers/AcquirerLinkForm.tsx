import Grid from '@mui/material/Grid';
import { MESSAGES, merchantAcquirerLinkInputSchema, type MerchantAcquirerLinkInput } from '@lastro/domain';
import { FormSelectField, SubmitForm, validHandler } from '../../../../components';
import { useAcquirers } from '../../../../lib/reference/useAcquirers';
import { useZodForm } from '../../../../lib/useZodForm';
import { SubmitCell } from './TabParts';
import { useAdvancements } from '../../api/acquirers';

const M = MESSAGES.merchants;
const EMPTY: MerchantAcquirerLinkInput = { acquirer_id: '', advancement_id: '' };

/** The administrator's 'Vincular credenciadora': the acquirer of the registers and the anticipation. */
export function AcquirerLinkForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (values: { acquirer_id: number; advancement_id: number }) => Promise<unknown>;
}) {
  const acquirers = useAcquirers();
  const advancements = useAdvancements();
  const form = useZodForm(merchantAcquirerLinkInputSchema, { mode: 'onTouched', defaultValues: EMPTY });
  const submit = validHandler(form, async (values) => {
    await onSubmit(values);
    form.reset(EMPTY);
  });
  const acquirerOptions = (acquirers.data?.results ?? [])
    .filter((a) => a.active)
    .map((a) => ({ value: String(a.id), label: a.acquirer_name }));
  const advancementOptions = (advancements.data?.results ?? []).map((a) => ({
    value: String(a.id),
    label: a.description,
  }));
  return (
    <SubmitForm form={form} onValid={submit}    aria-label={M.newAcquirerLinkTitle}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormSelectField
            control={form.control}
            name="acquirer_id"
            label={M.acquirerLabel}
            options={acquirerOptions}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormSelectField
            control={form.control}
            name="advancement_id"
            label={M.advancementLabel}
            options={advancementOptions}
            required
          />
        </Grid>
        <SubmitCell label={M.addAcquirerLink} submitting={submitting} />
      </Grid>
    </SubmitForm>
  );
}
