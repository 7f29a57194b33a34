import type { IdentityProvider } from './identity';
import { createOfflineIdentityProvider } from './offline-identity-provider';
import { createRemoteIdentityProvider } from './remote-identity-provider';

export type {
  IdentityField,
  IdentityFileType,
  IdentityInput,
  IdentityProvider,
  IdentityRegistration,
  IdentityResult,
} from './identity';
export {
  createOfflineIdentityProvider,
  differenceHash,
  hashSimilarity,
  OFFLINE_FACE_METHOD,
} from './offline-identity-provider';

export function createIdentityProvider(opts: {
  provider: 'offline' | 'remote';
  url?: string | undefined;
  token?: string | undefined;
}): IdentityProvider {
  return opts.provider === 'remote' && opts.url
    ? createRemoteIdentityProvider({ url: opts.url, token: opts.token })
    : createOfflineIdentityProvider();
}
