import { createOfflineCepProvider } from './offline-cep-provider';
import { createViaCepProvider } from './viacep-provider';
import type { CepProvider, CepProviderName } from './cep-provider';

export * from './cep-provider';

/** The provider chosen by configuration (config.cepProvider); offline unless told otherwise. */
export function createCepProvider(name: CepProviderName): CepProvider {
  return name === 'viacep' ? createViaCepProvider() : createOfflineCepProvider();
}
