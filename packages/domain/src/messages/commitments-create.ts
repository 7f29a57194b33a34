/** Commitment messages of the create form (Cadastro de compromisso) (spread into MESSAGES.commitments). */
export const COMMITMENT_CREATE_MESSAGES = {} as const;
