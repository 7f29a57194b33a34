/** The statement simulator's controlled anomalies (spec 4 §9.2). */
export const STATEMENT_ANOMALY_CODES = ['E1', 'E2', 'E3', 'E4', 'E5'] as const;
export type StatementAnomalyCode = (typeof STATEMENT_ANOMALY_CODES)[number];

/** Chance of each anomaly per account, acquirer and day after the demo start: 1 %. */
export const STATEMENT_ANOMALY_PERCENT = 1;

/** The text whose SHA-256 draws an anomaly: '{account_key}|{acquirer CNPJ}|{AAAA-MM-DD}|{code}'. */
export function anomalyDrawText(accountKey: string, acquirerCnpj: string, date: string, code: StatementAnomalyCode): string {
  return `${accountKey}|${acquirerCnpj}|${date}|${code}`;
}

function first8Bytes(sha256: Uint8Array): bigint {
  if (sha256.length < 8) throw new RangeError('a SHA-256 digest has 32 bytes');
  let value = 0n;
  for (let i = 0; i < 8; i++) value = (value << 8n) | BigInt(sha256[i] ?? 0);
  return value;
}

/** u: the digest's first 8 bytes read as a big-endian fraction of 2^64, in [0, 1). */
export function anomalyDraw(sha256: Uint8Array): number {
  return Number(first8Bytes(sha256)) / 2 ** 64;
}

/**
 * Whether the draw falls under `percent` %, decided on the exact 64-bit integer (u < p/100 ⇔
 * 100·n < p·2^64), so no rounding of the fraction can move a draw across the threshold.
 */
export function anomalyApplies(sha256: Uint8Array, percent: number = STATEMENT_ANOMALY_PERCENT): boolean {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError('percent: a whole number 0-100');
  return first8Bytes(sha256) * 100n < BigInt(percent) * 2n ** 64n;
}
