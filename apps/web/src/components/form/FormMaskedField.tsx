import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  CepField,
  CnpjField,
  CpfCnpjField,
  CurrencyField,
  PercentField,
  PhoneField,
  type PresetMaskedFieldProps,
} from '../MaskedTextField';
import { wiredProps, type DistributiveOmit, type FieldStateOverrides, type WiredProps } from './wiring';

const PRESETS = {
  cnpj: CnpjField,
  cpfCnpj: CpfCnpjField,
  cep: CepField,
  phone: PhoneField,
  currency: CurrencyField,
  percent: PercentField,
} as const;

export type MaskKind = keyof typeof PRESETS;

export type FormMaskedFieldProps<T extends FieldValues, N extends FieldPath<T>, TT> = DistributiveOmit<
  PresetMaskedFieldProps,
  WiredProps | keyof FieldStateOverrides
> &
  FieldStateOverrides & {
    control: Control<T, unknown, TT>;
    name: N;
    /** Which of the shared masked fields (CNPJ, CPF/CNPJ, CEP, phone, money, percent). */
    kind: MaskKind;
    /** Called with the masked text after the form value changed, e.g. to look something up. */
    onValueChange?: (masked: string) => void;
  };

/** A masked field (small, full width) bound to a react-hook-form field; the form holds the masked text. */
export function FormMaskedField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  kind,
  onValueChange,
  error,
  helperText,
  disabled,
  ...props
}: FormMaskedFieldProps<T, N, TT>) {
  const Field = PRESETS[kind];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          size="small"
          fullWidth
          {...props}
          {...wiredProps(field, fieldState, { error, helperText, disabled })}
          value={field.value as string | null | undefined}
          onChange={(masked) => {
            field.onChange(masked);
            onValueChange?.(masked);
          }}
        />
      )}
    />
  );
}
