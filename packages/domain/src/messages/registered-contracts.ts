/** The registered-contracts look-up (Contratos Registrados, spec 3 §2.5). */
export const REGISTERED_CONTRACT_MESSAGES = {} as const;
