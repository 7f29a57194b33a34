import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { MESSAGES, isIsoDate, maskDate, parseBrDate } from '@lastro/domain';
import { MaskedTextField, type MaskedTextFieldProps } from '../MaskedTextField';
import { texts } from '../texts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type DateFieldProps = DistributiveOmit<MaskedTextFieldProps, 'mask' | 'inputMode' | 'type'>;

/** What the field shows for a value: DD/MM/YYYY for a 'YYYY-MM-DD' day, the typed text otherwise. */
export function displayDate(value: string | null | undefined): string {
  const text = value ?? '';
  if (!isIsoDate(text)) return maskDate(text);
  const [year, month, day] = text.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The value of what was typed: 'YYYY-MM-DD' once it is a whole real day, '' when empty, and the
 * masked text while incomplete or impossible (so a schema expecting a day reports it as invalid).
 */
export function dateValue(masked: string): string {
  if (masked === '') return '';
  return parseBrDate(masked) ?? masked;
}

/** True when the field holds something that is not a real day (incomplete or impossible text). */
export function isInvalidDateValue(value: string | null | undefined): boolean {
  return !!value && !isIsoDate(value);
}

/**
 * The pt-BR date field: typed as DD/MM/YYYY (mask 99/99/9999) whatever the browser's locale, with a
 * button opening the browser's calendar; its value is the 'YYYY-MM-DD' day the API takes. Left
 * holding an impossible or incomplete day, it says 'Data inválida' itself, whatever form it is in
 * (a form's own error still comes first).
 */
export function DateField({ value, onChange, onBlur, disabled, slotProps, error, helperText, ...props }: DateFieldProps) {
  const pickerRef = useRef<HTMLInputElement | null>(null);
  const [left, setLeft] = useState(false);
  const invalidShown = left && !error && isInvalidDateValue(value);
  const iso = isIsoDate(value ?? '') ? (value ?? '') : '';
  const inputSlot = slotProps?.input;
  return (
    <>
      <MaskedTextField
        {...props}
        sx={[{ '& input:not(:focus)::placeholder': { opacity: 0 } }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
        disabled={disabled}
        error={Boolean(error) || invalidShown}
        helperText={invalidShown ? MESSAGES.validation.invalidDate : helperText}
        mask={maskDate}
        inputMode="numeric"
        value={displayDate(value)}
        onChange={(masked) => {
          setLeft(false);
          onChange?.(dateValue(masked));
        }}
        onBlur={(event) => {
          setLeft(true);
          onBlur?.(event);
        }}
        slotProps={{
          ...slotProps,
          // Always above the field: a label resting in it loses to the calendar button the room a
          // long label needs ('Data de execução inicial' read 'Data de execuç…'), and the
          // 'DD/MM/AAAA' placeholder is then kept for the focused field, as MUI does for a resting
          // label. Raised, the label may run to the field's right border (MUI stops it 6 px short):
          // at 0.75 scale from 14 px in, that is 133% - 24 px.
          inputLabel: {
            shrink: true,
            sx: { maxWidth: 'calc(133% - 24px)' },
            ...(typeof slotProps?.inputLabel === 'object' ? slotProps.inputLabel : {}),
          },
          htmlInput: { placeholder: texts.dateField.placeholder, ...slotProps?.htmlInput },
          input: {
            ...(typeof inputSlot === 'object' ? inputSlot : {}),
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  disabled={disabled}
                  aria-label={texts.dateField.openCalendar}
                  onClick={() => pickerRef.current?.showPicker?.()}
                >
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* Only the browser's calendar of this input is used; the typing happens in the field above. */}
      <input
        ref={pickerRef}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={iso}
        onChange={(event) => {
          setLeft(false);
          onChange?.(event.target.value);
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
      />
    </>
  );
}
