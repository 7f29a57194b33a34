import { referenceKeys } from '../../../lib/reference/keys';

/** Query keys of the registers: invalidating a root refreshes its lists, details and every picker of it. */
export const registerKeys = {
  acquirers: referenceKeys.acquirers,
  arrangements: referenceKeys.arrangements,
  banks: referenceKeys.banks,
  parameters: ['registers', 'parameter-definitions'] as const,
};
