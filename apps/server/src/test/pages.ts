import { expect } from 'vitest';
import type { TestApp } from './app';

/** A list route's query string from plain values. */
export const listQuery = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/**
 * Every row of a list route, page by page as a screen asks for them (offset and limit), and
 * the distinct totals the pages answered (one, when the pages agree).
 */
export async function allPages<R>(t: TestApp, token: string, url: string, query: Record<string, string | number>, size: number) {
  const rows: R[] = [];
  const counts = new Set<number>();
  for (let offset = 0; ; offset += size) {
    const res = await t.as(token, { method: 'GET', url, query: listQuery({ ...query, offset, limit: size }) });
    expect(res.statusCode, res.body).toBe(200);
    const { results, metadata } = res.json() as { results: R[]; metadata: { resultset: { count: number } } };
    counts.add(metadata.resultset.count);
    rows.push(...results);
    if (results.length < size) return { rows, counts: [...counts] };
  }
}
