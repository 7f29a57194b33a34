import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';

/** Commitments: the registered-contracts look-up (spec 3 §2.5). */
export function createRegisteredContractsPart(_ctx: CommitmentsPartContext): CommitmentsPart {
  return {};
}
