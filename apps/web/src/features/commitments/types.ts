import type { CommitmentListRow, CommitmentRequestRow } from '@lastro/domain';

export type { CommitmentListRow, CommitmentRequestRow };

/** Filters of COMPROMISSOS as the address keeps them ('' = not filtered). */
export type CommitmentFilters = {
  document: string;
  codes: string;
  grouping: string;
  status: string;
  modality: string;
  creditor_id: string;
  gcap: string;
};

/** Filters of SOLICITAÇÕES: the same without status (always a_aprovar) and collateral. */
export type CommitmentRequestFilters = Omit<CommitmentFilters, 'status' | 'gcap'>;

/** The deals list answers rows under `data` (spec 2 §3). */
export interface DataListResult<T> {
  data: T[];
  metadata: { resultset: { offset: number; limit: number; count: number } };
}
