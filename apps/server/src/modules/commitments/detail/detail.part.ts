import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';

/** Commitments: GET deals/{id}, installments and receivables, histories, domicile change, the TCD. */
export function createDetailPart(_ctx: CommitmentsPartContext): CommitmentsPart {
  return {};
}
