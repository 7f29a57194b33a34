import { Controller } from 'react-hook-form';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import {
  MESSAGES,
  feeRangeSchema,
  formatCurrency,
  formatPercent,
  type FeeRangeInput,
} from '@lastro/domain';
import { FormDateField, FormMaskedField, FormTextField, SubmitButton, SubmitForm, parseMaskedDecimal } from '../../../../components';
import { useZodForm } from '../../../../lib/useZodForm';
import type { FeeRange } from '../../types';

const M = MESSAGES.creditors;

/** What the form holds: masked money and percent texts, 'YYYY-MM-DD' days from the date fields. */
interface FormValues {
  price_range: string;
  min_value: string;
  max_value: string;
  fee: string;
  start_date: string;
  end_date: string;
  active: boolean;
}

// The domain rule judges the parsed numbers (max not below min, end not before start).
const formSchema = z.preprocess<unknown, typeof feeRangeSchema, FormValues>((raw) => {
  const v = raw as FormValues;
  const number = (text: string) => parseMaskedDecimal(text ?? '') ?? undefined;
  return { ...v, min_value: number(v.min_value), max_value: number(v.max_value), fee: number(v.fee) };
}, feeRangeSchema);

const initial = (range?: FeeRange): FormValues => ({
  price_range: range?.price_range ?? '',
  min_value: range ? formatCurrency(range.min_value) : '',
  max_value: range ? formatCurrency(range.max_value) : '',
  fee: range ? formatPercent(range.fee) : '',
  start_date: range?.start_date ?? '',
  end_date: range?.end_date ?? '',
  active: range?.active ?? true,
});

export interface FeeRangeFormProps {
  range?: FeeRange;
  submitting: boolean;
  /** Resolves when saved; the create form then clears itself. */
  onSubmit: (values: FeeRangeInput) => Promise<unknown>;
}

/** Faixa de preço, valor mínimo e máximo (R$), taxa (%), data inicial e final, ativo. */
export function FeeRangeForm({ range, submitting, onSubmit }: FeeRangeFormProps) {
  const form = useZodForm(formSchema, {
    mode: 'onTouched',
    defaultValues: initial(range),
  });
  const { isDirty } = form.formState;
  const md = range ? 6 : 3;
  const save = async (values: Parameters<typeof onSubmit>[0]) => {
    await onSubmit(values);
    if (!range) form.reset(initial());
  };

  return (
    <SubmitForm form={form} onValid={save} aria-label={range ? M.editFeeRange : M.addFeeRange}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md }}>
          <FormTextField control={form.control} name="price_range" label={M.priceRangeLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md }}>
          <FormMaskedField control={form.control} name="min_value" kind="currency" label={M.minValueLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md }}>
          <FormMaskedField control={form.control} name="max_value" kind="currency" label={M.maxValueLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md }}>
          <FormMaskedField control={form.control} name="fee" kind="percent" label={M.feeLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md }}>
          <FormDateField control={form.control} name="start_date" label={M.startDateLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md }}>
          <FormDateField control={form.control} name="end_date" label={M.endDateLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: range ? 12 : 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={M.activeColumn}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: range ? 12 : 3 }} sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
          <SubmitButton pending={submitting} disabled={Boolean(range) && !isDirty}>
            {range ? MESSAGES.common.save : M.addFeeRange}
          </SubmitButton>
        </Grid>
      </Grid>
    </SubmitForm>
  );
}
