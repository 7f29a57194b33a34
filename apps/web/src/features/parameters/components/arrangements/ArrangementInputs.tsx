import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { ARRANGEMENT_TYPES, MESSAGES } from '@lastro/domain';
import { FormSelectField, FormTextField, type FormTextFieldProps } from '../../../../components';

const R = MESSAGES.registers;

type BindingProps<T extends FieldValues, N extends FieldPath<T>, TT> = Pick<
  FormTextFieldProps<T, N, TT>,
  'control' | 'name'
>;

/** Tipo: Crédito / Débito. */
export function ArrangementTypeInput<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: BindingProps<T, N, TT>,
) {
  return <FormSelectField {...props} label={R.arrangementTypeLabel} required options={ARRANGEMENT_TYPES} />;
}

/** Arranjo: exactly 3 characters, typed in capitals (VCC, MCD...). */
export function ArrangementCodeInput<T extends FieldValues, N extends FieldPath<T>, TT = T>(
  props: BindingProps<T, N, TT>,
) {
  return (
    <FormTextField
      {...props}
      label={R.paymentArrangementLabel}
      required
      parse={(text) => text.toUpperCase() as PathValue<T, N>}
      slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
    />
  );
}
