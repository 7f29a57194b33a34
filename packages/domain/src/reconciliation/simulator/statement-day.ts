import {
  ACQUIRER_STATEMENT_DESCRIPTIONS,
  DEFAULT_CLASSIFICATION_KEYWORDS,
} from '../../bank-statements/classification';
import {
  anomalyApplies,
  anomalyDrawText,
  STATEMENT_ANOMALY_CODES,
  type StatementAnomalyCode,
} from '../../bank-statements/anomalies';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from '../../calendar/business-days';
import type { Cents } from '../../calendar/money';

/**
 * The statement simulator's pure part (spec 4 §9.1, §9.2 [D40], [D41]): which entries one
 * account's bank statement has on one dia útil, from the sandbox settlements paid into it.
 * The caller reads the settlements and writes the file; SHA-256 comes from the caller too
 * (this package imports nothing but zod), so every draw is the same on every machine.
 */

/** First opening balance of a simulated account: R$ 10.000,00. */
export const SIMULATOR_FIRST_OPENING_BALANCE: Cents = 1_000_000;
/** Dias úteis late: E2 within the tolerance, E3 beyond it. */
export const SIMULATOR_DELAY = { E2: 1, E3: 3 } as const;
/** E4: what the bank keeps of a credit, R$ 2,50 to R$ 9,90. */
export const SIMULATOR_FEE_RANGE = { min: 250, max: 990 } as const;

export type StatementFileFormat = 'cnab240' | 'ofx' | 'csv';
const FORMATS: readonly StatementFileFormat[] = ['cnab240', 'ofx', 'csv'];
/** Dia útil ordinals count from this Monday, so a day's format never depends on when the simulator started. */
const ORDINAL_EPOCH = '2000-01-03';

export type Sha256 = (text: string) => Uint8Array;

/** One settlement paid into the account on the day (`ref`: the UR key, the line's document). */
export interface SimSettlement {
  acquirer: string;
  amount: Cents;
  ref: string;
}

/** One card credit as the bank posts it: grouped (one per acquirer, N:1) or one per settlement (1:1). */
export interface SimCardCredit {
  acquirer: string;
  amount: Cents;
  grouped: boolean;
  ref: string;
}

/** A planned anomaly (the demo's fixed placements): `nth` picks among the day's grouped credits, in CNPJ order. */
export type PlannedAnomaly =
  { code: 'E1' | 'E2' | 'E3' | 'E5'; nth?: number } | { code: 'E4'; amount: Cents; nth?: number };

/** A day's plan overrides the draw: its anomalies only, and whether the day is not delivered. */
export interface DayPlan {
  anomalies: PlannedAnomaly[];
  missing: boolean;
}

/** An anomaly as applied to one credit of the day. */
export interface AppliedAnomaly {
  code: StatementAnomalyCode;
  acquirer: string;
  /** E4: the fee kept; E5: the credit added. */
  amount: Cents;
}

export interface StatementEntry {
  /** Signed cents, credit positive; never 0. */
  amount: Cents;
  description: string;
  document: string;
  payerDocument: string | null;
  cnabCategory: string | null;
}

/** Every acquirer the simulator knows, in CNPJ order, with its bank description. */
export const SIMULATOR_ACQUIRERS: readonly { document: string; description: string }[] = [
  ...new Map(
    DEFAULT_CLASSIFICATION_KEYWORDS.map((k) => [
      k.acquirerDocument,
      ACQUIRER_STATEMENT_DESCRIPTIONS[k.acquirer] ?? k.acquirer.toUpperCase(),
    ]),
  ),
]
  .map(([document, description]) => ({ document, description }))
  .sort((a, b) => a.document.localeCompare(b.document));

export function acquirerDescription(document: string): string {
  return SIMULATOR_ACQUIRERS.find((a) => a.document === document)?.description ?? `CREDENCIADORA ${document}`;
}

/** The dia útil's ordinal since the epoch (0-based), which picks the format. */
export function businessDayOrdinal(date: string): number {
  if (!isBusinessDay(date)) throw new RangeError(`not a dia útil: ${date}`);
  return businessDaysBetween(ORDINAL_EPOCH, date).length - 1;
}

/** CNAB 240 → OFX → CSV, by the dia útil's ordinal. */
export function statementFormatOf(date: string): StatementFileFormat {
  return FORMATS[businessDayOrdinal(date) % FORMATS.length]!;
}

/**
 * The card credits of a day: one per acquirer (N:1), except the second acquirer in CNPJ order
 * among those that paid into the account that day, credited one settlement at a time (1:1).
 */
export function cardCreditsOf(settlements: readonly SimSettlement[]): SimCardCredit[] {
  const acquirers = [...new Set(settlements.map((s) => s.acquirer))].sort();
  return acquirers.flatMap((acquirer, i): SimCardCredit[] => {
    const own = settlements
      .filter((s) => s.acquirer === acquirer)
      .sort((a, b) => a.ref.localeCompare(b.ref) || a.amount - b.amount);
    if (i === 1) return own.map((s) => ({ acquirer, amount: s.amount, grouped: false, ref: s.ref }));
    return [{ acquirer, amount: own.reduce((sum, s) => sum + s.amount, 0), grouped: true, ref: own[0]!.ref }];
  });
}

/** A number in [min, max] from the digest's bytes 8-11 (the first 8 decide the draw). */
function rangeOf(digest: Uint8Array, min: number, max: number): number {
  const n =
    (((digest[8] ?? 0) << 24) | ((digest[9] ?? 0) << 16) | ((digest[10] ?? 0) << 8) | (digest[11] ?? 0)) >>>
    0;
  return min + (n % (max - min + 1));
}

/** E5's amount: R$ 100,00 to R$ 2.000,00 from its own draw text. */
const e5Amount = (digest: Uint8Array) => rangeOf(digest, 10_000, 200_000);

/**
 * The anomalies of an account's day: the plan's when the day has one, otherwise the draws of
 * §9.2 (u < 1 % per grouped credit and code E1-E4, per silent acquirer for E5), at most one
 * per credit, in code order. E5's acquirer paid nothing into the account in the window: that
 * day nor `paidInWindow` (the acquirers of the days before it that a credit of the day may
 * still match, so its credit has no origin).
 */
export function anomaliesOf(
  accountKey: string,
  date: string,
  credits: readonly SimCardCredit[],
  plan: DayPlan | null,
  sha256: Sha256,
  paidInWindow: ReadonlySet<string> = new Set(),
): AppliedAnomaly[] {
  const grouped = credits.filter((c) => c.grouped).map((c) => c.acquirer);
  const paying = new Set([...credits.map((c) => c.acquirer), ...paidInWindow]);
  const silent = SIMULATOR_ACQUIRERS.map((a) => a.document).filter((d) => !paying.has(d));
  const out: AppliedAnomaly[] = [];
  const taken = new Set<string>();
  if (plan) {
    for (const p of plan.anomalies) {
      if (p.code === 'E5') {
        const acquirer = silent[(p.nth ?? 0) % Math.max(silent.length, 1)];
        if (acquirer)
          out.push({
            code: 'E5',
            acquirer,
            amount: e5Amount(sha256(anomalyDrawText(accountKey, acquirer, date, 'E5'))),
          });
        continue;
      }
      const free = grouped.filter((a) => !taken.has(a));
      const acquirer = free[(p.nth ?? 0) % Math.max(free.length, 1)];
      if (!acquirer) continue;
      taken.add(acquirer);
      out.push({ code: p.code, acquirer, amount: p.code === 'E4' ? p.amount : 0 });
    }
    return out;
  }
  for (const acquirer of grouped) {
    for (const code of STATEMENT_ANOMALY_CODES) {
      if (code === 'E5') continue;
      const digest = sha256(anomalyDrawText(accountKey, acquirer, date, code));
      if (!anomalyApplies(digest)) continue;
      out.push({
        code,
        acquirer,
        amount: code === 'E4' ? rangeOf(digest, SIMULATOR_FEE_RANGE.min, SIMULATOR_FEE_RANGE.max) : 0,
      });
      break;
    }
  }
  for (const acquirer of silent) {
    const digest = sha256(anomalyDrawText(accountKey, acquirer, date, 'E5'));
    if (anomalyApplies(digest)) out.push({ code: 'E5', acquirer, amount: e5Amount(digest) });
  }
  return out;
}

/** What the simulator knows of one dia útil of the account: its settlements and its plan (null = draw). */
export interface SimDay {
  date: string;
  settlements: readonly SimSettlement[];
  plan: DayPlan | null;
}

const NAMES = [
  'MARIA SILVA',
  'JOAO SOUZA',
  'ANA COSTA',
  'PEDRO LIMA',
  'CARLA ROCHA',
  'LUCAS ALVES',
  'JULIA MENDES',
  'RAFAEL DIAS',
];

/** One or two of PIX, TED and the package fee, from the digest of '{account_key}|{date}|outros'. */
export function otherEntriesOf(accountKey: string, date: string, sha256: Sha256): StatementEntry[] {
  const d = sha256(`${accountKey}|${date}|outros`);
  const byte = (i: number) => d[i] ?? 0;
  const kinds = ['pix', 'ted', 'tarifa'] as const;
  const first = byte(12) % 3;
  const picked =
    byte(13) % 2 === 0 ? [kinds[first]!] : [kinds[first]!, kinds[(first + 1 + (byte(14) % 2)) % 3]!];
  return picked.map((kind, i) => {
    const name = NAMES[byte(15 + i) % NAMES.length]!;
    const document = `${kind.toUpperCase()}${date.replace(/-/g, '')}${i + 1}`;
    if (kind === 'tarifa')
      return {
        amount: -(1_990 + 100 * (byte(17) % 31)),
        description: 'TARIFA PACOTE DE SERVICOS',
        document,
        payerDocument: null,
        cnabCategory: '105',
      };
    const amount =
      (kind === 'pix' ? 5_000 : 50_000) + ((byte(18 + i) << 8) | byte(20 + i)) * (kind === 'pix' ? 3 : 11);
    return {
      amount,
      description: `${kind === 'pix' ? 'PIX RECEBIDO' : 'TED RECEBIDA'} ${name}`,
      document,
      payerDocument: null,
      cnabCategory: '213',
    };
  });
}

function cardEntry(acquirer: string, amount: Cents, document: string): StatementEntry {
  return {
    amount,
    description: acquirerDescription(acquirer),
    document,
    payerDocument: null,
    cnabCategory: '222',
  };
}

/**
 * The entries of account `accountKey` on `today.date`: its card credits (anomalies applied),
 * the credits that E2 and E3 moved here from `earlier` days (1 and 3 dias úteis before), E5's
 * extra credit (of an acquirer that paid nothing today nor on those days: the window a day's
 * credit is matched in, 1 dia útil by default, and E3's delay), and the other entries.
 * Deterministic: the same input gives the same list.
 */
export function statementEntriesOf(
  accountKey: string,
  today: SimDay,
  earlier: readonly SimDay[],
  sha256: Sha256,
): StatementEntry[] {
  const credits = cardCreditsOf(today.settlements);
  const paidInWindow = new Set(earlier.flatMap((day) => day.settlements.map((s) => s.acquirer)));
  const anomalies = anomaliesOf(accountKey, today.date, credits, today.plan, sha256, paidInWindow);
  const byAcquirer = new Map(anomalies.filter((a) => a.code !== 'E5').map((a) => [a.acquirer, a]));
  const entries: StatementEntry[] = [];
  credits.forEach((c, i) => {
    const a = c.grouped ? byAcquirer.get(c.acquirer) : undefined;
    if (a && a.code !== 'E4') return; // E1 leaves it out; E2 and E3 post it later.
    // A fee as large as the credit would leave nothing to post: the bank keeps none of it then.
    const fee = a && a.amount < c.amount ? a.amount : 0;
    entries.push(
      cardEntry(
        c.acquirer,
        c.amount - fee,
        `CRD${today.date.replace(/-/g, '')}${String(i + 1).padStart(3, '0')}`,
      ),
    );
  });
  for (const day of earlier) {
    const late = anomaliesOf(accountKey, day.date, cardCreditsOf(day.settlements), day.plan, sha256).filter(
      (a) =>
        (a.code === 'E2' || a.code === 'E3') &&
        addBusinessDays(day.date, SIMULATOR_DELAY[a.code]) === today.date,
    );
    for (const a of late) {
      const credit = cardCreditsOf(day.settlements).find((c) => c.grouped && c.acquirer === a.acquirer);
      if (credit)
        entries.push(cardEntry(a.acquirer, credit.amount, `CRD${day.date.replace(/-/g, '')}${a.code}`));
    }
  }
  for (const a of anomalies.filter((x) => x.code === 'E5'))
    entries.push(cardEntry(a.acquirer, a.amount, `CRD${today.date.replace(/-/g, '')}E5`));
  return [...entries, ...otherEntriesOf(accountKey, today.date, sha256)];
}

/** The days a statement of `date` looks back at for late credits. */
export function lookbackDaysOf(date: string): string[] {
  return [addBusinessDays(date, -SIMULATOR_DELAY.E2), addBusinessDays(date, -SIMULATOR_DELAY.E3)];
}

/** Closing = opening ± entries (a day not delivered still moves the bank's books). */
export function closingBalanceOf(opening: Cents, entries: readonly StatementEntry[]): Cents {
  return entries.reduce((sum, e) => sum + e.amount, opening);
}
