/**
 * What an audit event never holds: a field whose name says it is a secret (passwords, tokens,
 * TOTP secrets and codes, recovery codes, sign-in challenges, passkey credentials) keeps its
 * name, so the event still says it changed, but its value becomes REDACTED. Matched on the name
 * folded to lower case without separators, at every depth.
 */
export const REDACTED_FIELD_PARTS = [
  'password',
  'senha',
  'secret',
  'token',
  'recovery',
  'totp',
  'otp',
  'challenge',
  'credential',
  'passkey',
  'hash',
  'apikey',
  'authorization',
  'cookie',
] as const;

/** Whole names that are secrets only on their own ('code' is the sign-in code; 'bank_code' is not). */
export const REDACTED_FIELD_NAMES = ['code', 'codes', 'pin', 'cvv'] as const;

export const REDACTED = '[removido]';

const fold = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export function isSecretField(name: string): boolean {
  const folded = fold(name);
  return (
    (REDACTED_FIELD_NAMES as readonly string[]).includes(folded) ||
    REDACTED_FIELD_PARTS.some((part) => folded.includes(part))
  );
}

/** A copy of `value` with every secret field's value replaced; dates become ISO texts (as JSON would). */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value instanceof Date) return value.toISOString();
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined || typeof v === 'function') continue;
      out[key] = isSecretField(key) ? REDACTED : redactSecrets(v, depth + 1);
    }
    return out;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** Bookkeeping that changes on every write: not a change anyone made. */
const BOOKKEEPING_FIELDS = new Set(['updated_at', 'updatedAt']);

/**
 * The fields that differ between `before` and `after` (both redacted first), each side only
 * with those fields: what 'Histórico de alterações' shows as before → after.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b = (before ? redactSecrets(before) : null) as Record<string, unknown> | null;
  const a = (after ? redactSecrets(after) : null) as Record<string, unknown> | null;
  if (!b || !a) return { before: b, after: a };
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const pickB: Record<string, unknown> = {};
  const pickA: Record<string, unknown> = {};
  for (const k of keys) {
    if (BOOKKEEPING_FIELDS.has(k)) continue;
    if (JSON.stringify(b[k] ?? null) === JSON.stringify(a[k] ?? null)) continue;
    pickB[k] = b[k] ?? null;
    pickA[k] = a[k] ?? null;
  }
  return { before: pickB, after: pickA };
}
