import { memo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DIVISION_RULE, DIVISION_RULES, MESSAGES, TRANSACTION_TYPE, parseCurrency, type CommitmentFormValues } from '@lastro/domain';
import { CurrencyField, FormDateField, FormSelectField } from '../../../../components';
import { asOptions, moneyText } from './form-values';
import { Cell } from './layout';

const M = MESSAGES.commitments;
const C = M.create;

interface InstallmentFieldsProps {
  control: Control<CommitmentFormValues>;
  index: number;
  count: number;
  smoke: boolean;
  isGcap: boolean;
}

/**
 * One installment's fields. Its own component, watching only its own division rule: typing in
 * one installment re-renders that installment, not the whole form.
 */
export const InstallmentFields = memo(function InstallmentFields({ control, index: i, count, smoke, isGcap }: InstallmentFieldsProps) {
  const divisionRule = useWatch({ control, name: `installments.${i}.division_rule` });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">
        {C.installmentTitle} {count > 1 ? `${i + 1}/${count}` : M.singleInstallment}
      </Typography>
      <Grid container spacing={2}>
        <Cell md={2}>
          <Controller
            control={control}
            name={`installments.${i}.amount`}
            render={({ field, fieldState }) => (
              <CurrencyField
                size="small"
                fullWidth
                label={C.installmentAmountLabel}
                value={moneyText(field.value)}
                onChange={(masked) => field.onChange(parseCurrency(masked))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Cell>
        <Cell md={2}>
          <FormDateField control={control} name={`installments.${i}.due_date`} label={C.dueDateLabel} />
        </Cell>
        <Cell md={2}>
          <FormDateField control={control} name={`installments.${i}.execution_date`} label={C.executionDateLabel} />
        </Cell>
        <Cell md={2}>
          <FormDateField control={control} name={`installments.${i}.execution_date_final`} label={C.executionDateEndLabel} />
        </Cell>
        <Cell md={2}>
          <FormSelectField
            control={control}
            name={`installments.${i}.division_rule`}
            label={C.divisionRuleLabel}
            options={asOptions(DIVISION_RULES)}
            disabled={!smoke || isGcap}
            format={(v) => String(v)}
            parse={(text) => (text === '' ? '' : (Number(text) as 1 | 2))}
          />
        </Cell>
        <Cell md={2}>
          <Controller
            control={control}
            name={`installments.${i}.amount_onerate`}
            render={({ field, fieldState }) =>
              divisionRule === DIVISION_RULE.percentage ? (
                <TextField
                  size="small"
                  fullWidth
                  type="number"
                  label={`${C.amountOnerateLabel} (%)`}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                  disabled={!smoke}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { step: 0.01, min: 0, max: 100 } }}
                />
              ) : (
                <CurrencyField
                  size="small"
                  fullWidth
                  label={C.amountOnerateLabel}
                  value={moneyText(field.value)}
                  onChange={(masked) => field.onChange(parseCurrency(masked))}
                  disabled={!smoke}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )
            }
          />
        </Cell>
      </Grid>
    </Stack>
  );
});

interface SubmitButtonProps {
  control: Control<CommitmentFormValues>;
  /** The merchant has an active opt-in and the partner its parameters. */
  ready: boolean;
  smoke: boolean;
  validating: boolean;
}

/** 'Cadastrar', enabled once every installment has its dates (and, for smoke, its amount to encumber). */
export function SubmitButton({ control, ready, smoke, validating }: SubmitButtonProps) {
  const [type, installments] = useWatch({ control, name: ['type', 'installments'] });
  const datesSet = installments.every((row) => row.execution_date && row.execution_date_final && (Number(type) !== TRANSACTION_TYPE.garantia || row.due_date));
  const smokeSet = !smoke || installments.every((row) => row.amount_onerate != null && row.amount_onerate > 0);
  return (
    <Button type="submit" variant="contained" disabled={!(ready && datesSet && smokeSet)} loading={validating}>
      {C.submit}
    </Button>
  );
}
