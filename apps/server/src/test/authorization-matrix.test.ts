import { describe, expect, it } from 'vitest';
import { loadMatrixEntries, routeKeyOf, sendEntry, useMatrixWorld } from './matrix-entries';
import { ROLES, type Outcome, type Role } from './matrix/types';

/**
 * Every API route x five callers (anonymous, creditor user lacking the permission, creditor
 * user of another creditor, creditor user with the permission, admin). The entries live in
 * src/test/matrix/<module>.ts (each exports `matrix: MatrixEntry[]`); a route registered
 * without an entry fails the first test, so a new module must add its own.
 */
const entries = await loadMatrixEntries();

const opened = useMatrixWorld();

const matches = (expected: Outcome, status: number) =>
  expected === 'ok' ? status >= 200 && status < 300 : status === expected;

describe('authorization matrix', () => {
  it('has exactly one entry for every API route', () => {
    const routes = opened.t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'))
      .map(routeKeyOf);
    const declared = entries.map(routeKeyOf);
    const duplicated = declared.filter((k, i) => declared.indexOf(k) !== i);
    expect(duplicated, 'entries declared twice').toEqual([]);
    expect(
      routes.filter((k) => !declared.includes(k)).sort(),
      'routes without an entry in src/test/matrix/<module>.ts',
    ).toEqual([]);
    expect(
      declared.filter((k) => !routes.includes(k)).sort(),
      'entries for routes that do not exist',
    ).toEqual([]);
  });

  for (const entry of entries) {
    it(routeKeyOf(entry), async () => {
      const seen: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const role of ROLES as readonly Role[]) {
        const { res } = await sendEntry(opened, entry, role);
        const expected = entry.expect[role];
        wanted[role] = String(expected);
        // A mismatch shows the status and the first message, which usually says why.
        seen[role] = matches(expected, res.statusCode)
          ? String(expected)
          : `${res.statusCode} ${res.headers['content-type']?.toString().includes('json') ? (res.json()?.errors?.message?.[0] ?? '') : ''}`.trim();
      }
      expect(seen).toEqual(wanted);
    });
  }
});
