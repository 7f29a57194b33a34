import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMITMENT_LIST_MESSAGES as M } from '../messages/commitments-list';
import { codesOrGrouping, commitmentListFiltersSchema, commitmentListQuerySchema, splitCommitmentCodes } from './commitment-list';

const filters = codesOrGrouping(commitmentListFiltersSchema);

describe('commitment list filters', () => {
  it('defaults to every status, performed modality and no supplier', () => {
    expect(filters.parse({})).toEqual({ document: undefined, codes: [], grouping: undefined, status: undefined, modality: 'default', creditor_id: undefined, gcap: undefined });
    expect(commitmentListQuerySchema.parse({}).limit).toBe(10);
  });

  it('reads status as one value, a list or a repeated parameter; todos means every status', () => {
    expect(filters.parse({ status: 'aprovado' }).status).toEqual(['aprovado']);
    expect(filters.parse({ status: 'aprovado,em_contestacao' }).status).toEqual(['aprovado', 'em_contestacao']);
    expect(filters.parse({ status: ['a_aprovar', 'a_aprovar', 'expirado'] }).status).toEqual(['a_aprovar', 'expirado']);
    expect(filters.parse({ status: ['todos', 'aprovado'] }).status).toBeUndefined();
    const bad = filters.safeParse({ status: 'pago' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(M.invalidStatus);
  });

  it('strips the CNPJ mask, reads collateral and refuses codes with grouping', () => {
    expect(filters.parse({ document: '11.222.333/0001-81' }).document).toBe('11222333000181');
    expect(filters.parse({ gcap: 'true' }).gcap).toBe(true);
    expect(filters.parse({ gcap: '' }).gcap).toBeUndefined();
    const both = filters.safeParse({ codes: 'A1', grouping: 'Giro' });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe(M.codesOrGrouping);
    expect(filters.safeParse({ codes: Array.from({ length: 51 }, (_, i) => `C${i}`).join(',') }).error?.issues[0]?.message).toBe(M.tooManyCodes);
  });

  it('splits codes on any separator, keeping each code once and in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z0-9-]{1,8}$/), { maxLength: 20 }), fc.constantFrom(',', ';', ' ', '\n', ', '), (codes, sep) => {
        expect(splitCommitmentCodes(codes.join(sep))).toEqual([...new Set(codes)]);
      }),
    );
  });
});
