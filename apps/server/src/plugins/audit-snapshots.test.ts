import { describe, expect, it } from 'vitest';
import type { AuditRoute } from '@lastro/domain';
import { readUrlOf } from './audit-snapshots';

const routes = new Map<string, AuditRoute | null>(
  ['GET /api/x', 'GET /api/x/:id', 'GET /api/settings', 'GET /api/x/:id/items'].map((k) => [k, null]),
);

describe('readUrlOf: the GET that reads the record a write changes', () => {
  it("is the write's own URL for an update or a delete of a record, and a singleton's", () => {
    expect(readUrlOf(routes, 'PATCH', '/api/x/:id', '/api/x/7')).toBe('/api/x/7');
    expect(readUrlOf(routes, 'DELETE', '/api/x/:id', '/api/x/7')).toBe('/api/x/7');
    expect(readUrlOf(routes, 'PUT', '/api/settings', '/api/settings')).toBe('/api/settings');
  });

  it('is the record above an action on it', () => {
    expect(readUrlOf(routes, 'POST', '/api/x/:id/cancel', '/api/x/7/cancel')).toBe('/api/x/7');
    expect(readUrlOf(routes, 'PATCH', '/api/x/:id/status', '/api/x/7/status')).toBe('/api/x/7');
  });

  it('is none for a list or a record without a read (a create is never read before: the hook asks none)', () => {
    expect(readUrlOf(routes, 'POST', '/api/x', '/api/x')).toBeNull();
    expect(readUrlOf(routes, 'DELETE', '/api/settings', '/api/settings')).toBeNull();
    expect(readUrlOf(routes, 'PATCH', '/api/y/:id', '/api/y/7')).toBeNull();
  });
});
