import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';
import { wiredProps, type DistributiveOmit, type FieldStateOverrides, type WiredProps } from './wiring';

export type FormDateFieldProps<T extends FieldValues, N extends FieldPath<T>, TT> = DistributiveOmit<
  DateFieldProps,
  WiredProps | keyof FieldStateOverrides
> &
  FieldStateOverrides & {
    control: Control<T, unknown, TT>;
    name: N;
  };

/** The pt-BR date field (small, full width) bound to a react-hook-form field holding 'YYYY-MM-DD'. */
export function FormDateField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  error,
  helperText,
  disabled,
  ...props
}: FormDateFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          size="small"
          fullWidth
          {...props}
          {...wiredProps(field, fieldState, { error, helperText, disabled })}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
        />
      )}
    />
  );
}
