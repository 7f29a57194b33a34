import { useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { maskCep, onlyDigits, type DocumentAnswer, type ZipcodeAnswer } from '@lastro/domain';
import { api } from './api';

/** POST accounts/search-document: the company of a CNPJ (with its CNAEs, legal nature and partners' register). */
export const searchCompany = (document: string) =>
  api.post<DocumentAnswer>('account', 'accounts/search-document', { document, type: '1', creditor_type_if: false });

/** POST accounts/search-zipcode: the address of a CEP (the answer's provider says where it came from). */
export const searchAddress = (zipCode: string) => api.post<ZipcodeAnswer>('account', 'accounts/search-zipcode', { zipCode });

/** The registration fields the CNPJ and CEP look-ups fill. */
export interface LookupFilledFields {
  company_name: string;
  trading_name: string;
  address_zip_code: string;
  address: string;
  address_number: string;
  address_complement?: string;
  address_neighborhood: string;
  address_city: string;
  address_state: string;
}

/**
 * Fills a registration form from the look-ups: the company of a CNPJ, the address of a CEP
 * (each CEP asked once), and whether any answer came from the offline (demonstration) provider.
 */
export function useLookupFill<T extends FieldValues & LookupFilledFields, TT>(form: UseFormReturn<T, unknown, TT>) {
  const [offline, setOffline] = useState(false);
  const lastCep = useRef('');

  const fill = (values: Partial<LookupFilledFields>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value) form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
    }
  };

  const fillCompany = (answer: DocumentAnswer) => {
    setOffline(answer.provider === 'offline');
    const e = answer.empresa;
    fill({
      company_name: e.nome,
      trading_name: e.fantasia || e.nome,
      address_zip_code: maskCep(e.cep),
      address: e.logradouro,
      address_number: e.numero,
      address_complement: e.complemento,
      address_neighborhood: e.bairro,
      address_city: e.municipio,
      address_state: e.uf,
    });
    lastCep.current = onlyDigits(e.cep);
  };

  const onCepChange = async (masked: string) => {
    const cep = onlyDigits(masked);
    if (cep.length !== 8 || cep === lastCep.current) return;
    lastCep.current = cep;
    const found = await searchAddress(cep).catch(() => null);
    if (!found || lastCep.current !== cep) return;
    setOffline((current) => current || found.provider === 'offline');
    fill({
      address: found.endereco.logradouro,
      address_neighborhood: found.endereco.bairro,
      address_city: found.endereco.localidade,
      address_state: found.endereco.uf,
    });
  };

  return { offline, fillCompany, onCepChange };
}
