import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { BANK_ACCOUNT_TYPE_WITHOUT_DIGIT, BANK_ACCOUNT_TYPES, MESSAGES } from '@lastro/domain';
import { FormSelectField, FormTextField } from '../../../components';
import { FormBankField } from '../../../components/form/FormBankField';
import { useBanks } from '../../../lib/reference/useBanks';

const M = MESSAGES.reconciliationCompanies;
const NUMERIC = { htmlInput: { inputMode: 'numeric' as const } };

/** A form whose values hold the merchant's account under `account` (spec 4 §2.8). */
type WithAccount = FieldValues & { account: { bank_code: string } };

/**
 * The account that receives a merchant's free part: 'Banco' (ISPB shown read-only), 'Agência',
 * 'Conta', 'Dígito' (hidden for PG) and 'Tipo da conta', as the dialog that adds the merchant and
 * 'Editar empresa' both ask for it.
 */
export function AccountFields<T extends WithAccount>({
  control,
  disabled = false,
}: {
  control: Control<T>;
  disabled?: boolean;
}) {
  const name = (field: string) => `account.${field}` as Path<T>;
  const banks = useBanks();
  const bankOptions = banks.data?.results ?? [];
  const bankCode = useWatch({ control, name: name('bank_code') }) as string | undefined;
  const accountType = useWatch({ control, name: name('account_type') }) as string | undefined;
  const bank = bankOptions.find((b) => b.bank_code === bankCode) ?? null;
  const textFields = [
    { field: 'agency', label: M.agencyLabel, sm: 3, numeric: true },
    { field: 'account_number', label: M.accountLabel, sm: 4, numeric: true },
    // A payment account (PG) has no check digit.
    ...(accountType !== BANK_ACCOUNT_TYPE_WITHOUT_DIGIT ? [{ field: 'account_digit', label: M.digitLabel, sm: 2, numeric: false }] : []),
  ];
  return (
    <>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormBankField control={control} name={name('bank_code')} label={M.bankLabel} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={M.ispbLabel}
          size="small"
          fullWidth
          value={bank?.bank_ispb ?? ''}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Grid>
      {textFields.map((f) => (
        <Grid key={f.field} size={{ xs: 6, sm: f.sm }}>
          <FormTextField
            control={control}
            name={name(f.field)}
            label={f.label}
            required
            disabled={disabled}
            slotProps={f.numeric ? NUMERIC : undefined}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormSelectField
          control={control}
          name={name('account_type')}
          label={M.accountTypeLabel}
          options={BANK_ACCOUNT_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          required
          disabled={disabled}
        />
      </Grid>
    </>
  );
}
