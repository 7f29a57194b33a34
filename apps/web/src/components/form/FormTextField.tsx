import { Controller, type Control, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { wiredProps, type DistributiveOmit, type FieldStateOverrides, type WiredProps } from './wiring';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, TT> = DistributiveOmit<
  TextFieldProps,
  WiredProps | keyof FieldStateOverrides
> &
  FieldStateOverrides & {
    control: Control<T, unknown, TT>;
    name: N;
    /** The text the input shows for the form value; the value itself ('' for none) by default. */
    format?: (value: PathValue<T, N>) => string;
    /** The form value for the typed text; the text itself by default. */
    parse?: (text: string) => PathValue<T, N>;
    /** Called after the form value changed, e.g. to look something up. */
    onValueChange?: (text: string) => void;
  };

/** A MUI TextField (small, full width) bound to a react-hook-form field, its error shown as helper text. */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  format,
  parse,
  onValueChange,
  error,
  helperText,
  disabled,
  ...props
}: FormTextFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          fullWidth
          {...props}
          {...wiredProps(field, fieldState, { error, helperText, disabled })}
          value={format ? format(field.value) : ((field.value as unknown) ?? '')}
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(parse ? parse(text) : text);
            onValueChange?.(text);
          }}
        />
      )}
    />
  );
}
