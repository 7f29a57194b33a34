/** Merchant messages of the acquirers part (spread into MESSAGES.merchants). */
export const MERCHANT_ACQUIRERS_MESSAGES = {
  acquirerLinksTitle: 'Credenciadoras vinculadas',
  newAcquirerLinkTitle: 'Vincular credenciadora',
  addAcquirerLink: 'Vincular',
  acquirerLogoColumn: 'Logo',
  acquirerNameColumn: 'Credenciadora',
  acquirerActiveColumn: 'Ativo',
  advancementColumn: 'Antecipação',
  acquirerLabel: 'Credenciadora',
  advancementLabel: 'Antecipação',
  acquirerCnpjLabel: 'CNPJ',
  linkUpdatedAtLabel: 'Atualizado em',
  arrangementsButton: 'Arranjos',
  arrangementsTitle: 'Arranjos',
  arrangementNameColumn: 'Nome',
  arrangementCodeColumn: 'Código',
  confirmDeleteAcquirerLink: 'Você tem certeza que deseja excluir este vínculo?',
  acquirerLinkSaved: 'Credenciadora vinculada com sucesso',
  unknownAcquirer: 'Credenciadora não encontrada',
  unknownAdvancement: 'Antecipação não encontrada',
  discoveryDoneTitle: 'Discovery concluído',
  discoveryFailedTitle: 'Discovery não concluído',
  /** '<merchant>: <n> credenciadora(s) encontrada(s)' */
  discoveryDoneDescription: (merchant: string, count: number) =>
    `${merchant}: ${count} ${count === 1 ? 'credenciadora encontrada' : 'credenciadoras encontradas'}`,
  viewAcquirers: 'Ver credenciadoras do estabelecimento',
} as const;
