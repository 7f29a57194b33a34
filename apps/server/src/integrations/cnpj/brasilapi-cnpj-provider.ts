import { onlyDigits } from '@lastro/domain';
import { LookupUnavailableError } from '../cep/cep-provider';
import type { CnpjProvider, CompanyData } from './cnpj-provider';

const TIMEOUT_MS = 8000;

interface BrasilApiCompany {
  razao_social?: string;
  nome_fantasia?: string | null;
  cep?: string | number | null;
  descricao_tipo_de_logradouro?: string | null;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  municipio?: string | null;
  uf?: string | null;
}

/** BrasilAPI (https://brasilapi.com.br), which serves the Receita Federal's public CNPJ data. */
export function createBrasilApiCnpjProvider(baseUrl = 'https://brasilapi.com.br/api/cnpj/v1'): CnpjProvider {
  return {
    name: 'brasilapi',
    async lookup(cnpj: string): Promise<CompanyData | null> {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/${encodeURIComponent(cnpj)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (err) {
        throw new LookupUnavailableError('brasilapi', err);
      }
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new LookupUnavailableError('brasilapi', new Error(`HTTP ${res.status}`));
      const body = (await res.json().catch(() => null)) as BrasilApiCompany | null;
      if (!body?.razao_social) throw new LookupUnavailableError('brasilapi');
      const type = body.descricao_tipo_de_logradouro?.trim();
      const street = body.logradouro?.trim() ?? '';
      return {
        cnpj,
        nome: body.razao_social,
        fantasia: body.nome_fantasia ?? '',
        cep: onlyDigits(body.cep ?? '').padStart(8, '0').slice(-8),
        logradouro: type && street && !street.toUpperCase().startsWith(type.toUpperCase()) ? `${type} ${street}` : street,
        numero: body.numero ?? '',
        complemento: body.complemento ?? '',
        bairro: body.bairro ?? '',
        municipio: body.municipio ?? '',
        uf: body.uf ?? '',
      };
    },
  };
}
