/**
 * Money as integer cents (domain.md §2: never a float). Percentages are basis points
 * (10000 = 100 %), the registries' two decimals of a percentage.
 */

export type Cents = number;

/** Whether the value is a whole number of cents that arithmetic keeps exact. */
export function isCents(value: number): boolean {
  return Number.isSafeInteger(value);
}

/**
 * Amount text -> cents without going through a float: "1234.56", "1234,5", "-0.07", "+10,00",
 * "1.234,56" (a comma decimal makes '.' the thousands separator, in whole groups of three).
 * Null when it is not an amount: "1.234" (a thousands group or three decimals?) is never guessed.
 */
export function parseCentsOrNull(text: string): Cents | null {
  const trimmed = text.trim();
  const m =
    /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed) ??
    /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(trimmed);
  if (!m) return null;
  if (m[2]?.includes('.') && m[3] === undefined) return null;
  const cents = Number((m[2] ?? '').replace(/\./g, '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}

/** parseCentsOrNull for a text that must be an amount: throws RangeError otherwise. */
export function parseCents(text: string): Cents {
  const cents = parseCentsOrNull(text);
  if (cents === null) throw new RangeError(`not an amount: ${text}`);
  return cents;
}

/** "1234.56" from cents (dot decimal, for NUMERIC columns and files). */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Rounds numerator / denominator to the nearest integer, ties to the even one (banker's
 * rounding), in exact integer arithmetic (BigInt), for a non-negative numerator and positive
 * denominator.
 */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = n / denominator;
  const twiceRest = (n % denominator) * 2n;
  let r = q;
  if (twiceRest > denominator || (twiceRest === denominator && q % 2n === 1n)) r = q + 1n;
  return negative ? -r : r;
}

/**
 * `basisPoints` / 10000 of `cents`, rounded half-even to the cent: the registries' percentage
 * effect (domain.md §3: round-half-even(pct × constituted total, 2 decimals)).
 */
export function percentOfCents(cents: Cents, basisPoints: number): Cents {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(basisPoints))
    throw new RangeError('integers only');
  return Number(divideHalfEven(BigInt(cents) * BigInt(basisPoints), 10_000n));
}
