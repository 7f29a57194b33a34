/** Texts of the registry's calls (the registry's own answers live with the integration). */
export const REGISTRY_MESSAGES = {
  tickDateInvalid: 'Informe a data para a qual avançar a registradora (AAAA-MM-DD).',
  tickDateNotAfter: 'A data deve ser posterior à data atual da registradora.',
  tickDateTooFar: 'A registradora avança no máximo 400 dias por vez.',
  // The settlement reads (liquidações informadas pela registradora).
  settlementsCreditorRequired: 'Informe o fornecedor (creditor_id) cujas liquidações consultar.',
  settlementsPeriodInvalid: 'A data final do período não pode ser anterior à data inicial.',
  settlementsPeriodTooLong: (days: number) => `O período da consulta é de no máximo ${days} dias.`,
  settlementsDomicileIncomplete: 'Informe o ISPB do domicílio para filtrar por agência ou conta.',
  settlementsUnitNotFound: 'Unidade de recebível não encontrada.',
  settlementsContractNotFound: 'Contrato não encontrado.',
  /** What a creditor sees of the settlements of a UR that are not its contracts': one sum. */
  settlementsOthers: 'Outros',
} as const;
