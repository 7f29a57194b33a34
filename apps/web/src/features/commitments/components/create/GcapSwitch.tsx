import { Controller, type UseFormReturn } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { CONTRACT_TYPE, DIVISION_RULE, MESSAGES, TRANSACTION_TYPE, type CommitmentFormValues } from '@lastro/domain';

const C = MESSAGES.commitments.create;

/**
 * The collateral management switch of a smoke commitment: switched on, the contract becomes a
 * cessão, a type other than garantia/cobrança is cleared and every installment divides by percentage.
 */
export function GcapSwitch<Out>({ form }: { form: UseFormReturn<CommitmentFormValues, unknown, Out> }) {
  const { control, getValues, setValue } = form;
  return (
    <Controller
      control={control}
      name="is_gcap"
      render={({ field }) => (
        <FormControlLabel
          label={C.gcapLabel}
          control={
            <Switch
              checked={field.value}
              onChange={(e) => {
                field.onChange(e.target.checked);
                if (!e.target.checked) return;
                setValue('contract_type', CONTRACT_TYPE.cessao);
                if (![TRANSACTION_TYPE.garantia, TRANSACTION_TYPE.cobranca].includes(Number(getValues('type')) as 1 | 4)) setValue('type', '');
                getValues('installments').forEach((_, i) => setValue(`installments.${i}.division_rule`, DIVISION_RULE.percentage));
              }}
            />
          }
        />
      )}
    />
  );
}
