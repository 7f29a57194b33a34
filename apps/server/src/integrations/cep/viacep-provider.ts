import { LookupUnavailableError, type CepAddress, type CepProvider } from './cep-provider';

const TIMEOUT_MS = 5000;

interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/** ViaCEP (https://viacep.com.br), the public Correios-based service. */
export function createViaCepProvider(baseUrl = 'https://viacep.com.br/ws'): CepProvider {
  return {
    name: 'viacep',
    async lookup(cep: string): Promise<CepAddress | null> {
      if (!/^\d{8}$/.test(cep)) return null;
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/${cep}/json/`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (err) {
        throw new LookupUnavailableError('viacep', err);
      }
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new LookupUnavailableError('viacep', new Error(`HTTP ${res.status}`));
      const body = (await res.json().catch(() => null)) as ViaCepAnswer | null;
      if (!body) throw new LookupUnavailableError('viacep');
      if (body.erro) return null;
      return {
        cep,
        logradouro: body.logradouro ?? '',
        bairro: body.bairro ?? '',
        localidade: body.localidade ?? '',
        uf: body.uf ?? '',
      };
    },
  };
}
