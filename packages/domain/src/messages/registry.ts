/** Texts of the registry's admin actions (the registry's own answers live with the integration). */
export const REGISTRY_MESSAGES = {
  tickDateInvalid: 'Informe a data para a qual avançar a registradora (AAAA-MM-DD).',
  tickDateNotAfter: 'A data deve ser posterior à data atual da registradora.',
  tickDateTooFar: 'A registradora avança no máximo 400 dias por vez.',
} as const;
