import { useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { centsToDecimalText, formatCurrency, MESSAGES, reconciliationRuleInputSchema, type ReconciliationRule } from '@lastro/domain';
import { FormMaskedField, FormTextField } from '../../../components';
import { useZodForm } from '../../../lib/useZodForm';
import type { RuleBody } from '../api/rules';

const M = MESSAGES.reconciliationCompanies;

export interface RuleDialogProps {
  rule: ReconciliationRule | null;
  acquirers: readonly { value: string; label: string }[];
  saving: boolean;
  onCancel: () => void;
  onSave: (body: RuleBody) => Promise<unknown>;
}

/** 'Nova regra' / editing a rule: the conditions and 'Classificar como', by the server's schema. */
export function RuleDialog({ rule, acquirers, saving, onCancel, onSave }: RuleDialogProps) {
  const form = useZodForm(reconciliationRuleInputSchema, {
    mode: 'onTouched',
    defaultValues: {
      description_contains: rule?.description_contains ?? '',
      payer_document: rule?.payer_document ?? '',
      amount_min: rule?.amount_min ? formatCurrency(rule.amount_min) : '',
      amount_max: rule?.amount_max ? formatCurrency(rule.amount_max) : '',
      result: rule?.result ?? 'credenciadora',
      acquirer_id: rule?.acquirer_id ?? undefined,
    },
  });
  const result = useWatch({ control: form.control, name: 'result' });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((v) =>
    onSave({
      description_contains: v.description_contains,
      payer_document: v.payer_document,
      amount_min: v.amount_min == null ? null : centsToDecimalText(v.amount_min),
      amount_max: v.amount_max == null ? null : centsToDecimalText(v.amount_max),
      result: v.result,
      acquirer_id: v.result === 'credenciadora' ? (v.acquirer_id ?? null) : null,
    }),
  );
  const title = rule ? M.editRule : M.newRule;
  const resultOptions = [...acquirers.map((a) => ({ value: `a:${a.value}`, label: a.label })), { value: 'outro', label: M.otherEntry }];
  const acquirerId = useWatch({ control: form.control, name: 'acquirer_id' });

  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="rule-dialog-title">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <DialogTitle id="rule-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="description_contains" label={M.descriptionContainsColumn} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMaskedField control={form.control} name="payer_document" kind="cpfCnpj" label={M.payerDocumentColumn} />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FormMaskedField control={form.control} name="amount_min" kind="currency" label={M.amountMinColumn} />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FormMaskedField control={form.control} name="amount_max" kind="currency" label={M.amountMaxColumn} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              {/* One select for 'Classificar como': an acquirer of the register, or 'Outro lançamento'. */}
              <TextField
                select
                fullWidth
                size="small"
                required
                label={M.resultColumn}
                value={result === 'outro' ? 'outro' : acquirerId ? `a:${acquirerId}` : ''}
                onChange={(e) => {
                  const value = e.target.value;
                  const other = value === 'outro';
                  form.setValue('result', other ? 'outro' : 'credenciadora', { shouldDirty: true, shouldValidate: true });
                  form.setValue('acquirer_id', other ? null : Number(value.slice(2)), { shouldDirty: true, shouldValidate: true });
                }}
                error={Boolean(errors.result ?? errors.acquirer_id)}
                helperText={(errors.result ?? errors.acquirer_id)?.message}
              >
                {resultOptions.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{M.cancel}</Button>
          <Button type="submit" variant="contained" loading={saving} disabled={saving || Object.keys(errors).length > 0 || (Boolean(rule) && !isDirty)}>
            {rule ? M.saveRule : M.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
