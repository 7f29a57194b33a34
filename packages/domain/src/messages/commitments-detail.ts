/** Commitment messages of the detail, domicile change and TCD (spread into MESSAGES.commitments). */
export const COMMITMENT_DETAIL_MESSAGES = {
  // Detail sections and labels
  detailNotFound: 'Compromisso não encontrado',
  installmentLabel: 'Parcela',
  noReceivables: 'Nenhum recebível alcançado por esta parcela',
  noBankAccount: 'Compromisso sem conta bancária',
  originatorSection: 'Originador',
  bankAccountSection: 'Conta bancária',
  seeHistory: 'Ver histórico',
  seeDomicileHistory: 'Ver histórico de domicílios',
  noHistory: 'Nenhum registro encontrado',
  // Domicile change
  changeDomicileTitle: 'Alterar domicílio bancário',
  newDomicileLabel: 'Novo domicílio',
  domicileChanged: 'Domicílio alterado com sucesso',
  domicileChangeDescription: 'Alteração de domicílio bancário',
  domicileNotOfCreditor: 'O domicílio bancário informado não é um domicílio ativo do fornecedor do compromisso',
  domicileUnchanged: 'O compromisso já utiliza este domicílio bancário',
  domicileChangeNotAllowed: 'Não é possível alterar o domicílio de um compromisso com status',
  domicileRegistryPending: 'A registradora ainda não respondeu à alteração de domicílio. Tente novamente em alguns minutos.',
  domicileCurrent: 'Ativo',
  domicilePrevious: 'Inativo',
  // TCD
  tcdSection: 'Termo de Confissão de Dívida (TCD)',
  tcdSelect: 'Selecionar arquivo PDF',
  tcdSend: 'Enviar',
  tcdDownload: 'Baixar TCD',
  tcdMissing: 'Nenhum TCD anexado a este compromisso',
  tcdTypeInvalid: "O tipo do arquivo deve ser 'contrato'",
  tcdFileRequired: 'Selecione um arquivo PDF',
} as const;
