export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
export { FormSelectField } from './FormSelectField';
export type { FormSelectFieldProps, SelectOption } from './FormSelectField';
export { FormMaskedField } from './FormMaskedField';
export type { FormMaskedFieldProps, MaskKind } from './FormMaskedField';
