import { registryError } from '../errors';
import { refuse } from './conventions';
import { ARRANJO_CODES } from './profile';
import type { Q } from './sql';
import { ensureMerchant, merchantArranjos, type MerchantArranjo } from './units';

/**
 * Checks acquirers and arranjos against the merchant (which it meets first, unless the caller
 * already read its pairs); returns the merchant's acquirer-arranjo pairs.
 */
export async function checkScope(
  q: Q,
  ufr: string,
  credenciadoras: string[],
  arranjos: string[],
  today: string,
  known?: MerchantArranjo[],
): Promise<MerchantArranjo[]> {
  const invalid = arranjos.filter((a) => !ARRANJO_CODES.has(a));
  if (invalid.length) throw refuse(...invalid.map((a) => registryError('invalidArranjo', a)));
  let pairs = known;
  if (!pairs) {
    await ensureMerchant(q, ufr, today);
    pairs = await merchantArranjos(q, ufr);
  }
  const linked = new Set(pairs.map((p) => p.credenciadora));
  const unlinked = credenciadoras.filter((c) => !linked.has(c));
  if (unlinked.length) throw refuse(...unlinked.map((c) => registryError('ufrNotLinked', c)));
  return pairs;
}

export function covers(
  o: { credenciadoras: string[]; arranjos: string[] },
  credenciadora: string,
  arranjo: string,
): boolean {
  return (
    (!o.credenciadoras.length || o.credenciadoras.includes(credenciadora)) &&
    (!o.arranjos.length || o.arranjos.includes(arranjo))
  );
}

/** Two filters (empty = everything) have something in common. */
export function intersects(a: readonly string[] | undefined, b: readonly string[]): boolean {
  if (!a?.length || !b.length) return true;
  return a.some((x) => b.includes(x));
}
