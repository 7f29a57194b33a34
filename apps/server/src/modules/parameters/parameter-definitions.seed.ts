import {
  ANY_CONTRACT_TYPE,
  ANY_TRANSACTION_TYPE,
  CONTRACT_MODALITIES,
  CONTRACT_TYPES,
  MESSAGES,
  PARAMETER_BOOLEAN_VALUES,
  PARTNER_PROFILES,
  REGISTRIES,
  STRATEGY_FILTER_OPTIONS,
  TRANSACTION_TYPES,
  type CreditorParameterGroup,
  type CreditorParameterKey,
  type CreditorParameterType,
} from '@lastro/domain';
import type { AppDb } from '../../db/client';
import type { ParameterListValue } from '../../db/schema';
import { createParametersRepository } from './parameters.repository';

const M = MESSAGES.registers;

interface SeedDefinition {
  type: CreditorParameterType;
  group: CreditorParameterGroup;
  values?: readonly ParameterListValue[];
}

const fromOptions = (options: readonly { value: string | number; label: string }[]): ParameterListValue[] =>
  options.map((o) => ({ value: String(o.value), description: o.label }));

const V = M.parameterValueLabels;

/**
 * How each known creditor parameter (spec doc 1 §3) is typed and grouped in the catalogue.
 * Typed as a full record so a key added to CREDITOR_PARAMETER_KEYS cannot be forgotten here.
 */
const DEFINITIONS: Record<CreditorParameterKey, SeedDefinition> = {
  // Parâmetros de Faturamento
  custo_consulta_agenda: { type: 'Number', group: 'faturamento' },
  custo_onboarding: { type: 'Number', group: 'faturamento' },
  dia_faturamento: { type: 'Number', group: 'faturamento' },
  mensalidade_min: { type: 'Number', group: 'faturamento' },
  repasse_custo_registro: { type: 'Boolean', group: 'faturamento' },
  taxa_repasse_custo_registro: { type: 'Number', group: 'faturamento' },
  // Parâmetros de Contrato
  aprovacao_compromisso: { type: 'Boolean', group: 'contrato' },
  compromisso_valor_min: { type: 'Number', group: 'contrato' },
  compromisso_valor_max: { type: 'Number', group: 'contrato' },
  dias_min: { type: 'Number', group: 'contrato' },
  dias_max: { type: 'Number', group: 'contrato' },
  quantidade_parcelas_compromisso: { type: 'Number', group: 'contrato' },
  permite_compromisso_acima_limite: { type: 'Boolean', group: 'contrato' },
  permite_conta_outro_cnpj: { type: 'Boolean', group: 'contrato' },
  modalidades: { type: 'List', group: 'contrato', values: fromOptions(CONTRACT_MODALITIES) },
  tipo_transacao: {
    type: 'List',
    group: 'contrato',
    values: [{ value: ANY_TRANSACTION_TYPE, description: V.anyTransactionType }, ...fromOptions(TRANSACTION_TYPES)],
  },
  tipo_contrato: {
    type: 'List',
    group: 'contrato',
    values: [{ value: ANY_CONTRACT_TYPE, description: V.anyContractType }, ...fromOptions(CONTRACT_TYPES)],
  },
  gcap: { type: 'Boolean', group: 'contrato' },
  estrategia: { type: 'List', group: 'contrato', values: fromOptions(STRATEGY_FILTER_OPTIONS) },
  // Parâmetros de Integração
  integracao: { type: 'Boolean', group: 'integracao' },
  base_url_registradora: { type: 'Text', group: 'integracao' },
  chave_api: { type: 'Text', group: 'integracao' },
  slug: { type: 'Text', group: 'integracao' },
  registradora_lote: { type: 'List', group: 'integracao', values: fromOptions(REGISTRIES) },
  envia_notificacao: { type: 'Boolean', group: 'integracao' },
  funcao_importacao_ec: {
    type: 'List',
    group: 'integracao',
    values: [
      { value: 'manutencao', description: V.merchantImportMaintenance },
      { value: 'cadastro', description: V.merchantImportRegistration },
      { value: 'todos', description: V.merchantImportAll },
    ],
  },
  // Parâmetros de Motor
  perfil: { type: 'Text', group: 'motor' },
  perfil_parceiro: { type: 'List', group: 'motor', values: fromOptions(PARTNER_PROFILES) },
  parceria: { type: 'Text', group: 'motor' },
  segmento_mercado: { type: 'Text', group: 'motor' },
  consulta_agenda: { type: 'Boolean', group: 'motor' },
  agenda_consolidada: { type: 'Boolean', group: 'motor' },
  dias_anteriores_agenda_consolidada: { type: 'Number', group: 'motor' },
  dias_posteriores_agenda_consolidada: { type: 'Number', group: 'motor' },
  // Parâmetros de Segurança
  exige_segundo_fator: { type: 'Boolean', group: 'seguranca' },
};

/** Values a Boolean definition offers ('1' Sim, '0' Não). */
export const BOOLEAN_PARAMETER_VALUES: ParameterListValue[] = [
  { value: PARAMETER_BOOLEAN_VALUES.on, description: M.booleanYes },
  { value: PARAMETER_BOOLEAN_VALUES.off, description: M.booleanNo },
];

/** The seed rows, in display order within each group. */
export function defaultParameterDefinitions() {
  const order = new Map<string, number>();
  return (Object.entries(DEFINITIONS) as [CreditorParameterKey, SeedDefinition][]).map(([key, d]) => {
    const sortOrder = (order.get(d.group) ?? 0) + 10;
    order.set(d.group, sortOrder);
    return {
      key,
      label: M.parameterLabels[key],
      type: d.type,
      group: d.group,
      values: d.type === 'Boolean' ? BOOLEAN_PARAMETER_VALUES : [...(d.values ?? [])],
      sortOrder,
    };
  });
}

/**
 * Adds the known definitions that are missing (run at every start and in the test template).
 * Existing rows are left alone: operators may have edited them in the Geral tab.
 */
export async function syncParameterDefinitions(db: AppDb): Promise<void> {
  await createParametersRepository(db).insertMissing(defaultParameterDefinitions());
}
