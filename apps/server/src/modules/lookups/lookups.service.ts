import { MESSAGES, onlyDigits, stripTaxIdMask } from '@lastro/domain';
import type { CepProvider } from '../../integrations/cep';
import type { CnpjProvider } from '../../integrations/cnpj';
import { AppError, notFound } from '../../lib/errors';

const M = MESSAGES.common;

const unavailable = () => new AppError(503, M.lookupUnavailable);

/** Address by CEP and company by CNPJ, through the configured providers (offline by default). */
export function createLookupsService(providers: { cep: CepProvider; cnpj: CnpjProvider }) {
  return {
    providers: { cep: providers.cep.name, cnpj: providers.cnpj.name },

    /** POST accounts/search-zipcode */
    async searchZipcode(zipCode: string) {
      const cep = onlyDigits(zipCode);
      const found = await providers.cep.lookup(cep).catch(() => {
        throw unavailable();
      });
      if (!found) throw notFound(M.cepNotFound);
      return {
        endereco: { cep: found.cep, logradouro: found.logradouro, bairro: found.bairro, localidade: found.localidade, uf: found.uf },
        provider: providers.cep.name,
      };
    },

    /** POST accounts/search-document */
    async searchDocument(document: string) {
      const cnpj = stripTaxIdMask(document);
      const found = await providers.cnpj.lookup(cnpj).catch(() => {
        throw unavailable();
      });
      if (!found) throw notFound(M.cnpjNotFound);
      const { cnpj: _cnpj, ...empresa } = found;
      return { empresa: { ...empresa, cnpj }, provider: providers.cnpj.name };
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
