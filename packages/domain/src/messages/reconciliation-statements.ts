import { IMPORT_MESSAGES } from './imports';

/**
 * Bank statement files of reconciliation (spec 4 §5, §6, §10): the refusals of a file, the line
 * errors and the classification labels, as the spec writes them.
 */
export const RECONCILIATION_STATEMENT_MESSAGES = {
  formatNotRecognised:
    'Formato de arquivo não reconhecido. Envie OFX, CNAB 240 (extrato para conciliação) ou CSV no modelo do produto.',
  cnabNotStatement: 'O arquivo CNAB 240 não é um extrato para conciliação bancária (serviço 04).',
  incompleteFile: (informed: number, found: number) =>
    `Arquivo incompleto: o trailer informa ${informed} registros e o arquivo tem ${found}.`,
  totalsDiffer: 'A soma dos lançamentos difere do total informado no trailer.',
  missingColumns: (columns: string) => `Colunas obrigatórias ausentes: ${columns}.`,
  lineTooLong: (line: number) => `Arquivo inválido: linha ${line} acima do tamanho permitido.`,
  emptyFile: IMPORT_MESSAGES.emptyFile,
  fileRequired: 'Selecione ao menos um arquivo',
  // Line errors (the line is not imported).
  required: 'Campo obrigatório',
  invalidDate: 'Data inválida',
  invalidAmount: 'Valor inválido',
  invalidEntryType: 'Tipo deve ser C ou D',
  bankNotRegistered: 'Banco não cadastrado',
  invalidAgency: 'Agência inválida',
  invalidAccount: 'Conta inválida',
  invalidDocument: 'Documento inválido',
  // Classification of a line (§5.7).
  cardReceivable: (acquirer: string) => `Recebível de cartão — ${acquirer}`,
  cardReceivableUnidentified: 'Recebível de cartão — Não identificada',
  otherEntry: 'Outro lançamento',
  // The file's life (§4.1, §10).
  fileStatusLabels: {
    recebido: 'Recebido',
    em_analise: 'Em análise',
    aguardando_vinculo: 'Aguardando vínculo',
    aguardando_confirmacao: 'Aguardando confirmação',
    importando: 'Importando',
    processado: 'Processado',
    processado_com_alertas: 'Processado com alertas',
    rejeitado: 'Rejeitado',
    descartado: 'Descartado',
    excluido: 'Excluído',
  },
  sameFile: (when: string, who: string, file: string) => `Este arquivo já foi enviado em ${when} por ${who} (${file}).`,
  actionNotAllowed: (statusLabel: string) => `Ação não permitida para um arquivo ${statusLabel.toLowerCase()}.`,
  processingFailed: 'Falha no processamento do arquivo. Envie-o novamente.',
  accountIgnored: 'Conta ignorada pelo usuário',
  simulatedOrigin: 'Registradora simulada',
  fileDeleted: 'Arquivo excluído com sucesso',
  fileDiscarded: 'Arquivo descartado',
  // Grid, detail tabs and their exports (§2.7).
  filesSheet: 'Extratos',
  linesSheet: 'Lançamentos',
  formatLabels: { ofx: 'OFX', cnab240: 'CNAB 240', csv: 'CSV' },
  userOrigin: 'Usuário',
  credit: 'Crédito',
  debit: 'Débito',
  period: (from: string, to: string) => `${from} a ${to}`,
  importedBefore: (file: string, date: string) => `${file} em ${date}`,
  columns: {
    receivedAt: 'Recebido em',
    supplier: 'Fornecedor',
    file: 'Arquivo',
    format: 'Formato',
    origin: 'Origem',
    account: 'Conta',
    period: 'Período',
    lines: 'Lançamentos',
    imported: 'Importados',
    duplicated: 'Duplicados',
    withError: 'Com erro',
    status: 'Situação',
    line: 'Linha',
    date: 'Data',
    description: 'Descrição',
    document: 'Documento',
    type: 'Tipo',
    amount: 'Valor',
    classification: 'Classificação',
    importedBeforeIn: 'Importado antes em',
    field: 'Campo',
    error: 'Erro',
    content: 'Conteúdo',
    reason: 'Motivo',
  },
  // Notifications of type 4 to the uploader (§4.1).
  processedTitle: 'Extrato processado',
  processedDescription: (file: string, n: number, d: number, e: number) =>
    `${file}: ${n} lançamentos importados, ${d} duplicados, ${e} com erro.`,
  awaitingConfirmationTitle: 'Extrato aguardando confirmação',
  awaitingConfirmationDescription: (file: string, d: number, e: number) =>
    `${file}: ${d} lançamentos duplicados e ${e} com erro. Confira e confirme a importação.`,
  awaitingLinkTitle: 'Extrato aguardando vínculo',
  awaitingLinkDescription: (file: string, raw: string) => `${file}: vincule a conta "${raw}" para concluir.`,
  rejectedTitle: 'Extrato rejeitado',
  rejectedDescription: (file: string, message: string) => `${file}: ${message}`,
} as const;
