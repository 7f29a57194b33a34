import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid, { type GridProps } from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { CnpjField, CpfCnpjField, PhoneField } from '../MaskedTextField/fields';
import { MESSAGES } from '@lastro/domain';
import { DateField, isInvalidDateValue } from '../form/DateField';
import { texts } from '../texts';
import { normalizeFilterValues, type FilterFieldType, type FilterValues } from './normalize';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterField<K extends string = string> {
  name: K;
  label: string;
  type: FilterFieldType;
  /** Options of a 'select' field. */
  options?: readonly FilterOption[];
  /** Grid size of the field; default { xs: 12, sm: 6, md: 3 }. */
  size?: GridProps['size'];
  disabled?: boolean;
  /** Mutually exclusive filters: filling this field empties these. */
  clears?: readonly K[];
  /** Disabled while that other field holds a value. */
  disabledWhenFilled?: K;
  /** A date that closes a period: not before the date in that other field ('Até' after 'De'). */
  notBefore?: K;
}

export interface FilterFormProps<V extends FilterValues> {
  fields: readonly FilterField<Extract<keyof V, string>>[];
  /** Values after 'Limpar' (and initially, unless initialValues is given). */
  defaults: V;
  /** Values shown on mount (e.g. filters kept by useListState); default `defaults`. */
  initialValues?: V;
  /** 'Buscar': receives the normalized values (see normalizeFilterValue). */
  onSearch: (values: V) => void;
  /** 'Limpar': the form is back to `defaults`. */
  onReset?: () => void;
  disabled?: boolean;
  /** Extra actions rendered after the two buttons. */
  actions?: ReactNode;
}

const DEFAULT_SIZE = { xs: 12, sm: 6, md: 3 } as const;

/** The same filters give the same key whatever the order their names come in. */
const valuesKey = (values: FilterValues): string =>
  JSON.stringify(Object.keys(values).sort().map((name) => [name, values[name]]));

export function FilterForm<V extends FilterValues>({
  fields,
  defaults,
  initialValues,
  onSearch,
  onReset,
  disabled = false,
  actions,
}: FilterFormProps<V>) {
  const [values, setValues] = useState<V>(() => ({ ...(initialValues ?? defaults) }));
  // The form re-reads its values only when the filters change from outside (back button, a shared
  // link). The change its own 'Buscar' or 'Limpar' causes reaches it late (the router commits the
  // address in a transition), and re-reading then would wipe what was typed in the meantime.
  const incoming = valuesKey(initialValues ?? defaults);
  const [known, setKnown] = useState(incoming);
  const [emitted, setEmitted] = useState(incoming);
  if (incoming !== known) {
    setKnown(incoming);
    setEmitted(incoming);
    if (incoming !== emitted) setValues({ ...(initialValues ?? defaults) });
  }

  const setValue = (name: string, value: string) =>
    setValues((current) => {
      const next: FilterValues = { ...current, [name]: value };
      if (value) for (const other of fields.find((f) => f.name === name)?.clears ?? []) next[other] = '';
      return next as V;
    });

  // Set by 'Buscar' while a date holds no real day: those fields say why and nothing is searched.
  const [dateChecked, setDateChecked] = useState(false);
  const invalidDate = (field: FilterField) => field.type === 'date' && isInvalidDateValue(values[field.name]);
  // Dates are YYYY-MM-DD, so their order is their text's.
  const endBeforeStart = (field: FilterField) => {
    const end = values[field.name];
    const start = field.notBefore ? values[field.notBefore] : '';
    return Boolean(end && start && !invalidDate(field) && end < start);
  };
  const dateError = (field: FilterField) =>
    invalidDate(field) ? MESSAGES.validation.invalidDate : endBeforeStart(field) ? MESSAGES.validation.endBeforeStart : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.some((field) => dateError(field) !== null)) {
      setDateChecked(true);
      return;
    }
    setDateChecked(false);
    const searched = normalizeFilterValues(fields, values);
    setEmitted(valuesKey(searched));
    onSearch(searched);
  };

  const handleReset = () => {
    setDateChecked(false);
    setValues({ ...defaults });
    setEmitted(valuesKey(defaults));
    onReset?.();
  };

  const renderField = (field: FilterField) => {
    const value = values[field.name] ?? '';
    const common = {
      id: `filter-${field.name}`,
      name: field.name,
      label: field.label,
      size: 'small' as const,
      fullWidth: true,
      disabled: disabled || field.disabled || Boolean(field.disabledWhenFilled && values[field.disabledWhenFilled]),
    };
    switch (field.type) {
      case 'phone':
        return <PhoneField {...common} value={value} onChange={(next) => setValue(field.name, next)} />;
      case 'cnpj':
        return <CnpjField {...common} value={value} onChange={(next) => setValue(field.name, next)} />;
      case 'cpfCnpj':
        return <CpfCnpjField {...common} value={value} onChange={(next) => setValue(field.name, next)} />;
      case 'select':
        return (
          <TextField
            {...common}
            select
            value={value}
            onChange={(event) => setValue(field.name, event.target.value)}
          >
            {(field.options ?? []).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'multiselect':
        return (
          <TextField
            {...common}
            select
            value={value ? value.split(',') : []}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) =>
                  (selected as string[]).map((v) => field.options?.find((o) => o.value === v)?.label ?? v).join(', '),
              },
            }}
            onChange={(event) => {
              const chosen = event.target.value as unknown as string[] | string;
              setValue(field.name, (Array.isArray(chosen) ? chosen : chosen.split(',')).filter(Boolean).join(','));
            }}
          >
            {(field.options ?? []).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'date':
        return (
          <DateField
            {...common}
            value={value}
            onChange={(next) => setValue(field.name, next)}
            {...(dateChecked && dateError(field) ? { error: true, helperText: dateError(field) } : {})}
          />
        );
      default:
        return (
          <TextField
            {...common}
            value={value}
            onChange={(event) => setValue(field.name, event.target.value)}
          />
        );
    }
  };

  return (
    <form onSubmit={handleSubmit} onReset={(event) => event.preventDefault()} noValidate>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        {fields.map((field) => (
          <Grid key={field.name} size={field.size ?? DEFAULT_SIZE}>
            {renderField(field)}
          </Grid>
        ))}
        <Grid size="grow">
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button type="button" variant="outlined" onClick={handleReset} disabled={disabled}>
              {texts.filters.clear}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={disabled}>
              {texts.filters.search}
            </Button>
            {actions}
          </Stack>
        </Grid>
      </Grid>
    </form>
  );
}
