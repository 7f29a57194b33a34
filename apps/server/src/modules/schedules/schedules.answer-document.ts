import { dayNumberToIso, isoToDayNumber } from '@lastro/domain';
import type { DayStepsGroup, ScheduleAnswerGroup, StoredAnswerGroup } from '../../db/schema/schedules';

/** The documents count days from 2000-01-01 (the calendar's day numbers count from 1970). */
const DAY_ZERO = isoToDayNumber('2000-01-01');
const dayOf = (iso: string) => isoToDayNumber(iso) - DAY_ZERO;
const isoOf = (day: number) => dayNumberToIso(day + DAY_ZERO);

/** `f`, each argument's result computed once: a merchant's URs fall on a few hundred days. */
function once<K, V>(f: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined) seen.set(key, (value = f(key)));
    return value;
  };
}

/** The amounts, or null when every one is zero. */
const orNull = (amounts: number[]) => (amounts.every((a) => a === 0) ? null : amounts);

/**
 * An answer's document as stored: per group, its first settlement day (days since 2000-01-01),
 * the steps in days from each date to the next, then total, committed and settled (cents); the
 * free amounts only when some UR's are not total - committed - settled (a registry answers them
 * so). Committed or settled is null when zero in every UR: what lies ahead is not settled yet,
 * and a merchant without contracts has nothing committed. A quarter of the bytes of the groups
 * as read, with their ISO dates and four amounts a UR (41 kB against 150 kB for the sandbox's
 * largest agenda): storing the answer is the larger part of a consolidated query's job after
 * the registry's read, and its cost follows the document's length (TOAST chunks, WAL).
 * Answers stored before this keep the groups' own shape, told apart by their third element
 * (an array of dates).
 */
export function documentOf(groups: readonly ScheduleAnswerGroup[]): StoredAnswerGroup[] {
  const day = once(dayOf);
  return documentFrom(groups, groups.map((g) => g[2].map(day)));
}

/** documentOf, each group's dates given as day numbers. */
function documentFrom(groups: readonly ScheduleAnswerGroup[], days: readonly number[][]): StoredAnswerGroup[] {
  return groups.map(([acquirer, arrangement, , total, committed, free, settled], k) => {
    const numbers = days[k]!;
    const first = numbers.length ? numbers[0]! : 0;
    const steps = new Array<number>(numbers.length);
    for (let i = 0; i < numbers.length; i++) steps[i] = numbers[i]! - (i ? numbers[i - 1]! : first);
    const derived = free.every((f, i) => f === total[i]! - committed[i]! - settled[i]!);
    const head: DayStepsGroup = [acquirer, arrangement, first, steps, total, orNull(committed), orNull(settled)];
    if (!derived) head.push(free);
    return head;
  });
}

/** An answer's free and committed amounts per settlement day, its groups summed (cents), in date order. */
export interface AnswerDays {
  dates: string[];
  free: number[];
  committed: number[];
}

/**
 * What storing an answer needs: its document (documentOf) and its days. One pass over the
 * URs: the day numbers the document's steps are made of also place each UR's amounts in an
 * array indexed by day, so the days come summed and in date order without a map of dates or
 * a sort (the map of dates and its objects alone were 0.12 ms of a 7 ms consolidated query's job).
 */
export function storedAnswerOf(groups: readonly ScheduleAnswerGroup[]): { document: StoredAnswerGroup[]; days: AnswerDays } {
  const day = once(dayOf);
  const numbers = groups.map((g) => g[2].map(day));
  let min = Infinity;
  let max = -Infinity;
  for (const ds of numbers)
    for (const d of ds) {
      if (d < min) min = d;
      if (d > max) max = d;
    }
  const span = max >= min ? max - min + 1 : 0;
  // Cents summed as doubles: exact below 2^53, as the answer's own amounts are.
  const free = new Float64Array(span);
  const committed = new Float64Array(span);
  const iso: (string | undefined)[] = new Array(span);
  groups.forEach(([, , dates, , c, f], k) => {
    const ds = numbers[k]!;
    for (let i = 0; i < ds.length; i++) {
      const at = ds[i]! - min;
      free[at] = free[at]! + f[i]!;
      committed[at] = committed[at]! + c[i]!;
      iso[at] = dates[i];
    }
  });
  const days: AnswerDays = { dates: [], free: [], committed: [] };
  for (let at = 0; at < span; at++) {
    const date = iso[at];
    if (date === undefined) continue;
    days.dates.push(date);
    days.free.push(free[at]!);
    days.committed.push(committed[at]!);
  }
  return { document: documentFrom(groups, numbers), days };
}

/** The groups of a stored document, of either shape. */
export function groupsOf(document: readonly StoredAnswerGroup[]): ScheduleAnswerGroup[] {
  const iso = once(isoOf);
  return document.map((group) => {
    if (Array.isArray(group[2])) return group as ScheduleAnswerGroup;
    const [acquirer, arrangement, first, steps, total, someCommitted, someSettled, free] = group as DayStepsGroup;
    let day = first;
    const dates = steps.map((step) => iso((day += step)));
    const committed = someCommitted ?? total.map(() => 0);
    const settled = someSettled ?? total.map(() => 0);
    return [acquirer, arrangement, dates, total, committed, free ?? total.map((t, i) => t - committed[i]! - settled[i]!), settled];
  });
}
