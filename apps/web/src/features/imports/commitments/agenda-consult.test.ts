import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCnpj, type ImportStatusReply } from '@lastro/domain';
import type { ImportFileRow } from '../../../components';
import { eachWithConcurrency, importedMerchants } from './agenda-consult';

const DOCUMENTS = [1, 2, 3, 4].map((seed) => generateCnpj({ seed }));

const statusOf = (failed: number[], listed: number[] = failed): ImportStatusReply => ({
  process_id: 'p',
  kind: 'commitments',
  file_name: 'a.csv',
  state: 'completed',
  done: 0,
  total: 0,
  status: { status: listed.map((item1) => ({ item1, item2: 'erro' })), totalLines: 0, totalError: failed.length },
  erros: failed.map((line) => ({ line, record: {}, error: 'erro' })),
  failed_file: null,
  error: null,
  created_at: '2026-11-23T00:00:00Z',
  finished_at: null,
});

describe('importedMerchants', () => {
  it('is the distinct documents of the rows not failed, in file order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ doc: fc.nat(3), failed: fc.boolean() }), { maxLength: 30 }), (spec) => {
        const rows = spec.map((r, i) => ({ line: i + 1, record: { cnpj_estabelecimento: DOCUMENTS[r.doc]! } }));
        const failed = spec.flatMap((r, i) => (r.failed ? [i + 1] : []));
        const expected = [...new Set(spec.filter((r) => !r.failed).map((r) => DOCUMENTS[r.doc]!))];
        expect(importedMerchants(rows, statusOf(failed)).map((m) => m.document)).toEqual(expected);
      }),
    );
  });

  it("a line only in the status list counts as failed; Excel's lost leading zero is put back; acquirers and arrangements merge", () => {
    const rows: ImportFileRow[] = [
      { line: 1, record: { cnpj_estabelecimento: '1234567000190', cnpj_credenciadora: '01.027.058/0001-91', arranjos: 'vcc' } },
      { line: 2, record: { cnpj_estabelecimento: '01234567000190', cnpj_credenciadora: '1027058000191,01425787000104', arranjos: 'VCC;MCC' } },
      { line: 3, record: { cnpj_estabelecimento: DOCUMENTS[0]! } },
      { line: 4, record: { cnpj_estabelecimento: '' } },
    ];
    expect(importedMerchants(rows, statusOf([], [3]))).toEqual([
      { document: '01234567000190', acquirers: ['01027058000191', '01425787000104'], arrangements: ['VCC', 'MCC'] },
    ]);
  });
});

describe('eachWithConcurrency', () => {
  it('runs every item once, never more than the limit at a time', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await eachWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await Promise.resolve();
      await Promise.resolve();
      seen.push(n);
      running -= 1;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });
});
