import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  BANK_ACCOUNT_TYPE_WITHOUT_DIGIT,
  BANK_ACCOUNT_TYPES,
  MESSAGES,
  domicileSchema,
  type DomicileInput,
} from '@lastro/domain';
import { CnpjField } from '../../../../components';
import { useBanks } from '../../api/get-banks';
import { EMPTY_DOMICILE } from '../../lib/domicile';
import type { Bank } from '../../types';

const M = MESSAGES.creditors;

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
  const form = useForm<DomicileInput>({
    resolver: zodResolver(domicileSchema) as never,
    mode: 'onChange',
    defaultValues: { ...EMPTY_DOMICILE, cnpj_domicilio: initialCnpj },
  });
  const bankCode = useWatch({ control: form.control, name: 'banco' });
  const accountType = useWatch({ control: form.control, name: 'tipo_conta' });
  const withoutDigit = accountType === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT;
  const options = banks.data?.results ?? [];
  const selected = options.find((b) => b.bank_code === bankCode) ?? null;
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={M.domicileStep}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            control={form.control}
            name="cnpj_domicilio"
            render={({ field, fieldState }) => (
              <CnpjField
                label={M.cnpjLabel}
                size="small"
                fullWidth
                required
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Field control={form.control} name="titulo_domicilio" label={M.domicileTitleLabel} md={6} />
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
          <Controller
            control={form.control}
            name="ispb"
            render={({ field, fieldState }) => (
              <TextField
                label={M.ispbLabel}
                size="small"
                fullWidth
                name={field.name}
                value={field.value}
                slotProps={{ htmlInput: { readOnly: true } }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={form.control}
            name="tipo_conta"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={M.accountTypeLabel}
                size="small"
                fullWidth
                required
                name={field.name}
                value={field.value}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  if (e.target.value === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT) form.setValue('digito', '');
                  void form.trigger('digito');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {BANK_ACCOUNT_TYPES.map((t) => (
                  <MenuItem key={t.value} value={t.value}>
                    {t.value} - {t.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Field control={form.control} name="agencia" label={M.agencyLabel} md={withoutDigit ? 4 : 2} numeric />
        <Field control={form.control} name="conta" label={M.accountLabel} md={4} numeric />
        {!withoutDigit ? <Field control={form.control} name="digito" label={M.digitLabel} md={2} /> : null}
        <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={hasErrors || submitting} loading={submitting}>
            {submitLabel}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}

function Field({
  control,
  name,
  label,
  md,
  numeric,
}: {
  control: Control<DomicileInput>;
  name: FieldPath<DomicileInput>;
  label: string;
  md: number;
  numeric?: boolean;
}) {
  return (
    <Grid size={{ xs: 12, md }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            label={label}
            size="small"
            fullWidth
            required
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : undefined } }}
          />
        )}
      />
    </Grid>
  );
}
