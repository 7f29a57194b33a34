import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditRoute } from '@lastro/domain';

/** A record larger than this is not copied into an event's before/after. */
const SNAPSHOT_MAX_CHARS = 64_000;

/** A JSON text's object (not an array), when it is one and no longer than `max`; else null. */
export function jsonObjectOf(text: unknown, max: number): Record<string, unknown> | null {
  if (typeof text !== 'string' || text.length > max || !text.startsWith('{')) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const lastSegment = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const parentOf = (url: string) => url.slice(0, url.lastIndexOf('/'));

/**
 * The URL whose GET reads the record a write changes, as the caller would: the write's own URL
 * (PUT/PATCH/DELETE /api/x/:id, or a singleton such as PUT /api/x), or for an action on a record
 * (…/:id/status, POST …/:id/cancel) the record's URL above it. Null when no such read exists
 * (a create: its URL's GET is a list).
 */
export function readUrlOf(routes: ReadonlyMap<string, AuditRoute | null>, method: string, pattern: string, path: string): string | null {
  if (method !== 'POST' && routes.has(`GET ${pattern}`) && (method !== 'DELETE' || lastSegment(pattern).startsWith(':'))) return path;
  if (lastSegment(pattern).startsWith(':')) return null;
  const parent = parentOf(pattern);
  if (!lastSegment(parent).startsWith(':') || !routes.has(`GET ${parent}`)) return null;
  return parentOf(path);
}

/**
 * The record as its GET answers it to this caller (the same credentials: a record the caller may
 * not read is not copied), or null. Runs the app's own route, so the read is the one the screens see.
 */
export async function readSnapshot(app: FastifyInstance, request: FastifyRequest, url: string): Promise<Record<string, unknown> | null> {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'cookie'] as const) {
    const v = request.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const res = await app.inject({ method: 'GET', url: `${url}${query}`, headers, remoteAddress: request.ip });
  return res.statusCode === 200 ? snapshotOfText(res.payload) : null;
}

/** A record as its GET's JSON text holds it, or null (too large, not an object, a list's page). */
function snapshotOfText(text: string): Record<string, unknown> | null {
  const body = jsonObjectOf(text, SNAPSHOT_MAX_CHARS);
  // A page of a list (PATCH /api/notifications reads as GET /api/notifications) is no record.
  return body && !Array.isArray(body.results) ? body : null;
}

/** A record as a route's `auditRead` gave it (its service's answer), as its GET's JSON would hold it. */
export const snapshotOf = (record: unknown): Record<string, unknown> | null => snapshotOfText(JSON.stringify(record) ?? '');
