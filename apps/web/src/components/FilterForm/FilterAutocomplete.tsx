import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { texts } from '../texts';
import type { CustomFilterControl, FilterOption } from './FilterForm';

/** Letters and digits only, lower-cased: a CNPJ typed with or without its mask finds the option. */
const bare = (text: string) => text.normalize('NFD').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
/** An autocomplete option matches what was typed anywhere in its label, the mask and accents aside. */
export const matchesOption = (label: string, typed: string) => label.toLowerCase().includes(typed.trim().toLowerCase()) || bare(label).includes(bare(typed));

/** A 'custom' filter field choosing one of `options` by typing part of its label; its value is the option's. */
export function FilterAutocomplete({ id, name, label, disabled, value, onChange, options }: CustomFilterControl & { options: readonly FilterOption[] }) {
  return (
    <Autocomplete<FilterOption>
      id={id}
      size="small"
      fullWidth
      disabled={disabled}
      options={options}
      value={options.find((o) => o.value === value) ?? null}
      onChange={(_e, option) => onChange(option?.value ?? '')}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterOptions={(all, { inputValue }) => all.filter((o) => matchesOption(o.label, inputValue))}
      noOptionsText={texts.filters.noOptions}
      renderInput={(params) => <TextField {...params} name={name} label={label} />}
    />
  );
}
