import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ARRANGEMENT_TYPES, MESSAGES } from '@lastro/domain';

const R = MESSAGES.registers;

type InputProps = Omit<TextFieldProps, 'error' | 'helperText'> & { errorText?: string | undefined };

/** Tipo: Crédito / Débito. */
export function ArrangementTypeInput({ errorText, ...props }: InputProps) {
  return (
    <TextField {...props} select label={R.arrangementTypeLabel} size="small" fullWidth required error={Boolean(errorText)} helperText={errorText}>
      {ARRANGEMENT_TYPES.map((t) => (
        <MenuItem key={t.value} value={t.value}>
          {t.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Arranjo: exactly 3 characters, typed in capitals (VCC, MCD...). */
export function ArrangementCodeInput({ errorText, onChange, ...props }: InputProps) {
  return (
    <TextField
      {...props}
      label={R.paymentArrangementLabel}
      size="small"
      fullWidth
      required
      error={Boolean(errorText)}
      helperText={errorText}
      onChange={(event) => {
        event.target.value = event.target.value.toUpperCase();
        onChange?.(event);
      }}
      slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
    />
  );
}
