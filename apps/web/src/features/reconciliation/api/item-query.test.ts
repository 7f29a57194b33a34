import { describe, expect, it } from 'vitest';
import { UNIDENTIFIED_ACQUIRER as DOMAIN_UNIDENTIFIED } from '@lastro/domain';
import { ALL, queryOf, UNIDENTIFIED_ACQUIRER } from './item-query';

describe('item screens query helpers', () => {
  it("spell 'Não identificada' as the domain does", () => {
    expect(UNIDENTIFIED_ACQUIRER).toBe(DOMAIN_UNIDENTIFIED);
  });

  it("leave out empty and 'todos' filters", () => {
    expect(queryOf({ a: '', b: ALL, c: 'x' })).toEqual({ c: 'x' });
  });
});
