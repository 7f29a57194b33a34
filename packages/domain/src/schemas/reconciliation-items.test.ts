import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../format/dates';
import { RECONCILIATION_ITEM_MESSAGES as M } from '../messages/reconciliation-items';
import { VALIDATION_MESSAGES } from '../messages/common';
import {
  divergenceJustifySchema,
  manualMatchSchema,
  matchNeedsJustification,
  periodDays,
  reconciliationBankQuerySchema,
  reconciliationDivergenceQuerySchema,
  reconciliationScheduleQuerySchema,
} from './reconciliation-items';

const ID = '6f1c2f2e-8d2a-4c7e-9a51-3f0f6d1b2c3a';
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('reconciliation lists: the period (spec 4 §6, [D9])', () => {
  it('refuses an end before the start and a period over 92 days, on the end field', () => {
    const backwards = reconciliationScheduleQuerySchema.safeParse({ date_from: '2026-03-10', date_to: '2026-03-09' });
    expect(messagesOf(backwards)).toEqual([VALIDATION_MESSAGES.endBeforeStart]);
    expect(backwards.error?.issues[0]?.path).toEqual(['date_to']);
    expect(messagesOf(reconciliationBankQuerySchema.safeParse({ date_from: '2026-01-01', date_to: '2026-04-03' }))).toEqual([M.periodTooLong]);
    expect(reconciliationBankQuerySchema.safeParse({ date_from: '2026-01-01', date_to: '2026-04-02' }).success).toBe(true);
    expect(messagesOf(reconciliationScheduleQuerySchema.safeParse({ date_from: '2026-02-30' }))).toEqual([VALIDATION_MESSAGES.invalidDate]);
  });

  it('accepts a period exactly when it spans at most 92 days, whatever the start (leap years and year ends included)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), fc.integer({ min: 1, max: 400 }), (start, days) => {
        const from = start.toISOString().slice(0, 10);
        const to = addDays(from, days - 1);
        expect(periodDays(from, to)).toBe(days);
        expect(reconciliationDivergenceQuerySchema.safeParse({ date_from: from, date_to: to }).success).toBe(days <= 92);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('reconciliation lists: filters', () => {
  it('reads acquirer lists with "Não identificada", arrangement codes in capitals and the flags', () => {
    const q = reconciliationBankQuerySchema.parse({ acquirer_ids: '3,nao_identificada', only_differences: 'true', match_type: 'sugerida' });
    expect(q).toMatchObject({ acquirer_ids: [3, 'nao_identificada'], only_differences: true, match_type: 'sugerida', view: 'conta', offset: 0, limit: 10 });
    expect(reconciliationScheduleQuerySchema.parse({ arrangement_codes: ['vcc', ' mcc '], status: 'divergente,aguardando' })).toMatchObject({
      arrangement_codes: ['VCC', 'MCC'],
      status: ['divergente', 'aguardando'],
    });
    expect(reconciliationBankQuerySchema.safeParse({ acquirer_ids: 'x' }).success).toBe(false);
    expect(reconciliationBankQuerySchema.safeParse({ status: 'paga' }).success).toBe(false);
  });

  it('sorts by one offered column at a time', () => {
    expect(reconciliationDivergenceQuerySchema.parse({ absDifferenceOrder: 'desc' })).toMatchObject({ absDifferenceOrder: 'desc' });
    expect(messagesOf(reconciliationScheduleQuerySchema.safeParse({ passwordOrder: 'asc' }))).toEqual([VALIDATION_MESSAGES.invalidSort]);
    expect(messagesOf(reconciliationBankQuerySchema.safeParse({ dateOrder: 'desc', statusOrder: 'asc' }))).toEqual([VALIDATION_MESSAGES.singleSort]);
  });

  it('shows the pending queue by default; minimum difference and age are whole and not negative', () => {
    expect(reconciliationDivergenceQuerySchema.parse({}).status).toEqual(['pendente']);
    expect(reconciliationDivergenceQuerySchema.parse({ status: 'resolvida,justificada' }).status).toEqual(['resolvida', 'justificada']);
    expect(reconciliationDivergenceQuerySchema.parse({ min_difference: '12,50', age_min: '3', age_max: '7' })).toMatchObject({ min_difference: 1250, age_min: 3, age_max: 7 });
    expect(messagesOf(reconciliationDivergenceQuerySchema.safeParse({ min_difference: '-1' }))).toEqual([M.minDifference]);
    expect(messagesOf(reconciliationDivergenceQuerySchema.safeParse({ age_min: '2.5' }))).toEqual([M.minAge]);
  });
});

describe('reconciliation actions', () => {
  const justify = (over: Record<string, unknown>) => divergenceJustifySchema.safeParse({ ids: [ID], reason_code: 'tarifa_bancaria', justification: 'Tarifa cobrada pelo banco.', ...over });

  it('justifies 1 to 500 divergences with a reason and 10 to 500 characters', () => {
    expect(justify({}).success).toBe(true);
    expect(messagesOf(justify({ reason_code: '' }))).toEqual([M.chooseReason]);
    expect(messagesOf(justify({ justification: 'curta' }))).toEqual([M.justification]);
    expect(messagesOf(justify({ justification: 'x'.repeat(501) }))).toEqual([M.justification]);
    expect(messagesOf(justify({ ids: Array.from({ length: 501 }, () => ID) }))).toEqual([M.bulkTooMany]);
    expect(justify({ ids: [] }).success).toBe(false);
  });

  it('matches 1 to 200 members a side; a justification, when given, has 10 to 500 characters', () => {
    const match = (over: Record<string, unknown>) => manualMatchSchema.safeParse({ account_id: ID, item_ids: [ID], line_ids: [7], ...over });
    expect(match({}).data).toMatchObject({ justification: null, line_ids: [7] });
    expect(messagesOf(match({ item_ids: [] }))).toEqual([M.matchEmpty]);
    expect(messagesOf(match({ line_ids: Array.from({ length: 201 }, (_, i) => i + 1) }))).toEqual([M.matchTooMany]);
    expect(messagesOf(match({ justification: 'pouco' }))).toEqual([M.justification]);
    expect(match({ justification: '' }).data?.justification).toBeNull();
  });

  it('asks for a justification only beyond the tolerance, either sign', () => {
    expect(matchNeedsJustification(5, 5)).toBe(false);
    expect(matchNeedsJustification(-6, 5)).toBe(true);
    expect(matchNeedsJustification(0, 0)).toBe(false);
  });
});
