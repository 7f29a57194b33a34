export const TIME_ZONE = 'America/Sao_Paulo';

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = string | number | Date | null | undefined;

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const HOUR_MS = 3_600_000;
/** São Paulo's offset from UTC (ms) in each UTC hour met, or null where it changes within the hour. */
const hourOffsets = new Map<number, number | null>();

const two = (n: number) => String(n).padStart(2, '0');

/** The zone's offset at the instant `ms` (a whole second), read off its São Paulo wall clock (one ICU call). */
function offsetOf(ms: number): number {
  const p: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(ms)) p[part.type] = part.value;
  // The year set apart: Date.UTC reads years below 100 as 19xx.
  const wall = new Date(Date.UTC(2000, Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second)));
  return wall.setUTCFullYear(Number(p.year)) - ms;
}

/**
 * Calendar fields of an instant in São Paulo time. Formatting to parts costs about 20 µs an
 * instant, which every list's default period and every date a table shows paid; the zone's
 * offset is read once per UTC hour and the fields are then arithmetic. An hour whose first and
 * last seconds disagree (the offset changed within it) reads the offset of the instant's own
 * second.
 */
function zonedParts(date: Date): ZonedParts {
  const ms = date.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const first = offsetOf(hour * HOUR_MS);
    offset = first === offsetOf(hour * HOUR_MS + HOUR_MS - 1000) ? first : null;
    // Bounded: a long-running process meets new hours forever.
    if (hourOffsets.size >= 10_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  const local = new Date(ms + (offset ?? offsetOf(Math.floor(ms / 1000) * 1000)));
  return {
    year: String(local.getUTCFullYear()).padStart(4, '0'),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
  };
}

/** Fields of a value: a date-only 'YYYY-MM-DD' is a calendar day (no time zone shift). */
function partsOf(value: DateInput): ZonedParts | null {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, year = '', month = '', day = ''] = match;
      return isValidDay(Number(year), Number(month), Number(day))
        ? { year, month, day, hour: '00', minute: '00' }
        : null;
    }
  }
  const date = toDate(value);
  return date ? zonedParts(date) : null;
}

/** DD/MM/YYYY in São Paulo time; a date-only 'YYYY-MM-DD' is shown as is. Empty/invalid -> '-'. */
export function formatDate(value: DateInput): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '-';
}

/** DD/MM/YYYY HH:mm in São Paulo time. Empty/invalid -> '-'. */
export function formatDateTime(value: DateInput): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '-';
}

/** HH:mm in São Paulo time. Empty/invalid -> '-'. */
export function formatTime(value: DateInput): string {
  const p = partsOf(value);
  return p ? `${p.hour}:${p.minute}` : '-';
}

/** YYYY-MM-DD of the São Paulo calendar day of the instant (filters are sent this way). */
export function toFilterDate(value: DateInput = new Date()): string {
  const p = partsOf(value);
  if (!p) throw new RangeError('Data inválida');
  return `${p.year}-${p.month}-${p.day}`;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isValidDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD', or null when the text is not a real calendar day. */
export function parseBrDate(value: string | null | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return isValidDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string | null | undefined): boolean {
  const match = DATE_ONLY.exec(value ?? '');
  return !!match && isValidDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Adds whole days to a 'YYYY-MM-DD' calendar day: addDays('2026-03-01', -1) -> '2026-02-28'. */
export function addDays(isoDate: string, days: number): string {
  if (!isIsoDate(isoDate)) throw new RangeError('Data inválida');
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Default schedule filter range: yesterday to today (São Paulo calendar), as YYYY-MM-DD. */
export function defaultDateRange(now: DateInput = new Date()): { startDate: string; endDate: string } {
  const endDate = toFilterDate(now);
  return { startDate: addDays(endDate, -1), endDate };
}
