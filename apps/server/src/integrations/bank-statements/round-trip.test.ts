import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCnab240Extrato } from './cnab240-writer';
import { writeCsvExtrato } from './csv-writer';
import { writeOfx } from './ofx-writer';
import type { StatementToWrite, WrittenStatement } from './statement-writer';
import { readAll } from './testing/collect';

const word = (chars: string) => fc.stringMatching(new RegExp(`^[${chars}]{1,8}$`));
const words = (chars: string, max: number) =>
  fc.array(word(chars), { minLength: 1, maxLength: 8 }).map((w) => w.join(' ')).filter((d) => d.length <= max);
const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));

/** A statement each writer can carry whole; `text` is the description alphabet of the format. */
function statement(text: string, document: fc.Arbitrary<string | null>, minLines: number) {
  return fc.record({
    account: fc.record({
      bank: fc.constantFrom('001', '033', '104', '237', '341'),
      agency: digits(5),
      agencyDigit: fc.constantFrom(null, '0', '7', 'X'),
      account: digits(12),
      accountDigit: fc.constantFrom(null, '3', 'X'),
      holderDocument: fc.constantFrom('11222333000181', '11144477735'),
      holderName: fc.constant('LASTRO FOMENTO LTDA'),
    }),
    date: fc.constantFrom('2026-01-02', '2026-02-27', '2026-12-31'),
    openingBalance: fc.integer({ min: -(10 ** 11), max: 10 ** 11 }),
    fileSequence: fc.integer({ min: 1, max: 999_999 }),
    lines: fc.array(
      fc.record({
        amount: fc.integer({ min: -(10 ** 11), max: 10 ** 11 }).filter((a) => a !== 0),
        description: words(text, 40),
        document,
        payerDocument: fc.constantFrom(null, '01027058000191', '11144477735'),
        cnabCategory: fc.constantFrom(null, '222'),
      }),
      { minLength: minLines, maxLength: 12 },
    ),
  }) satisfies fc.Arbitrary<StatementToWrite>;
}

async function expectDeterministic(write: (s: StatementToWrite) => WrittenStatement, s: StatementToWrite) {
  const first = write(s);
  expect(Buffer.from(write(structuredClone(s)).bytes).equals(Buffer.from(first.bytes))).toBe(true);
  return first;
}

const entry = (amount: number) => (amount < 0 ? 'D' : 'C');

describe('read(write(x)) = x', () => {
  it('CNAB 240 segment E', async () => {
    await fc.assert(
      fc.asyncProperty(statement('A-Z0-9', fc.option(fc.stringMatching(/^[A-Z0-9]{1,39}$/)), 0), async (s) => {
        const written = await expectDeterministic(writeCnab240Extrato, s);
        const { account: a, date } = s;
        expect(written.name).toBe(`EXTRATO_${a.bank}_${a.agency}_${a.account}_${date.replace(/-/g, '')}.RET`);
        const read = await readAll(written.bytes, 5);
        const raw = `${a.bank}|${a.agency}${a.agencyDigit ?? ''}|${a.account}${a.accountDigit ?? ''}`;
        expect(read.format).toBe('cnab240');
        expect(read.accounts).toEqual([{ raw, bank: a.bank, agency: a.agency, agencyDigit: a.agencyDigit, account: a.account, accountDigit: a.accountDigit }]);
        expect(read.lines).toEqual(
          s.lines.map((l, i) => ({
            lineNumber: i + 3,
            account: raw,
            postedDate: date,
            amount: l.amount,
            entryType: entry(l.amount),
            description: l.description,
            document: l.document,
            payerDocument: null,
            cnabCategory: l.cnabCategory ?? (l.amount > 0 ? '205' : '105'),
          })),
        );
        const closing = s.lines.reduce((sum, l) => sum + l.amount, s.openingBalance);
        expect(read.balances).toEqual([
          { account: raw, kind: 'opening', date, amount: s.openingBalance },
          { account: raw, kind: 'closing', date, amount: closing },
        ]);
        expect([read.errors, read.warnings]).toEqual([[], []]);
      }),
      { numRuns: 60 },
    );
  });

  it('OFX 1.02 SGML in Windows-1252', async () => {
    await fc.assert(
      fc.asyncProperty(statement('A-Z0-9ÇÃÉçõ&<>;', fc.option(fc.stringMatching(/^[A-Z0-9-]{1,20}$/)), 0), async (s) => {
        const written = await expectDeterministic(writeOfx, s);
        const { account: a, date } = s;
        expect(written.name).toBe(`extrato_${a.bank}_${Number(a.account)}_${date.replace(/-/g, '')}.ofx`);
        expect(new TextDecoder('latin1').decode(written.bytes.subarray(0, 120))).toContain('CHARSET:1252');
        const read = await readAll(written.bytes, 4);
        const acct = `${a.account}${a.accountDigit === 'X' ? '' : (a.accountDigit ?? '')}`;
        const raw = `${a.bank}|${a.agency}|${acct}`;
        expect([read.format, read.encoding]).toEqual(['ofx', 'windows-1252']);
        expect(read.accounts).toEqual([{ raw, bank: a.bank, agency: a.agency, agencyDigit: null, account: acct, accountDigit: null }]);
        expect(read.lines.map(({ lineNumber: _, ...l }) => l)).toEqual(
          s.lines.map((l) => ({
            account: raw,
            postedDate: date,
            amount: l.amount,
            entryType: entry(l.amount),
            description: l.description,
            document: l.document,
            payerDocument: null,
            cnabCategory: null,
          })),
        );
        const numbers = read.lines.map((l) => l.lineNumber);
        expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
        const closing = s.lines.reduce((sum, l) => sum + l.amount, s.openingBalance);
        expect(read.balances).toEqual([{ account: raw, kind: 'closing', date, amount: closing }]);
        expect(read.period).toEqual({ start: date, end: date });
        expect(read.errors).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("CSV 'extrato'", async () => {
    await fc.assert(
      fc.asyncProperty(statement('A-Z0-9ÇÃÉçõ&;"', fc.option(fc.stringMatching(/^[A-Z0-9 /-]{1,64}$/).map((d) => d.trim()).filter(Boolean)), 1), async (s) => {
        const written = await expectDeterministic(writeCsvExtrato, s);
        const { account: a, date } = s;
        expect(written.name).toBe(`extrato_${a.bank}_${Number(a.account)}_${date.replace(/-/g, '')}.csv`);
        const read = await readAll(written.bytes, 3);
        const conta = a.accountDigit ? `${a.account}-${a.accountDigit}` : a.account;
        const raw = `${a.bank}|${a.agency}|${conta}`;
        expect([read.format, read.encoding]).toEqual(['csv', 'utf-8']);
        expect(read.accounts).toEqual([{ raw, bank: a.bank, agency: a.agency, agencyDigit: null, account: a.account, accountDigit: a.accountDigit }]);
        expect(read.lines).toEqual(
          s.lines.map((l, i) => ({
            lineNumber: i + 2,
            account: raw,
            postedDate: date,
            amount: l.amount,
            entryType: entry(l.amount),
            description: l.description,
            document: l.document,
            payerDocument: l.payerDocument,
            cnabCategory: null,
          })),
        );
        const closing = s.lines.reduce((sum, l) => sum + l.amount, s.openingBalance);
        expect(read.balances).toEqual([{ account: raw, kind: 'closing', date, amount: closing }]);
        expect(read.errors).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
