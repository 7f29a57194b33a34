import { useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import {
  BANK_ACCOUNT_TYPE_WITHOUT_DIGIT,
  BANK_ACCOUNT_TYPES,
  MESSAGES,
  domicileSchema,
  type DomicileInput,
} from '@lastro/domain';
import { FormMaskedField, FormSelectField, FormTextField, SubmitButton, SubmitForm } from '../../../../components';
// Not in the components barrel: the bank picker's Autocomplete stays out of every route's shared chunk.
import { FormBankField } from '../../../../components/form/FormBankField';
import { EMPTY_DOMICILE } from '../../lib/domicile';
import { useZodForm } from '../../../../lib/useZodForm';

const M = MESSAGES.creditors;
const NUMERIC = { htmlInput: { inputMode: 'numeric' as const } };

export interface DomicileFormProps {
  /** Prefills the CNPJ (the originator's). */
  initialCnpj?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: DomicileInput) => Promise<unknown> | void;
}

/** CNPJ, Título, bank picker with its ISPB (read-only), account type, Agência, Conta and Dígito (not for PG). */
export function DomicileForm({ initialCnpj = '', submitLabel, submitting, onSubmit }: DomicileFormProps) {
  const form = useZodForm(domicileSchema, {
    mode: 'onChange',
    defaultValues: { ...EMPTY_DOMICILE, cnpj_domicilio: initialCnpj },
  });
  const accountType = useWatch({ control: form.control, name: 'tipo_conta' });
  const withoutDigit = accountType === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT;

  return (
    <SubmitForm form={form} onValid={onSubmit} aria-label={M.domicileStep}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormMaskedField control={form.control} name="cnpj_domicilio" kind="cnpj" label={M.cnpjLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={form.control} name="titulo_domicilio" label={M.domicileTitleLabel} required />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormBankField control={form.control} name="banco" label={M.bankLabel} onPicked={(bank) => form.setValue('ispb', bank?.bank_ispb ?? '', { shouldValidate: true })} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={form.control}
            name="ispb"
            label={M.ispbLabel}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField
            control={form.control}
            name="tipo_conta"
            label={M.accountTypeLabel}
            required
            options={BANK_ACCOUNT_TYPES}
            optionLabel={(t) => `${t.value} - ${t.label}`}
            onValueChange={(type) => {
              if (type === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT) form.setValue('digito', '');
              void form.trigger('digito');
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: withoutDigit ? 4 : 2 }}>
          <FormTextField control={form.control} name="agencia" label={M.agencyLabel} required slotProps={NUMERIC} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={form.control} name="conta" label={M.accountLabel} required slotProps={NUMERIC} />
        </Grid>
        {!withoutDigit ? (
          <Grid size={{ xs: 12, md: 2 }}>
            <FormTextField control={form.control} name="digito" label={M.digitLabel} required />
          </Grid>
        ) : null}
        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton pending={submitting}>{submitLabel}</SubmitButton>
        </Grid>
      </Grid>
    </SubmitForm>
  );
}
