import { findOption } from './options';

/** Commitment statuses: filter value, number sent in change-status calls, label. */
export const COMMITMENT_STATUSES = [
  { value: 'a_aprovar', code: 1, label: 'A aprovar' },
  { value: 'aprovado', code: 2, label: 'Aprovado' },
  { value: 'cancelado', code: 3, label: 'Cancelado' },
  { value: 'liquidado', code: 4, label: 'Liquidado' },
  { value: 'recusado', code: 5, label: 'Recusado' },
  { value: 'em_processamento', code: 6, label: 'Em processamento' },
  { value: 'insuficiente', code: 7, label: 'Insuficiente' },
  { value: 'baixado', code: 8, label: 'Baixado' },
  { value: 'expirado', code: 9, label: 'Expirado' },
  { value: 'em_contestacao', code: 10, label: 'Em contestação' },
] as const;

export type CommitmentStatus = (typeof COMMITMENT_STATUSES)[number]['value'];
export type CommitmentStatusCode = (typeof COMMITMENT_STATUSES)[number]['code'];

export const COMMITMENT_STATUS_ALL = 'todos';
export type CommitmentStatusFilter = CommitmentStatus | typeof COMMITMENT_STATUS_ALL;

/** Filter options: 'Todos' first, then every status. */
export const COMMITMENT_STATUS_FILTER_OPTIONS = [
  { value: COMMITMENT_STATUS_ALL, label: 'Todos' },
  ...COMMITMENT_STATUSES.map(({ value, label }) => ({ value, label })),
] as const satisfies readonly { value: CommitmentStatusFilter; label: string }[];

/** Numbers of the statuses, by value: COMMITMENT_STATUS_CODE.cancelado === 3. */
export const COMMITMENT_STATUS_CODE = Object.fromEntries(
  COMMITMENT_STATUSES.map((status) => [status.value, status.code]),
) as {
  readonly [K in CommitmentStatus]: Extract<(typeof COMMITMENT_STATUSES)[number], { value: K }>['code'];
};

/** The status entry of a value ('aprovado') or a number (2 or '2'). */
export function findCommitmentStatus(valueOrCode: unknown): (typeof COMMITMENT_STATUSES)[number] | undefined {
  if (valueOrCode === null || valueOrCode === undefined) return undefined;
  const key = String(valueOrCode);
  return COMMITMENT_STATUSES.find((status) => status.value === key || String(status.code) === key);
}

/** Label of a status value or number; '-' when unknown. 'todos' gives 'Todos'. */
export function commitmentStatusLabel(valueOrCode: unknown): string {
  return (
    findCommitmentStatus(valueOrCode)?.label ??
    findOption(COMMITMENT_STATUS_FILTER_OPTIONS, valueOrCode)?.label ??
    '-'
  );
}
