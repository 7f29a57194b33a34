import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { merchantFreePartWorld } from '../testing';
import { copiesOf } from './testing';

// A file of its own: it sets the registry's clock back and moves it.
const D0 = '2026-06-01';

let t: TestApp;
let copies: ReturnType<typeof copiesOf>;
let creditorId: string;
let merchantDocument: string;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  copies = copiesOf(t);
  const world = await merchantFreePartWorld(t, D0);
  ({ creditorId, accountId } = world);
  merchantDocument = world.merchant.document_number;
}, 60_000);
afterAll(async () => t?.close());

describe("the free part of a merchant's account (spec 4 §4.3)", () => {
  it('is frozen before its day and paid to the titular into the merchant account, as the registry says', async () => {
    const range = { from: addDays(D0, 1), to: addDays(D0, 6) };
    const expected = await copies.expectedFor(creditorId, range);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((e) => e.contractIdentifier === null && e.accountId === accountId && e.frozenAt !== null && e.merchantDocument === merchantDocument)).toBe(true);
    const paid = await copies.settlementsFor(creditorId, range);
    const byKey = (rows: { urKey: string; amount: number }[]) => Object.fromEntries(rows.map((r) => [r.urKey, r.amount]));
    // No contract on the merchant: each UR is paid whole to the titular, on its day, what was free before.
    expect(byKey(paid)).toEqual(byKey(expected));
    expect(paid.every((s) => s.beneficiary === merchantDocument && s.accountId === accountId && s.effectiveDate === s.settlementDate)).toBe(true);
  });

  it('is read live for the days ahead, unfrozen', async () => {
    const summary = await copies.refreshCopies(creditorId, { from: addDays(D0, 1), to: addDays(D0, 20) });
    expect(summary.readUpTo).toBe(addDays(D0, 6));
    const ahead = await copies.expectedFor(creditorId, { from: addDays(D0, 7), to: addDays(D0, 20) });
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((e) => e.frozenAt === null && e.accountId === accountId && e.amount > 0)).toBe(true);
  });
});
