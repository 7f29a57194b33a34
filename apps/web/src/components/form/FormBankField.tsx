import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Bank } from '@lastro/domain';
import { useBanks } from '../../lib/reference/useBanks';

export interface FormBankFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The field holding the bank's code. */
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  /** Called with the bank picked (or null), e.g. to fill a read-only ISPB. */
  onPicked?: (bank: Bank | null) => void;
}

/** 'Banco' of a bank account: an autocomplete of 'Bancos' shown as '{código} - {nome}', bound to the bank's code. */
export function FormBankField<T extends FieldValues>({ control, name, label, disabled = false, onPicked }: FormBankFieldProps<T>) {
  const banks = useBanks();
  const options = banks.data?.results ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<Bank>
          options={options}
          loading={banks.isPending}
          value={options.find((b) => b.bank_code === field.value) ?? null}
          disabled={disabled}
          getOptionLabel={(b) => `${b.bank_code} - ${b.bank_name}`}
          isOptionEqualToValue={(a, b) => a.bank_code === b.bank_code}
          onChange={(_e, bank) => {
            field.onChange(bank?.bank_code ?? '');
            onPicked?.(bank);
          }}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField {...params} label={label} size="small" required name={field.name} inputRef={field.ref} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
          )}
        />
      )}
    />
  );
}
