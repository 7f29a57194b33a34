import Holidays from 'date-holidays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../format/dates';
import {
  addBusinessDays,
  addMonths,
  businessDaysBetween,
  dayNumberToIso,
  holidaysOf,
  isBusinessDay,
  isoToDayNumber,
  nextBusinessDay,
} from './business-days';

const oracle = new Holidays('BR');

/** date-holidays' public and bank holidays of a year, as ISO dates. */
function oracleHolidays(year: number): Set<string> {
  return new Set(
    oracle
      .getHolidays(year)
      .filter((h) => h.type === 'public' || h.type === 'bank')
      .map((h) => h.date.slice(0, 10)),
  );
}

const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());

describe('business-day calendar', () => {
  it('agrees with date-holidays (public + bank) on every day of 2024-2032', () => {
    const disagreements: string[] = [];
    for (let year = 2024; year <= 2032; year++) {
      const holidays = oracleHolidays(year);
      for (let day = isoToDayNumber(`${year}-01-01`); day <= isoToDayNumber(`${year}-12-31`); day++) {
        const iso = dayNumberToIso(day);
        const expected = !isWeekend(iso) && !holidays.has(iso);
        if (isBusinessDay(iso) !== expected) disagreements.push(iso);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('has the moving holidays domain.md names for 2026-2028, and Ash Wednesday is a business day', () => {
    expect(holidaysOf(2026)).toEqual(
      expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04', '2026-11-20']),
    );
    expect(holidaysOf(2027)).toEqual(
      expect.arrayContaining(['2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27']),
    );
    expect(holidaysOf(2028)).toEqual(
      expect.arrayContaining(['2028-02-28', '2028-02-29', '2028-04-14', '2028-06-15']),
    );
    expect(isBusinessDay('2026-02-18')).toBe(true);
    expect(isBusinessDay('2027-02-10')).toBe(true);
  });

  it('keeps 20/11 a working day before 2024 and a holiday from 2024', () => {
    expect(isBusinessDay('2023-11-20')).toBe(true);
    expect(isBusinessDay('2024-11-20')).toBe(false);
  });

  it('moves settlement dates to the next business day', () => {
    expect(nextBusinessDay('2026-02-14')).toBe('2026-02-18'); // Saturday before Carnival
    expect(nextBusinessDay('2026-04-03')).toBe('2026-04-06'); // Good Friday
    expect(nextBusinessDay('2026-04-06')).toBe('2026-04-06');
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-18'); // D+1 of the Friday before Carnival
    expect(addBusinessDays('2026-02-18', -1)).toBe('2026-02-13');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
  });

  it('adds calendar months clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('refuses text that is not a calendar date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => nextBusinessDay('26-02-01')).toThrow(RangeError);
  });

  const isoDay = fc
    .integer({ min: isoToDayNumber('2024-01-01'), max: isoToDayNumber('2032-12-31') })
    .map(dayNumberToIso);

  it('nextBusinessDay is a business day, never earlier, and skips only non-business days', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        const next = nextBusinessDay(iso);
        expect(isBusinessDay(next)).toBe(true);
        expect(next >= iso).toBe(true);
        for (let d = iso; d < next; d = addDays(d, 1)) expect(isBusinessDay(d)).toBe(false);
        expect(nextBusinessDay(next)).toBe(next);
      }),
    );
  });

  it('addBusinessDays counts exactly n business days and composes', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (iso, a, b) => {
        const after = addBusinessDays(iso, a);
        expect(isBusinessDay(after)).toBe(true);
        expect(businessDaysBetween(addDays(iso, 1), after)).toHaveLength(a);
        expect(addBusinessDays(after, b)).toBe(addBusinessDays(iso, a + b));
        expect(addBusinessDays(after, -a)).toBe(
          isBusinessDay(iso) ? iso : addBusinessDays(nextBusinessDay(iso), -1),
        );
      }),
    );
  });
});
