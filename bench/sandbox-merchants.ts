import { performance } from 'node:perf_hooks';
import { generateCnpj } from '@lastro/domain';
import type { Database } from '../apps/server/src/db/client';
import { isCreditArranjo, merchantProfile } from '../apps/server/src/integrations/registry/sandbox/profile';

/** Duration in ms of one run of `fn`. */
export async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export const medianOf = (times: readonly number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** Median duration in ms of `repeat` runs of `fn`, each after `before` (not timed). */
export async function medianMs(repeat: number, fn: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    if (before) await before();
    times.push(await timeMs(fn));
  }
  return medianOf(times);
}

/**
 * A merchant whose document gives the sandbox's largest profile: 3 acquirers x 8 arranjos.
 * `mostCredit`: of those, the one with the most credit arranjos (a credit arranjo has a UR every
 * business day for 12 months, a debit one only the next business day), so the most URs the
 * sandbox gives a merchant; no profile has all 24 credit, at most 21 (about 5,250 URs).
 */
export function largestMerchant(mostCredit = false): string {
  let best: { doc: string; credit: number } | null = null;
  for (let seed = 1; seed < 200_000; seed++) {
    const doc = generateCnpj({ seed });
    const p = merchantProfile(doc);
    const acquirers = new Set(p.map((x) => x.credenciadora));
    if (acquirers.size !== 3 || p.length !== 24) continue;
    if (!mostCredit) return doc;
    const credit = p.filter((x) => isCreditArranjo(x.arranjo)).length;
    if (!best || credit > best.credit) best = { doc, credit };
  }
  if (best) return best.doc;
  throw new Error('no 3 x 8 merchant found');
}

/** The baseline of agenda reads: one SQL aggregate of a merchant's URs per acquirer, arranjo and month. */
export const agendaAggregate = (database: Database, ufr: string, from: string, to: string) =>
  database.query(
    `select credenciadora, arranjo, date_trunc('month', data_liquidacao) as mes, sum(valor_total), sum(valor_comprometido),
            sum(valor_total - valor_comprometido - valor_liquidado)
     from registry.units where ufr = $1 and data_liquidacao between $2 and $3 group by 1, 2, 3`,
    [ufr, from, to],
  );

/**
 * The median of each call, timed side by side: every round times each call once, in turn (each
 * after `before`, not timed), so a load that comes and goes weighs on all of them alike; `warm`
 * untimed rounds first.
 */
export async function timedSideBySide(
  calls: (() => Promise<unknown>)[],
  opts: { rounds: number; warm: number; before?: (() => Promise<unknown>) | undefined },
): Promise<number[]> {
  for (let i = 0; i < opts.warm; i++) for (const call of calls) await call();
  const times = calls.map(() => [] as number[]);
  for (let round = 0; round < opts.rounds; round++)
    for (const [i, call] of calls.entries()) {
      if (opts.before) await opts.before();
      times[i]!.push(await timeMs(call));
    }
  return times.map(medianOf);
}
