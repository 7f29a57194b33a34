import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages/common';
import { listQuerySchema } from './common';
import { sortKeyOf, sortOf, sortParam, withSort } from './sort';

const KEYS = ['companyName', 'createdAt'] as const;
const schema = withSort(listQuerySchema.extend({ name: z.string().optional() }), KEYS);

const messages = (input: Record<string, string>) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('withSort', () => {
  it('accepts one declared <key>Order with asc or desc, beside paging and filters', () => {
    const q = schema.parse({ offset: '10', name: 'x', companyNameOrder: 'desc' });
    expect(q).toMatchObject({ offset: 10, limit: 10, name: 'x', companyNameOrder: 'desc' });
    expect(sortOf(q, KEYS)).toEqual({ key: 'companyName', direction: 'desc' });
    expect(sortOf(schema.parse({ createdAtOrder: 'asc' }), KEYS)).toEqual({ key: 'createdAt', direction: 'asc' });
  });

  it('without a sort parameter the list keeps its default order', () => {
    expect(sortOf(schema.parse({}), KEYS)).toBeUndefined();
  });

  it('refuses an undeclared key, a direction other than asc/desc, and two sorts at once', () => {
    expect(messages({ phoneOrder: 'asc' })).toEqual([VALIDATION_MESSAGES.invalidSort]);
    expect(messages({ companyNameOrder: 'up' })).toEqual([VALIDATION_MESSAGES.invalidSort]);
    expect(messages({ companyNameOrder: 'ASC' })).toEqual([VALIDATION_MESSAGES.invalidSort]);
    expect(messages({ companyNameOrder: 'asc', createdAtOrder: 'desc' })).toEqual([VALIDATION_MESSAGES.singleSort]);
  });

  it('names parameters after the camelCase of the response field', () => {
    expect(sortKeyOf('company_name')).toBe('companyName');
    expect(sortKeyOf('quantidade_domicilios')).toBe('quantidadeDomicilios');
    expect(sortParam(sortKeyOf('created_at'))).toBe('createdAtOrder');
  });
});
