import { describe, expect, it } from 'vitest';
import type { StatementAccount } from '@lastro/domain';
import { namesAccount } from './file-analysis';
import type { AccountRow } from './files.repository';

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
