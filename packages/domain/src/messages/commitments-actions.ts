/**
 * Commitment messages of the actions, the state machine and the registration (spread into
 * MESSAGES.commitments, under `registration` so the parts' keys never collide).
 */
export const COMMITMENT_ACTIONS_MESSAGES = {
  registration: {
    actionNotAllowed: (action: string, status: string) =>
      `Não é possível ${action} um compromisso com situação '${status}'.`,
    dealStatusNotAllowed: 'Situação inválida: informe 3 (cancelar), 4 (liquidar) ou 10 (contestar).',
    contestAdminOnly: 'Somente o administrador pode contestar um compromisso.',
    dealNotFound: 'Compromisso não encontrado',
    dealIdRequired: 'Informe o compromisso (deal_id).',
    creditorMismatch: 'O compromisso não pertence ao fornecedor informado.',
    withoutBankAccount: 'Compromisso sem conta de domicílio ativa para registro.',
    registrationFailed: 'Não foi possível registrar o compromisso na registradora. Reenvie-o para tentar novamente.',
    // What each action is called in the refusals above ('Não é possível cancelar...').
    verbs: {
      cancelar: 'cancelar',
      liquidar: 'liquidar',
      baixar: 'baixar',
      contestar: 'contestar',
      aprovar: 'reenviar',
      editar: 'editar',
    },
    updateEmpty: 'Informe ao menos um campo para alterar.',
    expirationBeforeToday: 'A data de expiração não pode ser anterior a hoje',
    // History rows and notifications written by the registration and the actions.
    history: {
      awaitingApproval: 'Aguardando aprovação do compromisso',
      registered: 'Compromisso registrado na registradora',
      insufficient: (applied: string, missing: string) =>
        `Valor livre insuficiente: aplicado ${applied}, faltam ${missing}`,
      refused: (reason: string) => `Recusado pela registradora: ${reason}`,
      cancelled: 'Compromisso cancelado',
      settled: 'Compromisso liquidado',
      settlementCompleted: 'Liquidação concluída',
      writtenOff: 'Compromisso baixado',
      contested: 'Compromisso em contestação',
      resent: 'Compromisso reenviado para registro',
      expired: 'Compromisso expirado',
      updated: (fields: string) => `Dados do compromisso alterados: ${fields}`,
      // A change the registry made (another contract ended, sales arrived, a settlement).
      coveredByRegistry: 'Efeitos completos na registradora',
    },
    notificationTitle: (code: string) => `Compromisso ${code}`,
    notificationDescription: (status: string) => `Situação do compromisso: ${status}`,
    systemName: 'Sistema',
  },
} as const;
