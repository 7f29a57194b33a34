import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultDateRange,
  formatDate,
  formatDateTime,
  formatTime,
  isIsoDate,
  parseBrDate,
  toFilterDate,
} from './dates';

describe('display in São Paulo time', () => {
  it('formats a UTC instant in America/Sao_Paulo', () => {
    expect(formatDateTime('2026-01-15T02:30:00Z')).toBe('14/01/2026 23:30');
    expect(formatDate('2026-01-15T02:30:00Z')).toBe('14/01/2026');
    expect(formatTime('2026-01-15T02:30:00Z')).toBe('23:30');
    expect(formatDateTime(new Date('2026-07-01T15:05:00.000Z'))).toBe('01/07/2026 12:05');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 3, 0))).toBe('01/01/2026 00:00');
  });

  it('uses the time zone database (Brazil had summer time, UTC-2, until 2019)', () => {
    expect(formatDateTime('2018-12-01T12:00:00Z')).toBe('01/12/2018 10:00');
    expect(formatDateTime('2018-06-01T12:00:00Z')).toBe('01/06/2018 09:00');
  });

  it("shows every instant as the time zone database does, its offset read once an hour (summer time's edges, the 1914 change of mean time)", () => {
    const zone = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const expected = (d: Date) => zone.format(d).replace(',', '');
    // Summer time began at local midnight on 2018-11-04 and ended at midnight on 2019-02-17; local
    // mean time (UTC-3:06:28) ended in the middle of an hour of 1914-01-01.
    const edges = ['2018-11-04T02:59:59Z', '2018-11-04T03:00:00Z', '2019-02-17T01:59:59Z', '2019-02-17T02:00:00Z', '1914-01-01T03:06:27Z', '1914-01-01T03:06:28Z', '1914-01-01T03:30:00Z'];
    for (const edge of edges) expect(formatDateTime(edge)).toBe(expected(new Date(edge)));
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }), (d) => {
        expect(formatDateTime(d)).toBe(expected(d));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows a date-only value as the calendar day it names', () => {
    expect(formatDate('2026-01-15')).toBe('15/01/2026');
    expect(formatDateTime('2026-01-15')).toBe('15/01/2026 00:00');
  });

  it.each([null, undefined, '', 'not a date', '2026-02-30'])('shows %j as a dash', (value) => {
    expect(formatDate(value)).toBe('-');
    expect(formatDateTime(value)).toBe('-');
  });
});

describe('filter dates', () => {
  it('gives the São Paulo calendar day as YYYY-MM-DD', () => {
    expect(toFilterDate(new Date('2026-01-15T02:30:00Z'))).toBe('2026-01-14');
    expect(toFilterDate('2026-01-15T03:00:00Z')).toBe('2026-01-15');
    expect(toFilterDate('2026-01-15')).toBe('2026-01-15');
    expect(() => toFilterDate('nope')).toThrow(RangeError);
  });

  it('defaults the schedule range to yesterday and today in São Paulo', () => {
    expect(defaultDateRange(new Date('2026-03-01T02:00:00Z'))).toEqual({
      startDate: '2026-02-27',
      endDate: '2026-02-28',
    });
    expect(defaultDateRange(new Date('2024-03-01T12:00:00Z'))).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-03-01',
    });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });
});

describe('parseBrDate', () => {
  it.each([
    ['15/01/2026', '2026-01-15'],
    ['29/02/2024', '2024-02-29'],
    [' 31/12/1999 ', '1999-12-31'],
  ])('%j -> %s', (text, iso) => {
    expect(parseBrDate(text)).toBe(iso);
  });

  it.each([
    '29/02/2023',
    '31/04/2026',
    '00/01/2026',
    '15/13/2026',
    '1/1/2026',
    '2026-01-15',
    '15/01/26',
    '',
    null,
  ])('rejects %j', (text) => {
    expect(parseBrDate(text)).toBeNull();
  });

  it('round-trips every calendar day through formatDate', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(isIsoDate(iso)).toBe(true);
          expect(parseBrDate(formatDate(iso))).toBe(iso);
          expect(parseBrDate(formatDate(d))).toBe(toFilterDate(d));
        },
      ),
    );
  });
});
