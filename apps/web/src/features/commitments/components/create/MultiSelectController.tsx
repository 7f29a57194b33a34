import { Controller, type Control } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CommitmentFormValues } from '@lastro/domain';
import type { Option } from '../../api/create-commitment';

/** A multiple choice of codes (acquirers' CNPJs, arrangement codes) kept as a list of values. */
export function MultiSelectController({
  control,
  name,
  options,
  label,
}: {
  control: Control<CommitmentFormValues>;
  name: 'document_acquirers' | 'payment_arrangements';
  options: Option[];
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          size="small"
          options={options}
          value={options.filter((o) => field.value.includes(o.value))}
          onChange={(_, value) => field.onChange(value.map((o) => o.value))}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          renderInput={(params) => <TextField {...params} label={label} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />}
        />
      )}
    />
  );
}
