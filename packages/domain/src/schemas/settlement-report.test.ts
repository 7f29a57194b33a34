import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTERED_CONTRACT_MESSAGES as RC } from '../messages/registered-contracts';
import { REPORT_MESSAGES } from '../messages/reports';
import { holderTypeOf, registeredUnitLines, type RegisteredReceivable } from './registered-contracts';
import { VALIDATION_MESSAGES } from '../messages/common';
import { settlementReportFiltersSchema, settlementReportQuerySchema } from './settlement-report';

describe('settlement report query', () => {
  it('takes the spec defaults: every contract type, paging 0/10, status left to the server', () => {
    const q = settlementReportQuerySchema.parse({});
    expect(q).toMatchObject({ offset: 0, limit: 10, contractType: '0', status: [], codes: [], searchByGcap: false });
  });

  it('reads statuses and codes as a comma list or repeated, strips the document mask', () => {
    const q = settlementReportQuerySchema.parse({
      status: 'aprovado, cancelado',
      codes: ['A-1', ' B-2 ', ''],
      documentNumber: '12.345.678/0001-95',
      searchByGcap: 'true',
      amountOnerateOrder: 'desc',
    });
    expect(q).toMatchObject({ status: ['aprovado', 'cancelado'], codes: ['A-1', 'B-2'], documentNumber: '12345678000195', searchByGcap: true, amountOnerateOrder: 'desc' });
  });

  it('refuses unknown statuses, contract types and sort keys with Portuguese messages', () => {
    const messages = (input: object) => settlementReportQuerySchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ status: 'pago' })).toContain(REPORT_MESSAGES.invalidStatus);
    expect(messages({ contractType: '5' })).toContain(REPORT_MESSAGES.invalidContractType);
    expect(messages({ strategy: 'x' })).toContain(REPORT_MESSAGES.invalidStrategy);
    expect(messages({ createdAtInitial: '2026-02-30' })).toContain('Data inválida');
    expect(messages({ nopeOrder: 'asc' })).toContain('Ordenação inválida');
  });

  it('refuses a period that ends before it starts, on the list query and on the export filters', () => {
    for (const schema of [settlementReportQuerySchema, settlementReportFiltersSchema]) {
      const messages = (input: object) => schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
      expect(messages({ createdAtInitial: '2026-03-02', createdAtEnd: '2026-03-01' })).toEqual([['createdAtEnd', VALIDATION_MESSAGES.dateRangeOutOfOrder]]);
      expect(messages({ executionDateInitial: '2026-03-02', executionDateEnd: '2026-02-28' })).toEqual([
        ['executionDateEnd', VALIDATION_MESSAGES.dateRangeOutOfOrder],
      ]);
      expect(messages({ createdAtInitial: '2026-03-02', createdAtEnd: '2026-03-02', executionDateEnd: '2026-01-01' })).toEqual([]);
    }
  });
});

const receivable = fc.record({
  document_acquirer: fc.constantFrom('01027058000191', '01425787000104'),
  arrangement_code: fc.constantFrom('VCC', 'MCC', 'ECC'),
  due_date: fc.integer({ min: 0, max: 400 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10)),
  amount_total: fc.integer({ min: 0, max: 1e6 }).map((c) => c / 100),
  amount_effect: fc.integer({ min: 0, max: 1e6 }).map((c) => c / 100),
  amount_blocked: fc.integer({ min: 0, max: 1e6 }).map((c) => c / 100),
  asset_holder_document: fc.constant('12345678000195'),
  amount_settled: fc.constant(0),
  settlement_date_effective: fc.constant(null),
}) satisfies fc.Arbitrary<RegisteredReceivable>;

describe('registered contract URs table', () => {
  it('holds every UR once, sorted by due date, constituted ones with indicator 1 and pending ones with 0', () => {
    fc.assert(
      fc.property(fc.array(receivable, { maxLength: 30 }), fc.array(receivable, { maxLength: 30 }), (receivables, pending) => {
        const lines = registeredUnitLines({ receivables, receivables_pending: pending });
        expect(lines).toHaveLength(receivables.length + pending.length);
        for (let i = 1; i < lines.length; i++) expect(lines[i - 1]!.due_date <= lines[i]!.due_date).toBe(true);
        expect(lines.filter((l) => l.encumbrance_indicator === 1 && l.constitution === RC.constituted)).toHaveLength(receivables.length);
        expect(lines.filter((l) => l.encumbrance_indicator === 0 && l.constitution === RC.toBeConstituted)).toHaveLength(pending.length);
        expect(lines.every((l) => l.division === 'Valor Fixo')).toBe(true);
      }),
    );
  });

  it('calls a 14-character requestor PJ and anything else PF', () => {
    expect(holderTypeOf('12.345.678/0001-95')).toBe('PJ');
    expect(holderTypeOf('12ABC34501DE35')).toBe('PJ');
    expect(holderTypeOf('123.456.789-09')).toBe('PF');
  });
});
