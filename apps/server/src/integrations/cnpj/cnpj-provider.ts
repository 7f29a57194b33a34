import type { CompanyData } from '@lastro/domain';
export type { CompanyData };

export type CnpjProviderName = 'offline' | 'brasilapi';

export interface CnpjProvider {
  /** Which provider answered: shown to the user, so sandbox data is never passed off as real. */
  readonly name: CnpjProviderName;
  /** The company of a valid 14-character CNPJ, or null when unknown. Throws when the service fails. */
  lookup(cnpj: string): Promise<CompanyData | null>;
}
