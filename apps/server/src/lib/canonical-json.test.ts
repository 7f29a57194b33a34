import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './canonical-json';

describe('canonicalJson', () => {
  it('gives one text whatever the order of keys, at every level, without undefined members', () => {
    const a = { b: 1, a: [{ y: 2, x: undefined, z: 'ç' }], c: { e: null, d: true } };
    const b = { c: { d: true, e: null }, a: [{ z: 'ç', y: 2 }], b: 1 };
    expect(canonicalJson(a)).toBe('{"a":[{"y":2,"z":"ç"}],"b":1,"c":{"d":true,"e":null}}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
    expect(requestHash(b)).toBe(requestHash(a));
  });

  it('tells apart what differs, arrays keeping their order', () => {
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: '1' }));
    expect(requestHash({ a: null })).not.toBe(requestHash({}));
  });
});
