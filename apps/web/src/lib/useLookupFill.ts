import { useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { MESSAGES, maskCep, onlyDigits, type DocumentAnswer, type ZipcodeAnswer } from '@lastro/domain';
import { ApiError, api } from './api';

const M = MESSAGES.common;

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

type Filled = keyof LookupFilledFields;

/** What the CEP look-up answers for; the company look-up answers for every field. */
const ADDRESS_FIELDS = ['address', 'address_neighborhood', 'address_city', 'address_state'] as const satisfies readonly Filled[];
const COMPANY_FIELDS = [
  'company_name',
  'trading_name',
  'address_zip_code',
  'address',
  'address_number',
  'address_complement',
  'address_neighborhood',
  'address_city',
  'address_state',
] as const satisfies readonly Filled[];

/** A document's look-up as the form uses it: `company` is null when nothing was filled. */
export interface CompanyLookup {
  registered: boolean;
  company: DocumentAnswer | null;
}

/**
 * Fills a registration form from the look-ups: the company of a CNPJ, the address of a CEP
 * (each CEP asked once), and whether any answer came from the offline (demonstration) provider.
 * A look-up that finds nothing (or a document already registered) undoes what the previous one
 * filled, so no form keeps an address or company that belongs to another CEP or document.
 */
export function useLookupFill<T extends FieldValues & LookupFilledFields, TT>(form: UseFormReturn<T, unknown, TT>) {
  const [companyOffline, setCompanyOffline] = useState(false);
  const [cepOffline, setCepOffline] = useState(false);
  const [cepProblem, setCepProblem] = useState<{ cep: string; message: string } | null>(null);
  const lastCep = useRef('');
  const lastDocument = useRef('');
  // What a look-up last put in each field: only a text the user has not changed since is undone.
  const filled = useRef<Partial<Record<Filled, string>>>({});

  const set = (name: Filled, value: string, shouldValidate: boolean) =>
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate, shouldDirty: true });

  /** Puts each given value; a field of `names` the answer leaves empty loses the previous look-up's text. */
  const put = (values: Partial<Record<Filled, string>>, names: readonly Filled[]) => {
    for (const name of names) {
      const value = values[name];
      if (value) {
        set(name, value, true);
        filled.current[name] = value;
      } else {
        if (filled.current[name] !== undefined && form.getValues(name as Path<T>) === filled.current[name]) set(name, '', false);
        delete filled.current[name];
      }
    }
  };

  /** Fills the company of a CNPJ; null (not found, or refused) clears what the previous document filled. */
  const fillCompany = (answer: DocumentAnswer | null) => {
    setCompanyOffline(answer?.provider === 'offline');
    const e = answer?.empresa;
    put(
      e
        ? {
            company_name: e.nome,
            trading_name: e.fantasia || e.nome,
            address_zip_code: maskCep(e.cep),
            address: e.logradouro,
            address_number: e.numero,
            address_complement: e.complemento,
            address_neighborhood: e.bairro,
            address_city: e.municipio,
            address_state: e.uf,
          }
        : {},
      COMPANY_FIELDS,
    );
    lastCep.current = e ? onlyDigits(e.cep) : '';
    setCepProblem(null);
  };

  /**
   * Looks a CNPJ's company up while asking whether it is already registered: a registered
   * document fills nothing (its look-up answers for another company's record). Undefined when
   * a later document overtook this one.
   */
  const lookUpCompany = async (cnpj: string, isRegistered: () => Promise<boolean>): Promise<CompanyLookup | undefined> => {
    lastDocument.current = cnpj;
    const [registered, company] = await Promise.all([isRegistered().catch(() => false), searchCompany(cnpj).catch(() => null)]);
    if (lastDocument.current !== cnpj) return undefined;
    const kept = registered ? null : company;
    fillCompany(kept);
    return { registered, company: kept };
  };

  const onCepChange = async (masked: string) => {
    const cep = onlyDigits(masked);
    if (cepProblem && cepProblem.cep !== cep) {
      setCepProblem(null);
      // The same CEP typed again is asked again, so its message comes back.
      if (lastCep.current === cepProblem.cep) lastCep.current = '';
    }
    if (cep.length !== 8 || cep === lastCep.current) return;
    lastCep.current = cep;
    let found: ZipcodeAnswer | null = null;
    let problem: string | null = null;
    try {
      found = await searchAddress(cep);
    } catch (err) {
      problem = err instanceof ApiError && err.status === 404 ? M.cepNotFound : M.lookupUnavailable;
    }
    if (lastCep.current !== cep) return;
    setCepOffline(found?.provider === 'offline');
    setCepProblem(problem ? { cep, message: problem } : null);
    put(
      found
        ? {
            address: found.endereco.logradouro,
            address_neighborhood: found.endereco.bairro,
            address_city: found.endereco.localidade,
            address_state: found.endereco.uf,
          }
        : {},
      ADDRESS_FIELDS,
    );
  };

  /** The CEP field's look-up and its message ('CEP não encontrado'): spread on the form's CEP field. */
  const cepField = {
    onValueChange: (masked: string) => void onCepChange(masked),
    error: cepProblem ? true : undefined,
    helperText: cepProblem?.message,
  };

  return { offline: companyOffline || cepOffline, fillCompany, lookUpCompany, onCepChange, cepField };
}
