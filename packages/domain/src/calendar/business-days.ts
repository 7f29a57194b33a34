/**
 * Brazilian business days for settlement (Res. CMN 4.880/2020, domain.md §4), over ISO
 * `YYYY-MM-DD` strings in plain UTC arithmetic: the same answer in the browser, the server and
 * SQL-side generators, whatever the process's time zone.
 *
 * Not business days: Saturdays, Sundays, the fixed national holidays (20/11 from 2024),
 * Carnival Monday and Tuesday, Good Friday and Corpus Christi. Ash Wednesday is one.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date; throws on anything that is not a real calendar date. */
export function isoToDayNumber(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    throw new RangeError(`not a calendar date: ${iso}`);
  return ms / DAY_MS;
}

export function dayNumberToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar months later, clamped to the month's last day (31/01 + 1 = 28 or 29/02). */
export function addMonths(iso: string, months: number): string {
  const day = new Date(isoToDayNumber(iso) * DAY_MS);
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return dayNumberToIso(Date.UTC(y, m, Math.min(day.getUTCDate(), last)) / DAY_MS);
}

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher) as a day number. */
function easterDay(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const FIXED = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
/** Offsets from Easter Sunday: Carnival Monday and Tuesday, Good Friday, Corpus Christi. */
const FROM_EASTER = [-48, -47, -2, 60];

const cache = new Map<number, ReadonlySet<number>>();

function holidayDays(year: number): ReadonlySet<number> {
  let set = cache.get(year);
  if (!set) {
    const fixed = year >= 2024 ? [...FIXED, '11-20'] : FIXED;
    const easter = easterDay(year);
    set = new Set([
      ...fixed.map((md) => isoToDayNumber(`${year}-${md}`)),
      ...FROM_EASTER.map((offset) => easter + offset),
    ]);
    cache.set(year, set);
  }
  return set;
}

/** The non-business holidays of a year (weekends apart), sorted. */
export function holidaysOf(year: number): string[] {
  return [...holidayDays(year)].sort((a, b) => a - b).map(dayNumberToIso);
}

function isBusinessDayNumber(day: number): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  if (weekday === 0 || weekday === 6) return false;
  return !holidayDays(new Date(day * DAY_MS).getUTCFullYear()).has(day);
}

export function isBusinessDay(iso: string): boolean {
  return isBusinessDayNumber(isoToDayNumber(iso));
}

/** The date itself when it is a business day, else the next one (where a settlement date moves). */
export function nextBusinessDay(iso: string): string {
  let day = isoToDayNumber(iso);
  while (!isBusinessDayNumber(day)) day++;
  return dayNumberToIso(day);
}

/**
 * `n` business days after (n < 0: before) the date; n = 0 gives the date moved to a business
 * day. D+1 of a Friday is the next Monday when that is a business day.
 */
export function addBusinessDays(iso: string, n: number): string {
  let day = isoToDayNumber(iso);
  if (n === 0) return nextBusinessDay(iso);
  const step = n > 0 ? 1 : -1;
  let left = Math.abs(n);
  while (left > 0) {
    day += step;
    if (isBusinessDayNumber(day)) left--;
  }
  return dayNumberToIso(day);
}

/** Business days in [from, to], in order. */
export function businessDaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = isoToDayNumber(from), end = isoToDayNumber(to); day <= end; day++)
    if (isBusinessDayNumber(day)) out.push(dayNumberToIso(day));
  return out;
}
