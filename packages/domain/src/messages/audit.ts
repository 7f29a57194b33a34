import { AUDIT_TITLE } from './audit-title';

export { AUDIT_TITLE };

/** Texts of 'Auditoria' and of the 'Histórico de alterações' panel. */
export const AUDIT_MESSAGES = {
  title: AUDIT_TITLE,
  menuLabel: AUDIT_TITLE,
  historyTitle: 'Histórico de alterações',
  historyEmpty: 'Nenhuma alteração registrada',
  occurredAtColumn: 'Data e hora',
  personColumn: 'Pessoa',
  creditorColumn: 'Fornecedor',
  entityColumn: 'Entidade',
  entityIdColumn: 'Registro',
  actionColumn: 'Ação',
  addressColumn: 'Endereço',
  userAgentColumn: 'Navegador',
  changesColumn: 'Alterações',
  fieldColumn: 'Campo',
  beforeColumn: 'Antes',
  afterColumn: 'Depois',
  periodFrom: 'De',
  periodTo: 'Até',
  personFilter: 'Pessoa',
  creditorFilter: 'Fornecedor',
  entityFilter: 'Entidade',
  actionFilter: 'Ação',
  unknownPerson: 'Não identificado',
  chainBroken: 'A cadeia de auditoria foi rompida',
  appendOnly: 'Eventos de auditoria não podem ser alterados nem excluídos',
} as const;
