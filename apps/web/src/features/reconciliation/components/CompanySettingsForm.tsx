import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import {
  centsToDecimalText,
  formatCurrency,
  formatDocument,
  MESSAGES,
  reconciliationCompanyPatchSchema,
  toFilterDate,
  type ReconciliationCompanyDetail,
} from '@lastro/domain';
import { FormDateField, FormMaskedField, FormTextField } from '../../../components';
import { useZodForm } from '../../../lib/useZodForm';
import type { CompanyPatchBody } from '../api/companies';

const M = MESSAGES.reconciliationCompanies;
const READ_ONLY = { htmlInput: { readOnly: true } };

export interface CompanySettingsFormProps {
  company: ReconciliationCompanyDetail;
  canEdit: boolean;
  saving: boolean;
  onSave: (body: CompanyPatchBody) => Promise<unknown>;
}

/** 'Dados e tolerâncias' of 'Editar empresa': read-only identity, the switch, tolerances and start. */
export function CompanySettingsForm({ company, canEdit, saving, onSave }: CompanySettingsFormProps) {
  const schema = reconciliationCompanyPatchSchema(toFilterDate()).extend({ active: z.boolean() });
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      active: company.active,
      tolerance_amount: formatCurrency(company.tolerance_amount),
      tolerance_days: company.tolerance_days,
      start_date: company.start_date,
    },
  });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    await onSave({
      active: v.active,
      ...(v.tolerance_amount !== undefined ? { tolerance_amount: centsToDecimalText(v.tolerance_amount) } : {}),
      ...(v.tolerance_days !== undefined ? { tolerance_days: v.tolerance_days } : {}),
      ...(v.start_date !== undefined ? { start_date: v.start_date } : {}),
    });
    form.reset(form.getValues());
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={M.dataSection}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField label={M.documentColumn} size="small" fullWidth value={formatDocument(company.document_number)} slotProps={READ_ONLY} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField label={M.nameColumn} size="small" fullWidth value={company.name} slotProps={READ_ONLY} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField label={M.kindColumn} size="small" fullWidth value={company.kind === 'originador' ? M.kindOriginator : M.kindMerchant} slotProps={READ_ONLY} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField label={M.supplierColumn} size="small" fullWidth value={company.creditor_name} slotProps={READ_ONLY} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                label={M.activeColumn}
                control={<Switch checked={field.value} disabled={!canEdit} onChange={(_e, checked) => field.onChange(checked)} onBlur={field.onBlur} />}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormMaskedField control={form.control} name="tolerance_amount" kind="currency" label={M.toleranceAmountLabel} required disabled={!canEdit} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField control={form.control} name="tolerance_days" label={M.toleranceDaysLabel} required disabled={!canEdit} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={form.control} name="start_date" label={M.startDateLabel} required disabled={!canEdit} />
        </Grid>
        {canEdit && (
          <Grid size={{ xs: 12 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={saving} disabled={saving || Object.keys(errors).length > 0 || !isDirty}>
              {M.save}
            </Button>
          </Grid>
        )}
      </Grid>
    </form>
  );
}
