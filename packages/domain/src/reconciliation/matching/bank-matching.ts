import { addBusinessDays } from '../../calendar/business-days';
import type { Cents } from '../../calendar/money';
import type { Tolerance } from './agenda-status';

/** One bank item before matching: an account's Previsto and Liquidado of one acquirer on one day (spec 4 §4.3). */
export interface BankItemInput {
  id: string;
  accountId: string;
  acquirer: string;
  /** The day: expected date for P, effective date for L. */
  date: string;
  expected: Cents;
  /** The registry settlements into the account that day (L is their sum). */
  settlements: readonly { id: string; amount: Cents }[];
  tolerance: Tolerance;
}

/** A statement credit classified 'Recebível de cartão' (acquirer null: 'Não identificada'). */
export interface CardCredit {
  id: string;
  accountId: string;
  postedDate: string;
  amount: Cents;
  acquirer: string | null;
  /** The statement's own order (file received, then line number): the last tiebreak. */
  order: number;
}

/** A match the run keeps as it is: manual, or a confirmed suggestion. */
export interface HeldMatch {
  itemIds: readonly string[];
  lineIds: readonly string[];
  /** A user's manual match (not a confirmed suggestion): its difference is accepted (bankItemState). */
  accepted?: boolean;
}

export interface MatchingInput {
  items: readonly BankItemInput[];
  credits: readonly CardCredit[];
  held: readonly HeldMatch[];
  /** `${itemId}|${lineId}` pairs a user rejected: never suggested or matched again. */
  rejected: ReadonlySet<string>;
}

export interface AutoMatch {
  itemId: string;
  lineIds: string[];
  /** 'n1': one credit for the whole day's L; '1_1': one credit per settlement. */
  rule: 'n1' | '1_1';
}

export interface Suggestion {
  itemId: string;
  lineId: string;
  /** The credit's amount minus what was left of L: never matched automatically [D12]. */
  difference: Cents;
}

export interface MatchingResult {
  matches: AutoMatch[];
  suggestions: Suggestion[];
}

export const settledOf = (item: Pick<BankItemInput, 'settlements'>): Cents => item.settlements.reduce((s, p) => s + p.amount, 0);

/** Items in date, then account, then acquirer order: the order in which they take credits. */
const byMatchingOrder = (a: BankItemInput, b: BankItemInput) =>
  a.date.localeCompare(b.date) || a.accountId.localeCompare(b.accountId) || a.acquirer.localeCompare(b.acquirer) || a.id.localeCompare(b.id);

/**
 * The automatic matches and suggestions of one run (spec 4 §4.3, [D30]). For each item with
 * L > 0, in date, account and acquirer order, among the account's card credits of its acquirer
 * or unidentified, posted from its day to its day plus the tolerance in dias úteis, taken by no
 * other item and not rejected for it: (a) one credit within the amount tolerance of L; else
 * (b) each settlement, largest first, to its own credit within the tolerance. Then, once every
 * item has taken what agrees with it, (c) when what is left of an item's L has exactly one credit
 * of its acquirer left, a suggestion for it: a credit short by a fee on day d is the sole one
 * left when the next day's credit went to the next day's item, not a rival of it (§9.2 E4), and
 * a day whose credit came late does not take the next day's. Held matches keep their items and
 * lines. A credit serves at most one item.
 */
export function matchBankItems(input: MatchingInput): MatchingResult {
  const heldItems = new Set(input.held.flatMap((m) => m.itemIds));
  const taken = new Set(input.held.flatMap((m) => m.lineIds));
  const matches: AutoMatch[] = [];
  const suggestions: Suggestion[] = [];
  const open: { item: BankItemInput; left: Cents; free: () => CardCredit[] }[] = [];
  // Each item looks only at its account's credits (a run has thousands of items and of credits).
  const creditsOf = new Map<string, CardCredit[]>();
  for (const c of input.credits) {
    const own = creditsOf.get(c.accountId);
    if (own) own.push(c);
    else creditsOf.set(c.accountId, [c]);
  }

  for (const item of [...input.items].sort(byMatchingOrder)) {
    const settled = settledOf(item);
    if (settled <= 0 || heldItems.has(item.id)) continue;
    const last = addBusinessDays(item.date, item.tolerance.days);
    const candidates = (creditsOf.get(item.accountId) ?? [])
      .filter(
        (c) =>
          (c.acquirer === item.acquirer || c.acquirer === null) &&
          c.postedDate >= item.date &&
          c.postedDate <= last &&
          !input.rejected.has(`${item.id}|${c.id}`),
      )
      // The item's own acquirer first, then the earliest date, then the statement's order.
      .sort((a, b) => Number(b.acquirer === item.acquirer) - Number(a.acquirer === item.acquirer) || a.postedDate.localeCompare(b.postedDate) || a.order - b.order);
    const free = () => candidates.filter((c) => !taken.has(c.id));
    const within = (c: CardCredit, amount: Cents) => Math.abs(c.amount - amount) <= item.tolerance.amount;

    const whole = free().find((c) => within(c, settled));
    if (whole) {
      taken.add(whole.id);
      matches.push({ itemId: item.id, lineIds: [whole.id], rule: 'n1' });
      continue;
    }
    const found: CardCredit[] = [];
    for (const s of [...item.settlements].sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id))) {
      const line = free().find((c) => !found.includes(c) && within(c, s.amount));
      if (line) found.push(line);
    }
    for (const line of found) taken.add(line.id);
    if (found.length) matches.push({ itemId: item.id, lineIds: found.map((l) => l.id), rule: '1_1' });
    const left = settled - found.reduce((s, l) => s + l.amount, 0);
    if (left > 0) open.push({ item, left, free });
  }
  for (const { item, left, free } of open) {
    const own = free().filter((c) => c.acquirer === item.acquirer);
    if (own.length === 1) {
      taken.add(own[0]!.id);
      suggestions.push({ itemId: item.id, lineId: own[0]!.id, difference: own[0]!.amount - left });
    }
  }
  return { matches, suggestions };
}
