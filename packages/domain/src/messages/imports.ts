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
} as const;
