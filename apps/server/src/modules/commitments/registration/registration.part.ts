import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';

/** Commitments: registration at the registry (job), the state machine and the actions, the expiry job, demo data. */
export function createRegistrationPart(_ctx: CommitmentsPartContext): CommitmentsPart {
  return {};
}
