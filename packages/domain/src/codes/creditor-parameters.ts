/** Known keys of creditor parameters. */
export const CREDITOR_PARAMETER_KEYS = [
  'agenda_consolidada',
  'aprovacao_compromisso',
  'base_url_registradora',
  'chave_api',
  'compromisso_valor_max',
  'compromisso_valor_min',
  'consulta_agenda',
  'custo_consulta_agenda',
  'custo_onboarding',
  'dia_faturamento',
  'dias_max',
  'dias_min',
  'dias_anteriores_agenda_consolidada',
  'dias_posteriores_agenda_consolidada',
  'envia_notificacao',
  'estrategia',
  'integracao',
  'mensalidade_min',
  'modalidades',
  'parceria',
  'perfil',
  'perfil_parceiro',
  'permite_compromisso_acima_limite',
  'permite_conta_outro_cnpj',
  'quantidade_parcelas_compromisso',
  'registradora_lote',
  'repasse_custo_registro',
  'segmento_mercado',
  'slug',
  'taxa_repasse_custo_registro',
  'tipo_contrato',
  'tipo_transacao',
  'gcap',
  'funcao_importacao_ec',
  'exige_segundo_fator',
] as const;
export type CreditorParameterKey = (typeof CREDITOR_PARAMETER_KEYS)[number];

/** Collapsible groups of the creditor 'Parâmetros' tab. */
export const CREDITOR_PARAMETER_GROUPS = [
  { value: 'faturamento', label: 'Parâmetros de Faturamento' },
  { value: 'contrato', label: 'Parâmetros de Contrato' },
  { value: 'integracao', label: 'Parâmetros de Integração' },
  { value: 'motor', label: 'Parâmetros de Motor' },
  { value: 'seguranca', label: 'Parâmetros de Segurança' },
] as const;
export type CreditorParameterGroup = (typeof CREDITOR_PARAMETER_GROUPS)[number]['value'];

/** Parameter value meaning "any transaction type" (tipo_transacao) and "any contract type" (tipo_contrato). */
export const ANY_TRANSACTION_TYPE = 'ambos';
export const ANY_CONTRACT_TYPE = 'todos';
/** gcap '1' = collateral management enabled. */
export const GCAP_ENABLED = '1';
