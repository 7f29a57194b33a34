import { describe, expect, it } from 'vitest';
import { ALL, queryOf } from './item-query';

describe('item screens query helpers', () => {
  it("leave out empty and 'todos' filters", () => {
    expect(queryOf({ a: '', b: ALL, c: 'x' })).toEqual({ c: 'x' });
  });
});
