import { IMPORT_COMMITMENT_MESSAGES } from './imports-commitments';

/** Bulk imports: merchants, commitments, smoke commitments and contract changes. */
export const IMPORT_MESSAGES = {
  merchantImportTitle: 'Importação de Estabelecimentos',
  commitmentImportTitle: 'Importação de Compromissos',
  smokeCommitmentImportTitle: 'Compromissos Fumaça',
  changeDealsTitle: 'Alterar Contratos',
  collateralManagement: 'Gestão de colateral?',
  howToFill: 'Como preencher corretamente',
  processData: 'Processar dados',
  clear: 'Limpar',
  scheduleSearchProcessing: 'Pesquisa da agenda em processamento...',
  requestIdLabel: 'ID da solicitação',
  dealIdColumn: 'Id Compromisso',
  domicileIdColumn: 'Id Domicílio',
  errorColumn: 'Erro',
  errorStatus: 'Erro',
  imported: 'Arquivo importado com sucesso!',
  partialFailure: 'Ocorreu um erro ao importar um ou mais registros. Verifique a coluna de erro.',
  changeDealsFailed: 'Não foi possivel atualizar os contratos',
  partnerWithoutParameters: 'Parceiro não tem parametros cadastrados',
  merchantNotRegistered: 'Estabelecimento não cadastrado',
  invalidDocument: 'Documento Inválido',
  invalidCnpj: 'CNPJ inválido',
  invalidCsv: 'Arquivo inválido. Envie um arquivo .csv separado por ponto e vírgula.',
  commitments: IMPORT_COMMITMENT_MESSAGES,
  // The shared flow (imports core).
  fileRequired: 'Selecione um arquivo .csv para importar.',
  fileTooLarge: (maxMb: number) => `O arquivo passa do limite de ${maxMb} MB. Divida-o em arquivos menores.`,
  tooManyRows: (maxRows: number) =>
    `O arquivo passa do limite de ${maxRows.toLocaleString('pt-BR')} linhas. Divida-o em arquivos menores.`,
  emptyFile: 'O arquivo não tem linhas para importar.',
  missingColumns: (columns: string) => `O arquivo não tem as colunas do modelo: ${columns}.`,
  importNotFound: 'Importação não encontrada.',
  downloadModel: 'Baixar modelo',
  selectFile: 'Selecionar arquivo',
  downloadFailedRows: 'Baixar linhas com erro',
  statusColumn: 'Status',
  rowsInFile: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'linha' : 'linhas'} no arquivo`,
  readingFile: 'Lendo o arquivo...',
  processing: (done: number, total: number | null) =>
    total === null
      ? `Processando: ${done.toLocaleString('pt-BR')} linhas`
      : `Processando: ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas`,
  failedFileErrorColumn: 'erro',
  finishedTitle: 'Importação concluída',
  finishedDescription: (fileName: string, total: number, failed: number) =>
    `${fileName}: ${total.toLocaleString('pt-BR')} ${total === 1 ? 'linha processada' : 'linhas processadas'}, ${failed.toLocaleString('pt-BR')} com erro.`,
  failedTitle: 'Falha na importação',
  failedDescription: (fileName: string) => `Não foi possível importar o arquivo ${fileName}. Tente novamente.`,
  kindNames: {
    commitments: 'Compromissos',
    'smoke-commitments': 'Compromissos Fumaça',
    'merchants-maintenance': 'Manutenção de Estabelecimentos',
    'merchants-registration': 'Cadastro de Estabelecimentos',
    'change-deals': 'Alterar Contratos',
  } as Record<string, string>,
} as const;
