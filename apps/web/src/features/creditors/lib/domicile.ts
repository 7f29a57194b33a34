import {
  BANK_ACCOUNT_TYPE_WITHOUT_DIGIT,
  BANK_ACCOUNT_TYPES,
  domicileAccountNumber,
  stripTaxIdMask,
  type DomicileInput,
} from '@lastro/domain';
import type { DomicilePayload } from '../api/create-originator';

/** The form's values as the API takes them: the account as 'number-digit' (no digit for PG). */
export function toDomicilePayload(values: DomicileInput): DomicilePayload {
  const digit = values.tipo_conta === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT ? undefined : values.digito;
  return {
    cnpj_domicilio: stripTaxIdMask(values.cnpj_domicilio),
    titulo_domicilio: values.titulo_domicilio,
    banco: values.banco,
    ispb: values.ispb,
    agencia: values.agencia,
    conta: domicileAccountNumber(values.conta, digit),
    tipo_conta: values.tipo_conta,
  };
}

export const accountTypeLabel = (code: string) => BANK_ACCOUNT_TYPES.find((t) => t.value === code)?.label ?? code;

export const EMPTY_DOMICILE: DomicileInput = {
  cnpj_domicilio: '',
  titulo_domicilio: '',
  banco: '',
  ispb: '',
  agencia: '',
  conta: '',
  digito: '',
  tipo_conta: '',
};
