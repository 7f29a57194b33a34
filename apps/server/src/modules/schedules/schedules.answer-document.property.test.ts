import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScheduleAnswerGroup } from '../../db/schema/schedules';
import { documentOf, groupsOf, storedAnswerOf } from './schedules.answer-document';

const cents = fc.integer({ min: 0, max: 2 ** 40 });
const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** A group as answerOf makes it: dates ascending and unique; free is the rest of the total, or (`anyFree`) anything. */
const group = (anyFree: boolean) =>
  fc
    .record({
      acquirer: fc.constantFrom('01027058000191', '10440482000154'),
      arrangement: fc.constantFrom('VCC', 'MCC', 'ELO'),
      dates: fc.uniqueArray(day, { maxLength: 40 }).map((ds) => ds.sort()),
    })
    .chain(({ acquirer, arrangement, dates }) =>
      fc.tuple(...dates.map(() => fc.tuple(cents, cents, cents, cents))).map((amounts): ScheduleAnswerGroup => {
        const [total, committed, free, settled] = [[], [], [], []] as number[][];
        for (const [a, b, c, d] of amounts) {
          total!.push(a + b + c);
          committed!.push(a);
          settled!.push(b);
          free!.push(anyFree ? d : c);
        }
        return [acquirer, arrangement, dates, total!, committed!, free!, settled!];
      }),
    );

describe("a schedule answer's stored document", () => {
  it('reads back as the groups it was made of, free amounts derived or kept', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(group(false), group(true)), { maxLength: 6 }), (groups) => {
        const stored = JSON.parse(JSON.stringify(documentOf(groups)));
        expect(groupsOf(stored)).toEqual(groups);
      }),
    );
  });

  it('keeps free amounts only where they are not the difference, and is shorter than the groups when there are URs', () => {
    fc.assert(
      fc.property(group(false), (g) => {
        const [stored] = documentOf([g]);
        expect(stored).toHaveLength(7);
        if (g[2].length > 2) expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(g).length);
      }),
    );
    const odd: ScheduleAnswerGroup = ['01027058000191', 'VCC', ['2030-01-02'], [10], [3], [1], [2]];
    expect(documentOf([odd])[0]).toEqual(['01027058000191', 'VCC', 10959, [0], [10], [3], [2], [1]]);
  });

  it('stores committed or settled as null when zero in every UR, and reads the zeros back', () => {
    fc.assert(
      fc.property(group(false), fc.boolean(), fc.boolean(), ([acquirer, arrangement, dates, total, committed, free, settled], noCommitted, noSettled) => {
        // The zeros taken off go to free, so that free stays the difference.
        const zeroed: ScheduleAnswerGroup = [
          acquirer,
          arrangement,
          dates,
          total,
          noCommitted ? committed.map(() => 0) : committed,
          free.map((f, i) => f + (noCommitted ? committed[i]! : 0) + (noSettled ? settled[i]! : 0)),
          noSettled ? settled.map(() => 0) : settled,
        ];
        const [stored] = documentOf([zeroed]);
        expect(stored).toHaveLength(7);
        if (noCommitted) expect(stored![5]).toBeNull();
        if (noSettled) expect(stored![6]).toBeNull();
        expect(groupsOf(JSON.parse(JSON.stringify([stored])))).toEqual([zeroed]);
      }),
    );
  });

  it('reads an answer stored before (the groups themselves) as it is', () => {
    fc.assert(
      fc.property(fc.array(group(true), { maxLength: 4 }), (groups) => {
        expect(groupsOf(JSON.parse(JSON.stringify(groups)))).toEqual(groups);
      }),
    );
  });

  it("stores the document and the answer's days summed per settlement date, in date order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(group(false), group(true)), { maxLength: 6 }), (groups) => {
        const expected = new Map<string, { free: number; committed: number }>();
        for (const [, , dates, , committed, free] of groups)
          dates.forEach((d, i) => {
            const day = expected.get(d) ?? { free: 0, committed: 0 };
            expected.set(d, { free: day.free + free[i]!, committed: day.committed + committed[i]! });
          });
        const dates = [...expected.keys()].sort();
        const { document, days } = storedAnswerOf(groups);
        expect(document).toEqual(documentOf(groups));
        expect(days).toEqual({ dates, free: dates.map((d) => expected.get(d)!.free), committed: dates.map((d) => expected.get(d)!.committed) });
      }),
    );
  });
});
