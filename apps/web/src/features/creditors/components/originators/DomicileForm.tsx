import { Controller, useWatch } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  BANK_ACCOUNT_TYPE_WITHOUT_DIGIT,
  BANK_ACCOUNT_TYPES,
  MESSAGES,
  domicileSchema,
  type DomicileInput,
} from '@lastro/domain';
import { FormMaskedField, FormSelectField, FormTextField, SubmitButton, SubmitForm } from '../../../../components';
import { useBanks } from '../../../../lib/reference/useBanks';
import { EMPTY_DOMICILE } from '../../lib/domicile';
import type { Bank } from '../../types';
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
  const banks = useBanks();
  const form = useZodForm(domicileSchema, {
    mode: 'onChange',
    defaultValues: { ...EMPTY_DOMICILE, cnpj_domicilio: initialCnpj },
  });
  const bankCode = useWatch({ control: form.control, name: 'banco' });
  const accountType = useWatch({ control: form.control, name: 'tipo_conta' });
  const withoutDigit = accountType === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT;
  const options = banks.data?.results ?? [];
  const selected = options.find((b) => b.bank_code === bankCode) ?? null;

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
          <Controller
            control={form.control}
            name="banco"
            render={({ field, fieldState }) => (
              <Autocomplete<Bank>
                options={options}
                loading={banks.isPending}
                value={selected}
                getOptionLabel={(b) => `${b.bank_code} - ${b.bank_name}`}
                isOptionEqualToValue={(a, b) => a.bank_code === b.bank_code}
                onChange={(_e, bank) => {
                  field.onChange(bank?.bank_code ?? '');
                  form.setValue('ispb', bank?.bank_ispb ?? '', { shouldValidate: true });
                }}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={M.bankLabel}
                    size="small"
                    required
                    name={field.name}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
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
