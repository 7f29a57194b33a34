/** An address found for a CEP, in the shape of the spec's `endereco`. */
export interface CepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export type CepProviderName = 'offline' | 'viacep';

export interface CepProvider {
  /** Which provider answered: shown to the user, so sandbox data is never passed off as real. */
  readonly name: CepProviderName;
  /** The address of an 8-digit CEP, or null when it does not exist. Throws when the service fails. */
  lookup(cep: string): Promise<CepAddress | null>;
}

/** The service behind a provider is down or answered garbage. */
export class LookupUnavailableError extends Error {
  constructor(provider: string, cause?: unknown) {
    super(`${provider} lookup unavailable`, { cause });
  }
}
