import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';

/** Commitments: the settlement-forecast report (GET deals/receivable-reached) and its export. */
export function createReportPart(_ctx: CommitmentsPartContext): CommitmentsPart {
  return {};
}
