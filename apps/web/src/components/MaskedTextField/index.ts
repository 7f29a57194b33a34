export { MaskedTextField } from './MaskedTextField';
export type { Mask, MaskedTextFieldProps } from './MaskedTextField';
export { CnpjField, CpfCnpjField, CepField, PhoneField, CurrencyField, PercentField } from './fields';
export type { PresetMaskedFieldProps } from './fields';
export {
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskCep,
  maskPhone,
  maskCurrencyInput,
  maskPercentInput,
} from './masks';
export { unmaskDigits, unmaskDocument, parseMaskedDecimal } from './unmask';
