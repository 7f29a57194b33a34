import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { CustomFilterControl } from './FilterForm';

/** A 'custom' filter field that is 'true' when on and '' when off. */
export function FilterSwitch({ id, name, label, disabled, value, onChange }: CustomFilterControl) {
  return <FormControlLabel label={label} disabled={disabled} control={<Switch id={id} name={name} checked={value === 'true'} onChange={(_e, on) => onChange(on ? 'true' : '')} />} />;
}
