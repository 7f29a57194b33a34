import { Controller, useWatch } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { centsToDecimalText, MESSAGES, reconciliationCompanyCreateSchema, toFilterDate, type MerchantPickerRow } from '@lastro/domain';
import { FormDateField, FormMaskedField, FormSelectField, FormTextField, useToast } from '../../../components';
import { useMerchants } from '../../../lib/reference/useMerchants';
import { useZodForm } from '../../../lib/useZodForm';
import { useAddCompany } from '../api/companies';
import { AccountFields } from './AccountFields';

const M = MESSAGES.reconciliationCompanies;
const NUMERIC = { htmlInput: { inputMode: 'numeric' as const } };

export interface AddMerchantDialogProps {
  open: boolean;
  isAdmin: boolean;
  creditors: readonly { value: string; label: string }[];
  onClose: () => void;
}

/** 'Adicionar estabelecimento à conciliação' (spec 4 §2.8): the merchant, its account, tolerances and start. */
export function AddMerchantDialog({ open, isAdmin, creditors, onClose }: AddMerchantDialogProps) {
  const today = toFilterDate();
  const schema = reconciliationCompanyCreateSchema(today).superRefine((v, ctx) => {
    if (isAdmin && !v.creditor_id) ctx.addIssue({ code: 'custom', message: M.supplierRequired, path: ['creditor_id'] });
  });
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      creditor_id: undefined,
      merchant_id: '',
      account: { bank_code: '', agency: '', account_number: '', account_digit: '', account_type: 'CC' },
      tolerance_amount: 'R$ 0,05',
      tolerance_days: 1,
      start_date: today,
    },
  });
  const toast = useToast();
  const add = useAddCompany();
  const creditorId = useWatch({ control: form.control, name: 'creditor_id' });
  const merchants = useMerchants({ creditor_id: isAdmin ? creditorId : undefined, limit: 1000, offset: 0 }, !isAdmin || Boolean(creditorId));
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    await add.mutateAsync({
      ...(isAdmin && values.creditor_id ? { creditor_id: values.creditor_id } : {}),
      merchant_id: values.merchant_id,
      account: values.account,
      tolerance_amount: centsToDecimalText(values.tolerance_amount),
      tolerance_days: values.tolerance_days,
      start_date: values.start_date ?? today,
    });
    toast.success(M.added);
    close();
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="add-merchant-title">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <DialogTitle id="add-merchant-title">{M.addTitle}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {isAdmin && (
              <Grid size={{ xs: 12 }}>
                <FormSelectField control={form.control} name="creditor_id" label={M.supplierFilter} options={[...creditors]} required />
              </Grid>
            )}
            <Grid size={{ xs: 12 }}>
              <Controller
                control={form.control}
                name="merchant_id"
                render={({ field, fieldState }) => (
                  <Autocomplete<MerchantPickerRow>
                    options={merchants.data?.results ?? []}
                    loading={merchants.isFetching}
                    value={(merchants.data?.results ?? []).find((m) => m.id === field.value) ?? null}
                    getOptionLabel={(m) => `${m.trading_name} — ${m.document_number}`}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    onChange={(_e, m) => field.onChange(m?.id ?? '')}
                    onBlur={field.onBlur}
                    renderInput={(params) => (
                      <TextField {...params} label={M.merchantLabel} size="small" required name={field.name} inputRef={field.ref} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
                    )}
                  />
                )}
              />
            </Grid>
            <AccountFields control={form.control} />
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormMaskedField control={form.control} name="tolerance_amount" kind="currency" label={M.toleranceAmountLabel} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={form.control} name="tolerance_days" label={M.toleranceDaysLabel} required slotProps={NUMERIC} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormDateField control={form.control} name="start_date" label={M.startDateLabel} required />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{M.cancel}</Button>
          <Button type="submit" variant="contained" loading={add.isPending} disabled={add.isPending || Object.keys(errors).length > 0}>
            {M.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
