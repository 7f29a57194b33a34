import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';

/** Commitments: POST deals and deals/contract-smoke: the create form's calls. */
export function createCreatePart(_ctx: CommitmentsPartContext): CommitmentsPart {
  return {};
}
