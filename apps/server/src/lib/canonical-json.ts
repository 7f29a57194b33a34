import { createHash } from 'node:crypto';

/**
 * One text per value whatever its keys' order: object keys sorted at every level, undefined
 * members dropped (as JSON.stringify drops them). Two requests that mean the same give the same text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** SHA-256 of the canonical text, base64url: what a request is remembered by with its idempotency key. */
export const requestHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('base64url');
