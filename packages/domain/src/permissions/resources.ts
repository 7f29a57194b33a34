import { PERMISSIONS, type PermissionAction, type PermissionSlug } from './slugs';

/**
 * Which profiles a resource may be granted to: 1 platform profiles only, 2 creditor
 * (Fornecedor) profiles only, 'both' either.
 */
export type ResourceScope = 1 | 2 | 'both';

export interface ResourceDefinition {
  readonly slug: PermissionSlug;
  readonly module: string;
  readonly sub_module: string;
  readonly description: string;
  /** Whether the Deletar column is enabled for the resource. */
  readonly permition_delete: boolean;
  /** Actions that mean something for the resource. */
  readonly actions: readonly PermissionAction[];
  readonly scope: ResourceScope;
}

const ALL: readonly PermissionAction[] = ['create', 'read', 'edit', 'delete'];
const NO_DELETE: readonly PermissionAction[] = ['create', 'read', 'edit'];
const READ_EDIT: readonly PermissionAction[] = ['read', 'edit'];
const READ: readonly PermissionAction[] = ['read'];
const CREATE: readonly PermissionAction[] = ['create'];
const CREATE_READ_DELETE: readonly PermissionAction[] = ['create', 'read', 'delete'];

const CADASTRO = 'Cadastro e Consulta';
const IMPORTACAO = 'Importação';
const PARAMETROS = 'Parâmetros';
const RELATORIOS = 'Relatórios';
const CONCILIACAO = 'Conciliação';

function resource(
  slug: PermissionSlug,
  module: string,
  sub_module: string,
  description: string,
  actions: readonly PermissionAction[],
  scope: ResourceScope,
): ResourceDefinition {
  return {
    slug,
    module,
    sub_module,
    description,
    permition_delete: actions.includes('delete'),
    actions,
    scope,
  };
}

/** The resource catalogue: one entry per permission slug, in permission-matrix order. */
export const RESOURCE_CATALOGUE: readonly ResourceDefinition[] = [
  resource(
    PERMISSIONS.cad_acesso_usuario_lastro,
    CADASTRO,
    'Gestão de acessos',
    'Usuários da plataforma',
    ALL,
    1,
  ),
  resource(
    PERMISSIONS.cad_acesso_usuario_fornecedor,
    CADASTRO,
    'Gestão de acessos',
    'Usuários do fornecedor',
    ALL,
    'both',
  ),
  resource(PERMISSIONS.cad_acesso_perfil, CADASTRO, 'Gestão de acessos', 'Perfis de acesso', ALL, 1),
  resource(PERMISSIONS.cad_fornecedor, CADASTRO, 'Fornecedor', 'Dados cadastrais do fornecedor', ALL, 1),
  resource(PERMISSIONS.cad_fornecedor_taxas, CADASTRO, 'Fornecedor', 'Taxas do fornecedor', ALL, 1),
  resource(
    PERMISSIONS.cad_fornecedor_parametros,
    CADASTRO,
    'Fornecedor',
    'Parâmetros do fornecedor',
    NO_DELETE,
    1,
  ),
  resource(
    PERMISSIONS.cad_fornecedor_identidade_visual,
    CADASTRO,
    'Fornecedor',
    'Identidade visual do fornecedor',
    NO_DELETE,
    1,
  ),
  resource(
    PERMISSIONS.cad_fornecedor_originadores,
    CADASTRO,
    'Fornecedor',
    'Originadores e domicílios bancários',
    NO_DELETE,
    1,
  ),
  resource(
    PERMISSIONS.cad_agenda_consulta_agenda,
    CADASTRO,
    'Agenda de recebiveis',
    'Consulta de agenda de recebíveis',
    NO_DELETE,
    'both',
  ),
  resource(
    PERMISSIONS.cad_contratos_registrados,
    CADASTRO,
    'Contratos Registrados',
    'Consulta de contratos registrados',
    READ,
    1,
  ),
  resource(
    PERMISSIONS.cad_compromisso_dados_solicitacoes,
    CADASTRO,
    'Compromisso',
    'Solicitações de compromisso',
    READ,
    'both',
  ),
  resource(
    PERMISSIONS.cad_compromisso_dados_compromissos,
    CADASTRO,
    'Compromisso',
    'Compromissos',
    ALL,
    'both',
  ),
  resource(
    PERMISSIONS.cad_compromisso_dados_bancarios,
    CADASTRO,
    'Compromisso',
    'Dados bancários do compromisso',
    READ_EDIT,
    'both',
  ),
  resource(
    PERMISSIONS.cad_estabelecimento,
    CADASTRO,
    'Estabelecimento',
    'Dados cadastrais do estabelecimento',
    ALL,
    'both',
  ),
  resource(
    PERMISSIONS.cad_estabelecimento_documentos,
    CADASTRO,
    'Estabelecimento',
    'Documentos do estabelecimento',
    NO_DELETE,
    1,
  ),
  resource(
    PERMISSIONS.cad_estabelecimento_dados_socios,
    CADASTRO,
    'Estabelecimento',
    'Sócios do estabelecimento',
    ALL,
    'both',
  ),
  resource(
    PERMISSIONS.cad_estabelecimento_credenciadoras,
    CADASTRO,
    'Estabelecimento',
    'Credenciadoras do estabelecimento',
    ALL,
    'both',
  ),
  resource(
    PERMISSIONS.cad_estabelecimento_dados_acesso,
    CADASTRO,
    'Estabelecimento',
    'Dados de acesso do estabelecimento',
    READ_EDIT,
    'both',
  ),
  resource(PERMISSIONS.cad_parceiros, CADASTRO, 'Parceiros', 'Parceiros', ALL, 1),
  resource(
    PERMISSIONS.cad_validacao_docs,
    CADASTRO,
    'Validação docs',
    'Validação de documentos',
    READ_EDIT,
    1,
  ),
  resource(
    PERMISSIONS.importacao_compromisso_fumaca,
    IMPORTACAO,
    'Compromisso Fumaça',
    'Importação de compromissos fumaça',
    CREATE,
    1,
  ),
  resource(
    PERMISSIONS.importacao_compromisso,
    IMPORTACAO,
    'Compromisso',
    'Importação de compromissos',
    CREATE,
    'both',
  ),
  resource(
    PERMISSIONS.importacao_estabelecimento,
    IMPORTACAO,
    'Estabelecimento',
    'Importação de estabelecimentos',
    CREATE,
    'both',
  ),
  resource(
    PERMISSIONS.importacao_alterar_contrato,
    IMPORTACAO,
    'Alterar Contrato',
    'Alteração de domicílio de compromissos em lote',
    CREATE,
    'both',
  ),
  // Spec 4 §7 [D38]: one slug per reconciliation screen, grantable to both profile types.
  resource(PERMISSIONS.conciliacao_agenda, CONCILIACAO, 'Conciliação de Agenda', 'Agenda × liquidação dos efeitos', READ, 'both'),
  resource(
    PERMISSIONS.conciliacao_bancaria,
    CONCILIACAO,
    'Conciliação Bancária',
    'Previsto, liquidado e creditado por conta',
    READ_EDIT,
    'both',
  ),
  resource(PERMISSIONS.conciliacao_divergencias, CONCILIACAO, 'Divergências', 'Fila de divergências da conciliação', READ_EDIT, 'both'),
  resource(
    PERMISSIONS.conciliacao_extratos,
    CONCILIACAO,
    'Extratos',
    'Extratos bancários das contas conciliadas',
    CREATE_READ_DELETE,
    'both',
  ),
  resource(
    PERMISSIONS.conciliacao_empresas,
    CONCILIACAO,
    'Empresas e contas',
    'Empresas, contas, tolerâncias e regras da conciliação',
    ALL,
    'both',
  ),
  resource(
    PERMISSIONS.conciliacao_monitoramento_contratos,
    CONCILIACAO,
    'Monitoramento dos Contratos',
    'Cobertura e vencimento dos compromissos',
    READ,
    'both',
  ),
  // Issue 29: a creditor's own audit trail ('Histórico de alterações'); 'Auditoria' is admin-only.
  resource(PERMISSIONS.auditoria, CADASTRO, 'Auditoria', 'Histórico de alterações do fornecedor', READ, 'both'),
  resource(
    PERMISSIONS.cad_parametro_lastro_geral,
    PARAMETROS,
    'Geral',
    'Parâmetros gerais da plataforma',
    // The catalogue of creditor parameter definitions is read and edited here (DESIGN.md §1).
    READ_EDIT,
    1,
  ),
  resource(PERMISSIONS.cad_parametro_lastro_bancos, PARAMETROS, 'Bancos', 'Cadastro de bancos', ALL, 1),
  resource(
    PERMISSIONS.cad_parametro_lastro_credenciadoras,
    PARAMETROS,
    'Credenciadoras',
    'Cadastro de credenciadoras',
    ALL,
    1,
  ),
  resource(
    PERMISSIONS.cad_parametro_lastro_arranjos,
    PARAMETROS,
    'Arranjos',
    'Cadastro de arranjos de pagamento',
    ALL,
    1,
  ),
  resource(
    PERMISSIONS.relatorios_liquidacao,
    RELATORIOS,
    'Previsão de liquidação',
    'Relatório de previsão de liquidação',
    READ,
    'both',
  ),
];

/** The catalogue entry of a slug. */
export function findResource(slug: string): ResourceDefinition | undefined {
  return RESOURCE_CATALOGUE.find((entry) => entry.slug === slug);
}

/** Resources a profile of the given type may hold: 1 platform (everything), 2 creditor. */
export function resourcesForProfileType(type: 1 | 2): readonly ResourceDefinition[] {
  return type === 1 ? RESOURCE_CATALOGUE : RESOURCE_CATALOGUE.filter((entry) => entry.scope !== 1);
}

/** Whether `action` may be granted on `slug` to a profile of the given type. */
export function isGrantable(type: 1 | 2, slug: string, action: PermissionAction): boolean {
  const entry = findResource(slug);
  if (!entry) return false;
  if (type === 2 && entry.scope === 1) return false;
  return entry.actions.includes(action);
}
