import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField, REDACTED, redactSecrets } from './redaction';

const SECRET_NAMES = [
  'password',
  'new_password',
  'currentPassword',
  'passwordHash',
  'senha',
  'token',
  'access_token',
  'totpSecret',
  'secret_encrypted',
  'recovery_codes',
  'recoveryCodeHashes',
  'code',
  'challenge',
  'passkeyCredential',
];
const PLAIN_NAMES = [
  'name',
  'email',
  'bank_code',
  'trading_name',
  'document_number',
  'status',
  'creditor_id',
];

describe('audit redaction', () => {
  it('names every secret field and leaves ordinary ones', () => {
    for (const n of SECRET_NAMES) expect(isSecretField(n), n).toBe(true);
    for (const n of PLAIN_NAMES) expect(isSecretField(n), n).toBe(false);
  });

  it('never lets a secret value through, at any depth, and keeps every other value', () => {
    const secret = fc.constantFrom(...SECRET_NAMES);
    const plain = fc.constantFrom(...PLAIN_NAMES);
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.dictionary(fc.oneof(secret, plain), tie('node'), { maxKeys: 4 }),
        fc.array(tie('node'), { maxLength: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(tree, fc.string({ minLength: 12 }), (value, marker) => {
        const planted = {
          ...(typeof value === 'object' && value && !Array.isArray(value) ? value : {}),
          password: marker,
          nested: [{ totp_secret: marker }],
        };
        const text = JSON.stringify(redactSecrets(planted));
        const walk = (v: unknown): void => {
          if (Array.isArray(v)) return v.forEach(walk);
          if (v && typeof v === 'object')
            for (const [k, x] of Object.entries(v)) {
              if (isSecretField(k)) expect(x).toBe(REDACTED);
              else walk(x);
            }
        };
        walk(JSON.parse(text));
        expect(text.includes(JSON.stringify(marker))).toBe(false);
      }),
    );
  });

  it('keeps only the fields that changed, each side redacted', () => {
    expect(
      changedFields(
        { name: 'A', email: 'a@x', password: 'p1', updated_at: null },
        { name: 'B', email: 'a@x', password: 'p2', updated_at: 'x' },
      ),
    ).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
    expect(changedFields(null, { name: 'B', token: 't' })).toEqual({
      before: null,
      after: { name: 'B', token: REDACTED },
    });
    expect(
      changedFields({ at: new Date('2026-01-02T03:04:05Z') }, { at: new Date('2026-01-03T03:04:05Z') }),
    ).toEqual({
      before: { at: '2026-01-02T03:04:05.000Z' },
      after: { at: '2026-01-03T03:04:05.000Z' },
    });
  });
});
