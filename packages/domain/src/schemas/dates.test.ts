import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/index';
import { commitmentCreatePayloadSchema } from './commitment-create';
import { commitmentFormSchema } from './commitment-form';
import { commitmentRuleIssues } from './commitment-rules';
import { creditorPartnershipSchema, feeRangeSchema } from './creditors';
import { isoDateSchema, optionalFormDate, optionalIsoDate, requiredIsoDate } from './dates';
import { registrySettlementTotalsQuerySchema } from './registry-settlements';
import { optInInputSchema, scheduleCreateExpandedSchema, scheduleCreateSchema, scheduleListQuerySchema } from './schedules';
import { settlementReportFiltersSchema } from './settlement-report';

const INVALID = MESSAGES.validation.invalidDate;

/** Impossible days as the date field hands them over (masked text) and as a client could send them. */
const IMPOSSIBLE = ['62/02/2110', '2110-02-62', '2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-2-1', '25/12'];

const messagesAt = (schema: z.ZodType, value: unknown, path: string) =>
  (schema.safeParse(value).error?.issues ?? []).filter((i) => i.path.join('.') === path).map((i) => i.message);

/** Every request or form schema that takes a date: the value it is given and the path of the date. */
const DATE_FIELDS: [string, z.ZodType, (day: string) => unknown, string][] = [
  ['form issue_date', commitmentFormSchema(), (d) => ({ issue_date: d }), 'issue_date'],
  ['form expiration_date', commitmentFormSchema(), (d) => ({ expiration_date: d }), 'expiration_date'],
  ...(['due_date', 'execution_date', 'execution_date_final'] as const).map(
    (f): [string, z.ZodType, (day: string) => unknown, string] => [`form installment ${f}`, commitmentFormSchema(), (d) => ({ installments: [{ [f]: d }] }), `installments.0.${f}`],
  ),
  ...(['issue_date', 'expiration_date', 'due_date', 'execution_date', 'execution_date_final'] as const).map(
    (f): [string, z.ZodType, (day: string) => unknown, string] => [`POST deals ${f}`, commitmentCreatePayloadSchema('performado'), (d) => [{ [f]: d }], `0.${f}`],
  ),
  ['schedule list startDate', scheduleListQuerySchema, (d) => ({ startDate: d }), 'startDate'],
  ['schedule list endDate', scheduleListQuerySchema, (d) => ({ endDate: d }), 'endDate'],
  ['schedule query initial_date', scheduleCreateSchema, (d) => ({ initial_date: d }), 'initial_date'],
  ['expanded schedule query end_date', scheduleCreateExpandedSchema, (d) => ({ end_date: d }), 'end_date'],
  ['opt-in signature_date', optInInputSchema, (d) => ({ signature_date: d }), 'signature_date'],
  ['opt-in start_date', optInInputSchema, (d) => ({ start_date: d }), 'start_date'],
  ['settlement report executionDateEnd', settlementReportFiltersSchema, (d) => ({ executionDateEnd: d }), 'executionDateEnd'],
  ['registry settlements date_from', registrySettlementTotalsQuerySchema, (d) => ({ date_from: d }), 'date_from'],
  ['fee range start_date', feeRangeSchema, (d) => ({ start_date: d }), 'start_date'],
  ['partnership end_date', creditorPartnershipSchema, (d) => ({ end_date: d }), 'end_date'],
];

describe('a date is a real calendar day, in every schema that takes one', () => {
  it.each(DATE_FIELDS)('%s refuses an impossible day with "Data inválida"', (_, schema, valueOf, path) => {
    for (const day of IMPOSSIBLE) expect(messagesAt(schema, valueOf(day), path), day).toContain(INVALID);
    expect(messagesAt(schema, valueOf('2024-02-29'), path)).toEqual([]);
  });

  it('the shared date schemas keep their empty values apart from the invalid ones', () => {
    expect(isoDateSchema.safeParse('2026-12-25').success).toBe(true);
    expect(requiredIsoDate('Obrigatório').safeParse('').error?.issues.map((i) => i.message)).toEqual(['Obrigatório']);
    expect(requiredIsoDate('Obrigatório').safeParse('2110-02-62').error?.issues.map((i) => i.message)).toEqual([INVALID]);
    expect(optionalIsoDate.parse('')).toBeNull();
    expect(optionalIsoDate.parse(undefined)).toBeNull();
    expect(optionalFormDate.parse('')).toBe('');
    for (const day of IMPOSSIBLE) expect(optionalFormDate.safeParse(day).error?.issues.map((i) => i.message)).toEqual([INVALID]);
  });

  it('leaves an impossible day out of the order rules (its field already says it is invalid)', () => {
    const row = { amount: 10, due_date: null, execution_date: '62/02/2110', execution_date_final: '2026-12-31', division_rule: null, amount_onerate: null };
    const issues = commitmentRuleIssues(
      { modality: 'performado', is_gcap: false, type: 2, contract_type: 1, expiration_date: '2110-02-62', installments: [row] },
      { today: '2026-11-23' },
    );
    expect(issues).toEqual([]);
  });
});
