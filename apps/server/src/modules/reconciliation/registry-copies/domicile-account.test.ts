import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKeyOf } from '../companies/account-key';
import { accountOfDomicile, domicileKeyOf, type CopyAccount } from './domicile-account';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${min - 1},${max - 1}}$`));
const holder = fc.constantFrom('11222333000181', '60701190000104', '12345678909');

const accountArb = fc.record({
  ispb: fc.stringMatching(/^[0-9]{8}$/),
  agency: digits(1, 4),
  number: digits(1, 10),
  digit: fc.option(fc.stringMatching(/^[0-9X]$/), { nil: null }),
  holder,
});

type AccountSeed = typeof accountArb extends fc.Arbitrary<infer T> ? T : never;

const accountOf = (x: AccountSeed): CopyAccount => ({
  id: 'acc',
  accountKey: accountKeyOf(x.ispb, x.agency, x.number),
  accountDigit: x.digit,
  holderDocument: x.holder,
});

describe('a domicile resolved to a reconciliation account (spec 4 §3.2)', () => {
  it('finds the account however many leading zeros the registry writes, with or without the check digit', () => {
    fc.assert(
      fc.property(accountArb, fc.nat(3), fc.nat(3), fc.boolean(), (x, zerosA, zerosC, withDigit) => {
        const conta = `${'0'.repeat(zerosC)}${x.number}${withDigit && x.digit ? `-${x.digit}` : ''}`;
        const d = { titular: x.holder, ispb: x.ispb, agencia: `${'0'.repeat(zerosA)}${x.agency}`, conta };
        expect(domicileKeyOf(d)).toBe(accountKeyOf(x.ispb, x.agency, x.number));
        expect(accountOfDomicile([accountOf(x)], d)?.id).toBe('acc');
      }),
    );
  });

  it('never matches another holder, another check digit or another account', () => {
    fc.assert(
      fc.property(accountArb, holder, fc.stringMatching(/^[0-9X]$/), digits(1, 10), (x, otherHolder, otherDigit, otherNumber) => {
        const d = { titular: x.holder, ispb: x.ispb, agencia: x.agency, conta: `${x.number}-${x.digit ?? '0'}` };
        const account = accountOf(x);
        fc.pre(otherHolder !== x.holder || otherDigit !== x.digit || otherNumber !== x.number);
        if (otherHolder !== x.holder) expect(accountOfDomicile([account], { ...d, titular: otherHolder })).toBeNull();
        if (x.digit !== null && otherDigit !== x.digit) expect(accountOfDomicile([account], { ...d, conta: `${x.number}-${otherDigit}` })).toBeNull();
        if (otherNumber !== x.number) expect(accountOfDomicile([account], { ...d, conta: otherNumber })).toBeNull();
      }),
    );
  });

  it('resolves nothing for a payment account without an account number', () => {
    expect(accountOfDomicile([], { titular: '11222333000181', ispb: '60701190', agencia: null, conta: null })).toBeNull();
    expect(domicileKeyOf({ titular: '11222333000181', ispb: '60701190', agencia: null, conta: null })).toBeNull();
  });
});
