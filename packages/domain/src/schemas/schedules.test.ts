import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCHEDULE_MESSAGES } from '../messages/schedules';
import { generateCnpj } from '../tax-id/generate';
import { optInInputSchema, scheduleCreateExpandedSchema, scheduleDocumentSchema, scheduleListQuerySchema } from './schedules';

const CREDITOR = '5d0c3a4e-1111-4222-8333-444455556666';
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('schedule query schemas', () => {
  it('a document is normalised (mask gone, letters upper case); an invalid one is "Documento inválido"', () => {
    expect(scheduleDocumentSchema.parse(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(scheduleDocumentSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(messagesOf(scheduleDocumentSchema.safeParse('12.345.678/0001-00'))).toEqual([SCHEDULE_MESSAGES.invalidDocument]);
    expect(messagesOf(scheduleDocumentSchema.safeParse('123'))).toEqual([SCHEDULE_MESSAGES.invalidDocument]);
  });

  it('every generated CNPJ, masked or not, parses to its bare form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, alphanumeric) => {
        const cnpj = generateCnpj({ seed, alphanumeric });
        const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
        expect(scheduleDocumentSchema.parse(masked.toLowerCase())).toBe(cnpj);
      }),
    );
  });

  it('the expanded query needs dates in order, acquirers and arrangements', () => {
    const r = scheduleCreateExpandedSchema.safeParse({ creditor_id: CREDITOR, acquirers: [], arrangements: [], initial_date: '2026-05-02', end_date: '2026-05-01' });
    expect(messagesOf(r)).toEqual(
      expect.arrayContaining([SCHEDULE_MESSAGES.acquirersRequired, SCHEDULE_MESSAGES.arrangementsRequired]),
    );
    const dates = scheduleCreateExpandedSchema.safeParse({ creditor_id: CREDITOR, acquirers: ['X'], arrangements: ['VCC'], initial_date: '2026-05-02', end_date: '2026-05-01' });
    expect(messagesOf(dates)).toEqual([SCHEDULE_MESSAGES.datesOutOfOrder]);
  });

  it('list filters take YYYY-MM-DD dates and strip the document mask', () => {
    expect(scheduleListQuerySchema.parse({ document: '11.444.777/0001-61', startDate: '2026-01-31' })).toMatchObject({ document: '11444777000161', startDate: '2026-01-31', offset: 0, limit: 10 });
    expect(scheduleListQuerySchema.safeParse({ startDate: '31/01/2026' }).success).toBe(false);
  });

  it('an opt-in starts no later than it ends and is signed no later than it starts', () => {
    const base = { creditor_id: CREDITOR, signature_date: '2026-01-01', start_date: '2026-01-02', end_date: '2026-12-31' };
    expect(optInInputSchema.safeParse(base).success).toBe(true);
    expect(messagesOf(optInInputSchema.safeParse({ ...base, end_date: '2026-01-01' }))).toEqual([SCHEDULE_MESSAGES.optInDatesOutOfOrder]);
    expect(messagesOf(optInInputSchema.safeParse({ ...base, signature_date: '2026-02-01' }))).toEqual([SCHEDULE_MESSAGES.optInSignatureAfterStart]);
  });
});
