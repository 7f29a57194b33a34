import {
  addBusinessDays,
  addDays,
  addMonths,
  businessDaysBetween,
  nextBusinessDay,
  seededRandom,
  type RandomSource,
} from '@lastro/domain';
import { REFERENCE_ACQUIRERS, REFERENCE_ARRANGEMENTS } from '../../../db/reference-data';

/**
 * What the sandbox "knows" of a merchant, derived only from its document (and, for amounts,
 * the dates): the same merchant always gets the same acquirers, arranjos and sales, on any
 * machine, so demos and tests are repeatable (domain.md §4).
 */

export const ARRANJO_CODES: ReadonlySet<string> = new Set(REFERENCE_ARRANGEMENTS.map((a) => a.code));
const CREDIT: ReadonlySet<string> = new Set(
  REFERENCE_ARRANGEMENTS.filter((a) => a.type === 'credit').map((a) => a.code),
);
export const isCreditArranjo = (code: string) => CREDIT.has(code);

/** Constituted URs reach this far ahead; URs a constituir (contracts) up to twice as far. */
export const CONSTITUTED_MONTHS = 12;
export const TO_CONSTITUTE_MONTHS = 24;

export interface ArranjoProfile {
  credenciadora: string;
  arranjo: string;
  /** Acquirer fee in basis points: 1-2 % debit, 2-5 % credit. */
  feeBp: number;
  /** Median gross daily sales in cents. */
  dailySales: number;
}

/** FNV-1a of a text: the seed of everything derived from it. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const rngOf = (...parts: string[]) => seededRandom(hashSeed(parts.join('|')));

function pickDistinct<T>(random: RandomSource, from: readonly T[], n: number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

/** Standard normal from two uniforms (Box-Muller). */
function gaussian(random: RandomSource): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** 1-3 acquirers, 4-8 arranjos each, fees and sales volume, from the merchant's document. */
export function merchantProfile(ufr: string): ArranjoProfile[] {
  const random = rngOf('profile', ufr);
  const acquirers = pickDistinct(random, REFERENCE_ACQUIRERS, 1 + Math.floor(random() * 3));
  // Merchants sell more on credit: credit arranjos are drawn twice as often.
  const weighted = REFERENCE_ARRANGEMENTS.flatMap((a) => (a.type === 'credit' ? [a.code, a.code] : [a.code]));
  const size = Math.exp(11.5 + 0.8 * gaussian(random)); // median ~ R$ 990 a day per arranjo
  return acquirers.flatMap((acq) => {
    const n = 4 + Math.floor(random() * 5);
    const codes: string[] = [];
    while (codes.length < n) {
      const c = weighted[Math.floor(random() * weighted.length)]!;
      if (!codes.includes(c)) codes.push(c);
    }
    return codes.map((arranjo) => ({
      credenciadora: acq.document,
      arranjo,
      feeBp: isCreditArranjo(arranjo) ? 200 + Math.floor(random() * 301) : 100 + Math.floor(random() * 101),
      dailySales: Math.round(size * (0.3 + random())),
    }));
  });
}

export interface UnitSeed {
  credenciadora: string;
  arranjo: string;
  dataLiquidacao: string;
  valorTotal: number;
  valorPreContratado: number;
}

/** Share of credit sales still to settle m months ahead: thinner for later dates. */
const monthWeight = (m: number) => (m <= 1 ? 1 : 0.45 * Math.pow(0.8, m - 2));

/**
 * The constituted agenda of a merchant met on `today`: from the sales already made, debit
 * settles on the next business day and credit (cash and installments) on every business day
 * up to 12 months ahead, net of the acquirer's fee. Log-normal amounts seeded by the key.
 */
export function constitutedUnits(ufr: string, profile: readonly ArranjoProfile[], today: string): UnitSeed[] {
  const out: UnitSeed[] = [];
  const tomorrow = addBusinessDays(today, 1);
  const credits = businessDaysBetween(addDays(today, 1), addMonths(today, CONSTITUTED_MONTHS));
  const start = Date.parse(`${today}T00:00:00Z`);
  for (const p of profile) {
    const dates = isCreditArranjo(p.arranjo) ? credits : [tomorrow];
    const random = rngOf('agenda', ufr, p.credenciadora, p.arranjo, today);
    const anticipates = random() < 0.25;
    for (const date of dates) {
      const month = Math.ceil((Date.parse(`${date}T00:00:00Z`) - start) / (30 * 86_400_000));
      const gross = p.dailySales * Math.exp(0.5 * gaussian(random) - 0.125) * monthWeight(month);
      const net = Math.max(1, Math.round((gross * (10_000 - p.feeBp)) / 10_000));
      out.push({
        credenciadora: p.credenciadora,
        arranjo: p.arranjo,
        dataLiquidacao: date,
        valorTotal: net,
        valorPreContratado: anticipates && month <= 1 ? Math.floor(net / 10) : 0,
      });
    }
  }
  return out;
}

export interface SaleSeed {
  credenciadora: string;
  arranjo: string;
  dataLiquidacao: string;
  valor: number;
}

/**
 * One day's sales of a merchant (the tick): debit D+1, credit cash D+30, installments k of n
 * at D+30·k, each moved to a business day; net of the fee. Seeded by the merchant and the day.
 */
export function salesOf(ufr: string, profile: readonly ArranjoProfile[], day: string): SaleSeed[] {
  const out: SaleSeed[] = [];
  for (const p of profile) {
    const random = rngOf('sales', ufr, p.credenciadora, p.arranjo, day);
    const net = Math.round(
      (p.dailySales * Math.exp(0.5 * gaussian(random) - 0.125) * (10_000 - p.feeBp)) / 10_000,
    );
    if (net <= 0) continue;
    if (!isCreditArranjo(p.arranjo)) {
      out.push({ ...key(p), dataLiquidacao: addBusinessDays(day, 1), valor: net });
      continue;
    }
    const cash = Math.round(net * 0.6);
    out.push({ ...key(p), dataLiquidacao: nextBusinessDay(addDays(day, 30)), valor: cash });
    const n = 2 + Math.floor(random() * 11);
    const part = Math.floor((net - cash) / n);
    for (let k = 1; k <= n; k++) {
      const valor = k === n ? net - cash - part * (n - 1) : part;
      if (valor > 0) out.push({ ...key(p), dataLiquidacao: nextBusinessDay(addDays(day, 30 * k)), valor });
    }
  }
  return out;
}

/** Some days a sale is cancelled or charged back: which URs lose how much (a fraction of their total). */
export function cancellationsOf(
  ufr: string,
  profile: readonly ArranjoProfile[],
  day: string,
): { credenciadora: string; arranjo: string; fractionBp: number }[] {
  const random = rngOf('cancel', ufr, day);
  if (random() >= 0.3) return [];
  const p = profile[Math.floor(random() * profile.length)];
  return p ? [{ ...key(p), fractionBp: 500 + Math.floor(random() * 2000) }] : [];
}

const key = (p: ArranjoProfile) => ({ credenciadora: p.credenciadora, arranjo: p.arranjo });
