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
  cnae_fiscal?: number | string | null;
  cnae_fiscal_descricao?: string | null;
  cnaes_secundarios?: { codigo?: number | string | null; descricao?: string | null }[] | null;
  codigo_natureza_juridica?: number | string | null;
  natureza_juridica?: string | null;
  qsa?: { nome_socio?: string | null; qualificacao_socio?: string | null; cnpj_cpf_do_socio?: string | null }[] | null;
}

/** 4751201 -> '4751-2/01', the way the CNAE subclasses are written. */
export function formatCnae(code: number | string): string {
  const d = onlyDigits(String(code)).padStart(7, '0');
  return `${d.slice(0, 4)}-${d.slice(4, 5)}/${d.slice(5, 7)}`;
}

/** The register fields: CNAEs (main first; BrasilAPI answers code 0 for "none"), legal nature, partners. */
function registerOf(body: BrasilApiCompany): Pick<CompanyData, 'cnaes' | 'legal_nature_description' | 'partners'> {
  const activities = [
    { codigo: body.cnae_fiscal, descricao: body.cnae_fiscal_descricao },
    ...(body.cnaes_secundarios ?? []),
  ].filter((c) => c.codigo && Number(onlyDigits(String(c.codigo))) > 0);
  const nature = body.natureza_juridica?.trim() ?? '';
  const natureCode = onlyDigits(String(body.codigo_natureza_juridica ?? ''));
  return {
    cnaes: activities.map((c) => ({ number: formatCnae(c.codigo!), description: c.descricao?.trim() ?? '' })),
    legal_nature_description:
      natureCode.length === 4 && nature ? `${natureCode.slice(0, 3)}-${natureCode.slice(3)} - ${nature}` : nature,
    partners: (body.qsa ?? [])
      .filter((p) => p.nome_socio)
      .map((p) => ({ name: p.nome_socio!.trim(), qualification: p.qualificacao_socio?.trim() ?? '', cpf: p.cnpj_cpf_do_socio?.trim() ?? '' })),
  };
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
        ...registerOf(body),
      };
    },
  };
}
