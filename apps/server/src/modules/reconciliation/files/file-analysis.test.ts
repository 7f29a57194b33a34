import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dedupKeyText, type StatementAccount, type StatementLine } from '@lastro/domain';
import { createLineStager, namesAccount, type AnalysisDeps, type Resolution } from './file-analysis';
import type { AccountRow, FilesRepository } from './files.repository';

const account = { bankCode: '033', agency: '0042', accountNumber: '13000123', accountDigit: '4' } as AccountRow;
const given = (acctid: string, over: Partial<StatementAccount> = {}) =>
  ({ raw: `033||${acctid}`, bank: '033', agency: null, agencyDigit: null, account: acctid, accountDigit: null, ...over }) as StatementAccount;

describe('namesAccount (spec 4 §5.2)', () => {
  it('reads the account number with or without its digit, leading zeros aside', () => {
    expect(namesAccount(given('13000123'), account)).toBe(true);
    expect(namesAccount(given('130001234'), account)).toBe(true);
    expect(namesAccount(given('00013000123-4'), account)).toBe(true);
  });

  it('does not take an ACCTID with the agency in front for the account: it waits for a link (§9.3)', () => {
    expect(namesAccount(given('004213000123'), account)).toBe(false);
    expect(namesAccount(given('0042130001234'), account)).toBe(false);
  });

  it('refuses another bank, another digit or another agency', () => {
    expect(namesAccount({ ...given('13000123'), bank: '341' }, account)).toBe(false);
    expect(namesAccount(given('13000123', { accountDigit: '5' }), account)).toBe(false);
    expect(namesAccount(given('13000123', { agency: '0043' }), account)).toBe(false);
    expect(namesAccount(given('13000123', { agency: '42' }), account)).toBe(true);
  });
});

describe('createLineStager: dedup keys (spec 4 §5.5)', () => {
  it("keys each line with the SHA-256 of its key text and its occurrence, as files already stored were keyed", async () => {
    const deps = { repo: { rulesOf: async () => [] } as unknown as FilesRepository, acquirers: async () => [], bankExists: async () => true } as AnalysisDeps;
    const stage = await createLineStager(deps, { creditorId: 'c' });
    const stored = { ...account, id: 'acc', accountKey: '60701190|1234|123456' } as AccountRow;
    const resolved = new Map<string, Resolution>([['raw', { kind: 'account', account: stored }]]);
    const line = (lineNumber: number, amount: number, description: string): StatementLine => ({
      lineNumber, account: 'raw', postedDate: '2026-03-02', amount, entryType: 'C', description, document: null, payerDocument: null, cnabCategory: null,
    });
    // The same values three times (two of them across pieces), one line apart, accents and case aside.
    const first = stage({ lines: [line(1, 500, 'PIX RECEBIDO'), line(2, 500, 'Pix  recebido'), line(3, 700, 'PIX RECEBIDO')], errors: [] }, resolved);
    const second = stage({ lines: [line(4, 500, 'PIX RECEBÍDO')], errors: [] }, resolved);
    const keyOf = (amount: number, occurrence: number) =>
      createHash('sha256').update(dedupKeyText({ accountKey: stored.accountKey, postedDate: '2026-03-02', amount, description: 'PIX RECEBIDO' }, occurrence)).digest('hex');
    expect([...first.lines, ...second.lines].map((l) => l.dedupKey)).toEqual([keyOf(500, 0), keyOf(500, 1), keyOf(700, 0), keyOf(500, 2)]);
  });
});
