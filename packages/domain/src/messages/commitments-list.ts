/** Commitment messages of the list, its tabs and filters (spread into MESSAGES.commitments). */
export const COMMITMENT_LIST_MESSAGES = {} as const;
