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
} as const;
