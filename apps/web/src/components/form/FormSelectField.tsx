import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TT> = DistributiveOmitSelect<
  FormTextFieldProps<T, N, TT>
> & {
  options: readonly SelectOption[];
  /** The menu text of an option; its label by default. */
  optionLabel?: (option: SelectOption) => ReactNode;
};

type DistributiveOmitSelect<P> = P extends unknown ? Omit<P, 'select' | 'children'> : never;

/** A select TextField bound to a react-hook-form field, one menu item per option. */
export function FormSelectField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  options,
  optionLabel,
  ...props
}: FormSelectFieldProps<T, N, TT>) {
  return (
    <FormTextField {...(props as FormTextFieldProps<T, N, TT>)} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {optionLabel ? optionLabel(option) : option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
