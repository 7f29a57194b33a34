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
  return groups.map(([acquirer, arrangement, dates, total, committed, free, settled]) => {
    const first = dates.length ? day(dates[0]!) : 0;
    let previous = first;
    const steps = dates.map((iso) => {
      const d = day(iso);
      const step = d - previous;
      previous = d;
      return step;
    });
    const derived = free.every((f, i) => f === total[i]! - committed[i]! - settled[i]!);
    const head: DayStepsGroup = [acquirer, arrangement, first, steps, total, orNull(committed), orNull(settled)];
    if (!derived) head.push(free);
    return head;
  });
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
