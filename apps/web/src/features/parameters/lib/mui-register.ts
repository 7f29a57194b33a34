import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's register() for a MUI TextField: the ref must reach the <input>
 * (inputRef), not the root <div>, or reset() and focus-on-error miss the field.
 */
export function muiRegister<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}
