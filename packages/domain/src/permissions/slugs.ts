/** Every permission slug of the product (the `{product}` placeholder is 'lastro'). */
export const PERMISSIONS = {
  cad_acesso_usuario_lastro: 'cad_acesso_usuario_lastro',
  cad_acesso_usuario_fornecedor: 'cad_acesso_usuario_fornecedor',
  cad_acesso_perfil: 'cad_acesso_perfil',
  cad_fornecedor: 'cad_fornecedor',
  cad_fornecedor_taxas: 'cad_fornecedor_taxas',
  cad_fornecedor_parametros: 'cad_fornecedor_parametros',
  cad_fornecedor_identidade_visual: 'cad_fornecedor_identidade_visual',
  cad_fornecedor_originadores: 'cad_fornecedor_originadores',
  cad_agenda_consulta_agenda: 'cad_agenda_consulta_agenda',
  cad_contratos_registrados: 'cad_contratos_registrados',
  cad_compromisso_dados_solicitacoes: 'cad_compromisso_dados_solicitacoes',
  cad_compromisso_dados_compromissos: 'cad_compromisso_dados_compromissos',
  cad_compromisso_dados_bancarios: 'cad_compromisso_dados_bancarios',
  cad_estabelecimento: 'cad_estabelecimento',
  cad_estabelecimento_documentos: 'cad_estabelecimento_documentos',
  cad_estabelecimento_dados_socios: 'cad_estabelecimento_dados_socios',
  cad_estabelecimento_credenciadoras: 'cad_estabelecimento_credenciadoras',
  cad_estabelecimento_dados_acesso: 'cad_estabelecimento_dados_acesso',
  cad_parceiros: 'cad_parceiros',
  cad_validacao_docs: 'cad_validacao_docs',
  importacao_compromisso_fumaca: 'importacao_compromisso_fumaca',
  importacao_compromisso: 'importacao_compromisso',
  importacao_estabelecimento: 'importacao_estabelecimento',
  importacao_alterar_contrato: 'importacao_alterar_contrato',
  cad_parametro_lastro_geral: 'cad_parametro_lastro_geral',
  cad_parametro_lastro_bancos: 'cad_parametro_lastro_bancos',
  cad_parametro_lastro_credenciadoras: 'cad_parametro_lastro_credenciadoras',
  cad_parametro_lastro_arranjos: 'cad_parametro_lastro_arranjos',
  relatorios_liquidacao: 'relatorios_liquidacao',
  conciliacao_agenda: 'conciliacao_agenda',
  conciliacao_bancaria: 'conciliacao_bancaria',
  conciliacao_divergencias: 'conciliacao_divergencias',
  conciliacao_extratos: 'conciliacao_extratos',
  conciliacao_empresas: 'conciliacao_empresas',
  conciliacao_monitoramento_contratos: 'conciliacao_monitoramento_contratos',
  auditoria: 'auditoria',
} as const;

export type PermissionSlug = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const PERMISSION_SLUGS = Object.values(PERMISSIONS) as PermissionSlug[];

export function isPermissionSlug(value: unknown): value is PermissionSlug {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}

/** Permission actions, in matrix order (Criar, Ler, Editar, Deletar). */
export const ACTIONS = ['create', 'read', 'edit', 'delete'] as const;
export type PermissionAction = (typeof ACTIONS)[number];

export function isPermissionAction(value: unknown): value is PermissionAction {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

/** Column labels of the permission matrix. */
export const ACTION_LABELS: Readonly<Record<PermissionAction, string>> = {
  create: 'Criar',
  read: 'Ler',
  edit: 'Editar',
  delete: 'Deletar',
};
