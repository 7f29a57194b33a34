import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid, { type GridProps } from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { CnpjField, CpfCnpjField, PhoneField } from '../MaskedTextField/fields';
import { MESSAGES } from '@lastro/domain';
import { DateField, isInvalidDateValue } from '../form/DateField';
import { texts } from '../texts';
import { normalizeFilterValues, withCombinedOption, type FilterFieldType, type FilterValues } from './normalize';

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
  /** Disabled while that other field holds a value; it then shows and searches nothing. */
  disabledWhenFilled?: K;
  /** A date field ending a period: refused ('Buscar' does nothing) when it comes before that field's date. */
  notBefore?: K;
  /** What `notBefore` says when refused, where a screen's spec words it its own way. */
  notBeforeMessage?: string;
  /** A 'custom' field's control (a switch, an autocomplete): kept out of the form so the many lists without one don't load it. */
  render?: (control: CustomFilterControl) => ReactNode;
}

/** What a 'custom' field's control gets: its value as the form keeps it, and how to change it. */
export interface CustomFilterControl {
  id: string;
  name: string;
  label: string;
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
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

/** A date cell never narrower than 'DD/MM/AAAA' beside the calendar button: it wraps instead of cutting the year. */
const DATE_CELL_MIN_WIDTH = 160;
/** At phone width a form with more fields than this starts folded behind 'Filtros', so the first screen shows rows. */
const FOLD_ABOVE = 6;

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

  // Read at first render (noSsr) so a phone never shows the whole form before folding it.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const foldable = phone && fields.length > FOLD_ABOVE;
  const [unfolded, setUnfolded] = useState(false);
  const formId = useId();

  /** A field disabled by another's value holds nothing, whatever was typed before. */
  const blanked = (field: FilterField) => Boolean(field.disabledWhenFilled && values[field.disabledWhenFilled]);

  const setValue = (name: string, value: string) =>
    setValues((current) => {
      const next: FilterValues = { ...current, [name]: value };
      if (value) for (const other of fields.find((f) => f.name === name)?.clears ?? []) next[other] = '';
      return next as V;
    });

  // Set by 'Buscar' while a date holds no real day: those fields say why and nothing is searched.
  const [dateChecked, setDateChecked] = useState(false);
  const invalidDate = (field: FilterField) => field.type === 'date' && isInvalidDateValue(values[field.name]);
  const outOfOrder = (field: FilterField) => {
    const start = field.notBefore ? values[field.notBefore] : '';
    const end = values[field.name];
    return Boolean(start && end && !invalidDate(field) && !isInvalidDateValue(start) && end < start);
  };
  const dateError = (field: FilterField) =>
    invalidDate(field)
      ? MESSAGES.validation.invalidDate
      : outOfOrder(field)
        ? (field.notBeforeMessage ?? MESSAGES.validation.dateRangeOutOfOrder)
        : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.some(dateError)) {
      setDateChecked(true);
      return;
    }
    setDateChecked(false);
    const shown = { ...values } as FilterValues;
    for (const field of fields) if (blanked(field)) shown[field.name] = '';
    const searched = normalizeFilterValues(fields, shown as V);
    setEmitted(valuesKey(searched));
    // On a phone the rows the search brings take the screen again.
    setUnfolded(false);
    onSearch(searched);
  };

  const handleReset = () => {
    setDateChecked(false);
    setValues({ ...defaults });
    setEmitted(valuesKey(defaults));
    onReset?.();
  };

  const renderField = (field: FilterField) => {
    const value = blanked(field) ? '' : (values[field.name] ?? '');
    const common = {
      id: `filter-${field.name}`,
      name: field.name,
      label: field.label,
      size: 'small' as const,
      fullWidth: true,
      disabled: Boolean(disabled || field.disabled || blanked(field)),
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
            {withCombinedOption(field.options ?? [], value).map((option) => (
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
      case 'custom':
        return field.render?.({ id: common.id, name: common.name, label: common.label, disabled: common.disabled, value, onChange: (next) => setValue(field.name, next) }) ?? null;
      case 'date': {
        const error = dateChecked ? dateError(field) : null;
        return (
          <DateField
            {...common}
            value={value}
            onChange={(next) => setValue(field.name, next)}
            {...(error ? { error: true, helperText: error } : {})}
          />
        );
      }
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

  const form = (
    <form id={formId} onSubmit={handleSubmit} onReset={(event) => event.preventDefault()} noValidate>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        {fields.map((field) => (
          <Grid
            key={field.name}
            size={field.size ?? DEFAULT_SIZE}
            sx={field.type === 'date' ? { minWidth: DATE_CELL_MIN_WIDTH } : undefined}
          >
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
  if (!foldable) return form;
  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={unfolded}
        aria-controls={formId}
        onClick={() => setUnfolded((open) => !open)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {texts.filters.toggle}
      </Button>
      {/* Folded, the form stays mounted: what was typed is kept for the next unfold. */}
      <Collapse in={unfolded}>{form}</Collapse>
    </Stack>
  );
}
