import type { Cents } from '../calendar/money';

/** Upper case, accents removed, runs of white space made one space, trimmed (spec 4 §5.5). */
export function normaliseStatementDescription(description: string): string {
  return description
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The four values whose repeats a line's occurrence index counts. */
export interface DedupLineValues {
  accountKey: string;
  postedDate: string;
  amount: Cents;
  description: string;
}

/**
 * The text the line's dedup_key is the SHA-256 of (the server hashes it): account_key, posting
 * date, signed cents, normalised description and occurrence index, as a JSON array so that a
 * '|' in a description can never make two different lines read alike. The bank's own
 * transaction id stays out: banks reuse it within a day and change it between exports.
 */
export function dedupKeyText(line: DedupLineValues, occurrence: number): string {
  return JSON.stringify([
    line.accountKey,
    line.postedDate,
    line.amount,
    normaliseStatementDescription(line.description),
    occurrence,
  ]);
}

/**
 * Counts, in file order, the lines of one file sharing the four values: the first gets 0, the
 * next 1, ... So three same-day lines with equal amount and text stay three lines, and the same
 * three lines exported again map onto them. `keyOf` is what the counter keeps of each line's
 * text: it holds one per distinct line of the file, so the server passes a 32-byte digest
 * instead of the text (about 20 MB live for 100,000 lines as text). Each call gives the line's
 * occurrence and that key.
 */
export function createKeyedOccurrenceCounter(keyOf: (text: string) => string): (line: DedupLineValues) => [occurrence: number, key: string] {
  const seen = new Map<string, number>();
  return (line) => {
    const key = keyOf(dedupKeyText(line, 0));
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return [occurrence, key];
  };
}
