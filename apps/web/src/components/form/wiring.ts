import type { ReactNode } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** What the shared form fields own; the rest of a TextField's props pass through. */
export type WiredProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef';

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface FieldStateOverrides {
  /** Extra error state (e.g. a duplicate found by the server); the field's own error always counts. */
  error?: boolean | undefined;
  /** Shown while the field has no error message of its own. */
  helperText?: ReactNode;
  disabled?: boolean | undefined;
}

/**
 * The props every form field gets from its Controller: the ref reaches the <input> (inputRef), so
 * reset() and focus-on-error find it, and the error message replaces the helper text.
 */
export function wiredProps<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
  { error, helperText, disabled }: FieldStateOverrides,
) {
  return {
    name: field.name,
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: Boolean(disabled) || field.disabled,
    error: Boolean(fieldState.error) || Boolean(error),
    helperText: fieldState.error?.message ?? helperText,
  };
}
