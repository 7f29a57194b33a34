import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Lastro';
/** One step either side: a phone's clock a little off still signs in. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended size), as base32 for manual entry. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpUri = (secretBase32: string, email: string) => totpOf(secretBase32, email).toString();

/**
 * The time step a code is valid for, or null. The caller stores the step and refuses any step
 * not after the last one stored, so a code seen once cannot be replayed in its window.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Six digits (spaces allowed) are an authenticator code; anything else is tried as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * AES-256-GCM under the SHA-256 of the configured key; the account id is authenticated with it,
 * so a ciphertext copied onto another account's row does not decrypt.
 */
export function createSecretBox(keyMaterial: string) {
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(plain: string, accountId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(accountId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed: string, accountId: string): string {
      const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(accountId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * Ten recovery codes of 120 random bits each (24 base32 characters in groups of four): at that
 * entropy a plain SHA-256 cannot be reversed by guessing (ASVS 6.5.2), and a code is found by
 * its hash in one indexed lookup.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = new Secret({ buffer: new Uint8Array(randomBytes(15)).buffer }).base32;
    return text.match(/.{4}/g)!.join('-');
  });
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z2-7]/g, ''))
    .digest('hex');
