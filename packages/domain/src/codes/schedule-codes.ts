/** Kind of a schedule query. */
export const SCHEDULE_QUERY_TYPES = [
  { value: 'CONSOLIDATED', label: 'Agenda Consolidada' },
  { value: 'DEFAULT', label: 'Agenda API' },
  { value: 'IF', label: 'Agenda Instituição Financeira' },
] as const;
export type ScheduleQueryType = (typeof SCHEDULE_QUERY_TYPES)[number]['value'];

/**
 * How an administrator starts a query (spec 2 §2.1 "query mode"): from a supplier (pick it,
 * then its merchant) or from a merchant (its document, across every supplier holding it; the
 * supplier follows). Creditor users query from their own supplier only.
 */
export const SCHEDULE_QUERY_MODES = [
  { value: 'supplier', label: 'Fornecedor' },
  { value: 'merchant', label: 'Estabelecimento' },
] as const;
export type ScheduleQueryMode = (typeof SCHEDULE_QUERY_MODES)[number]['value'];

/** Status codes of a schedule request; only '02' (processed) may be viewed. */
export const SCHEDULE_STATUSES = [
  { value: '01', label: 'Em processamento' },
  { value: '02', label: 'Consulta de Agenda Processada' },
  { value: '03', label: 'Erro' },
] as const;
export type ScheduleStatusCode = (typeof SCHEDULE_STATUSES)[number]['value'];

export const SCHEDULE_STATUS = { processing: '01', processed: '02', error: '03' } as const;

/** Status filter of the schedule list. */
export const SCHEDULE_STATUS_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  { value: '02', label: 'Processado' },
  { value: '01', label: 'Em processamento' },
] as const;

/** Whose schedules a query is about ("search by"): only an admin may change it. */
export const SCHEDULE_SEARCH_BY_OPTIONS = [
  { value: 'merchant', label: 'Estabelecimento' },
  { value: 'creditor', label: 'Fornecedor' },
] as const;

/** Behaviour sent when a schedule request is created. */
export const SCHEDULE_REQUEST_BEHAVIOR = 'offline';
