import { MaskedTextField, type MaskedTextFieldProps } from './MaskedTextField';
import { maskCep, maskCnpj, maskCpfCnpj, maskCurrencyInput, maskPercentInput, maskPhone } from './masks';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Props of the ready-made masked fields: everything of MaskedTextField except the mask. */
export type PresetMaskedFieldProps = DistributiveOmit<MaskedTextFieldProps, 'mask'>;

/** CNPJ, alphanumeric allowed in the first 12 positions: 99.999.999/9999-99. */
export function CnpjField(props: PresetMaskedFieldProps) {
  return <MaskedTextField mask={maskCnpj} inputMode="text" {...props} />;
}

/** CPF (999.999.999-99) up to 11 characters, CNPJ beyond. */
export function CpfCnpjField(props: PresetMaskedFieldProps) {
  return <MaskedTextField mask={maskCpfCnpj} inputMode="text" {...props} />;
}

/** CEP: 99999-999. */
export function CepField(props: PresetMaskedFieldProps) {
  return <MaskedTextField mask={maskCep} inputMode="numeric" {...props} />;
}

/** Phone: (99) 9999-9999 or (99) 99999-9999. */
export function PhoneField(props: PresetMaskedFieldProps) {
  return <MaskedTextField mask={maskPhone} inputMode="tel" {...props} />;
}

/** BRL amount, digits shift in from the right: R$ 1.234,56. Read it with parseMaskedDecimal. */
export function CurrencyField(props: PresetMaskedFieldProps) {
  return <MaskedTextField mask={maskCurrencyInput} inputMode="numeric" {...props} />;
}

/** Percent with 2 decimals: 12,34 %. Read it with parseMaskedDecimal. */
export function PercentField(props: PresetMaskedFieldProps) {
  return <MaskedTextField mask={maskPercentInput} inputMode="numeric" {...props} />;
}
