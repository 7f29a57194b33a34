/** Commitment messages of the actions, the state machine and the registration (spread into MESSAGES.commitments). */
export const COMMITMENT_ACTIONS_MESSAGES = {} as const;
