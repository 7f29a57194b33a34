/** Commitment messages of the detail, domicile change and TCD (spread into MESSAGES.commitments). */
export const COMMITMENT_DETAIL_MESSAGES = {} as const;
