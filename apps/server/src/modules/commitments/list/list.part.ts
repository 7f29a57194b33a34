import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';

/** Commitments: GET deals (COMPROMISSOS and SOLICITAÇÕES) and the export. */
export function createListPart(_ctx: CommitmentsPartContext): CommitmentsPart {
  return {};
}
