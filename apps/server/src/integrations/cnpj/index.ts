import { createBrasilApiCnpjProvider } from './brasilapi-cnpj-provider';
import { createOfflineCnpjProvider } from './offline-cnpj-provider';
import type { CnpjProvider, CnpjProviderName } from './cnpj-provider';

export * from './cnpj-provider';

/** The provider chosen by configuration (config.cnpjProvider); offline unless told otherwise. */
export function createCnpjProvider(name: CnpjProviderName): CnpjProvider {
  return name === 'brasilapi' ? createBrasilApiCnpjProvider() : createOfflineCnpjProvider();
}
