import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor } from '../../test/fixtures';
import { createSchedulesRepository, type ScheduleAnswerGroup, type SchedulesRepository } from './schedules.repository';

let t: TestApp;
let repo: SchedulesRepository;
let n = 0;
/** When the job of each completion began. */
const began = new Date('2026-11-02T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  repo = createSchedulesRepository(t.database.db);
});
afterAll(async () => t?.close());

async function merchantOf(creditorId: string) {
  const { rows } = await t.database.pool.query<{ id: string }>(
    `insert into merchants (creditor_id, document_number, type_person, company_name, trading_name) values ($1, $2, 2, 'Loja Agenda Ltda', 'Loja Agenda') returning id`,
    [creditorId, String(20_000_000_000_000 + ++n * 104729).slice(0, 14)],
  );
  return rows[0]!.id;
}

/** A query waiting for its answer, asked `minutesAgo` before now. */
async function query(creditorId: string, merchantId: string, minutesAgo: number, filter: { acquirers?: string[]; queryType?: string } = {}) {
  const row = await repo.insert({
    creditorId,
    merchantId,
    creditorCompanyName: 'Credor',
    partnerType: 'fornecedor',
    merchantCompanyName: 'Loja Agenda Ltda',
    merchantDocumentNumber: '00000000000191',
    queryType: filter.queryType ?? 'CONSOLIDATED',
    protocol: `p${++n}`,
    acquirers: filter.acquirers ?? [],
    status: '01',
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  return row.id;
}

/** An answer: one group with the days given as [date, committed, free] (cents). */
const answer = (...days: [string, number, number][]): ScheduleAnswerGroup[] => [
  ['01027058000191', 'VCC', days.map((d) => d[0]), days.map((d) => d[1] + d[2]), days.map((d) => d[1]), days.map((d) => d[2]), days.map(() => 0)],
];

describe('the agenda days the home sums (schedule_agenda_days)', () => {
  it("keeps each merchant's newest complete answer: a newer one replaces it, an older or a filtered one does not", async () => {
    const creditor = (await createCreditor(t.database.db)).id;
    const [m1, m2] = [await merchantOf(creditor), await merchantOf(creditor)];
    const older = await query(creditor, m1, 30);
    const newer = await query(creditor, m1, 20);
    const filtered = await query(creditor, m1, 10, { acquirers: ['01027058000191'] });
    const expanded = await query(creditor, m1, 5, { queryType: 'IF' });

    expect(await repo.complete(newer, answer(['2030-01-02', 100, 1_000], ['2030-01-03', 200, 2_000]), '2030-01-01', began)).toBe(true);
    expect(await repo.agendaFrom(creditor, '2030-01-01')).toEqual({ free: 3_000, committed: 300 });
    // The older query answering late, a filtered and an expanded one change nothing.
    expect(await repo.complete(older, answer(['2030-01-02', 9, 9]), '2030-01-01', began)).toBe(true);
    expect(await repo.complete(filtered, answer(['2030-01-02', 7, 7]), '2030-01-01', began)).toBe(true);
    expect(await repo.complete(expanded, answer(['2030-01-02', 5, 5]), '2030-01-01', began)).toBe(true);
    expect(await repo.agendaFrom(creditor, '2030-01-01')).toEqual({ free: 3_000, committed: 300 });

    // A newest one replaces the merchant's share; another merchant's adds to it; the days before the date do not count.
    expect(await repo.complete(await query(creditor, m1, 1), answer(['2030-01-03', 50, 500], ['2030-01-04', 60, 600]), '2030-01-01', began)).toBe(true);
    expect(await repo.complete(await query(creditor, m2, 1), answer(['2030-01-03', 1, 10]), '2030-01-01', began)).toBe(true);
    expect(await repo.agendaFrom(creditor, '2030-01-01')).toEqual({ free: 1_110, committed: 111 });
    expect(await repo.agendaFrom(creditor, '2030-01-04')).toEqual({ free: 600, committed: 60 });
    // Every creditor's: at least this one's.
    expect((await repo.agendaFrom(null, '2030-01-01')).free).toBeGreaterThanOrEqual(1_110);
  });

  it('an answer equal to the one it replaces moves nothing; one on the same days with other amounts moves the difference (migration 1009)', async () => {
    const creditor = (await createCreditor(t.database.db)).id;
    const merchant = await merchantOf(creditor);
    const days: [string, number, number][] = [
      ['2032-03-01', 10, 100],
      ['2032-03-02', 20, 200],
    ];
    await repo.complete(await query(creditor, merchant, 30), answer(...days), '2032-03-01', began);
    await repo.complete(await query(creditor, merchant, 20), answer(...days), '2032-03-01', began);
    expect(await repo.agendaFrom(creditor, '2032-03-01')).toEqual({ free: 300, committed: 30 });
    // The same dates, one day's free amount changed, then one day's committed amount.
    await repo.complete(await query(creditor, merchant, 10), answer(days[0]!, ['2032-03-02', 20, 250]), '2032-03-01', began);
    expect(await repo.agendaFrom(creditor, '2032-03-01')).toEqual({ free: 350, committed: 30 });
    await repo.complete(await query(creditor, merchant, 5), answer(['2032-03-01', 15, 100], ['2032-03-02', 20, 250]), '2032-03-01', began);
    expect(await repo.agendaFrom(creditor, '2032-03-01')).toEqual({ free: 350, committed: 35 });
    expect(await repo.agendaFrom(creditor, '2032-03-02')).toEqual({ free: 250, committed: 20 });
  });

  it("ends with the newest answer's days when a merchant's answers complete at the same time", async () => {
    const creditor = (await createCreditor(t.database.db)).id;
    const merchant = await merchantOf(creditor);
    const ids = await Promise.all([40, 30, 20, 10].map((ago) => query(creditor, merchant, ago)));
    await Promise.all(ids.map((id, i) => repo.complete(id, answer(['2031-05-05', i, 100 * (i + 1)], ['2031-05-06', i, 7]), '2031-05-01', began)));
    expect(await repo.agendaFrom(creditor, '2031-05-01')).toEqual({ free: 407, committed: 6 });
  });

  it("a whole answer stored before migration 1001 gets its days from its document, and a newer one takes them off", async () => {
    const creditor = (await createCreditor(t.database.db)).id;
    const merchant = await merchantOf(creditor);
    const old = await query(creditor, merchant, 20);
    const filtered = await query(creditor, merchant, 15, { acquirers: ['01027058000191'] });
    const twoGroups: ScheduleAnswerGroup[] = [
      ...answer(['2032-03-01', 10, 100], ['2032-03-02', 20, 200]),
      ['01425787000104', 'MCC', ['2032-03-02', '2032-03-03'], [33, 44], [3, 4], [30, 40], [0, 0]],
    ];
    expect(await repo.complete(old, twoGroups, '2032-03-01', began)).toBe(true);
    expect(await repo.complete(filtered, answer(['2032-03-02', 5, 5]), '2032-03-01', began)).toBe(true);
    const days = () =>
      t.database.query<{ request_id: string; day_dates: string[] | null; day_free: string[] | null; day_committed: string[] | null }>(
        `select request_id, day_dates::text[], day_free::text[], day_committed::text[] from schedule_answers where request_id = any($1) order by request_id = $2 desc`,
        [[old, filtered], old],
      );
    const written = await days();
    // As an answer stored before the columns existed (its document the groups themselves), then the migration again.
    await t.database.query(
      'update schedule_answers a set units = d.units, day_dates = null, day_free = null, day_committed = null from json_to_recordset($1::json) as d(id uuid, units json) where a.request_id = d.id',
      [JSON.stringify([{ id: old, units: twoGroups }, { id: filtered, units: answer(['2032-03-02', 5, 5]) }])],
    );
    await t.database.exec(readFileSync(new URL('../../db/migrations/1001_schedule_answer_complete.sql', import.meta.url), 'utf8'));
    const backfilled = await days();
    expect(backfilled).toEqual(written);
    expect(backfilled[0]).toMatchObject({ day_dates: ['2032-03-01', '2032-03-02', '2032-03-03'], day_free: ['100', '230', '40'], day_committed: ['10', '23', '4'] });
    // The filtered answer moves no share and keeps no days.
    expect(backfilled[1]).toMatchObject({ request_id: filtered, day_dates: null });

    expect(await repo.agendaFrom(creditor, '2032-03-01')).toEqual({ free: 370, committed: 37 });
    expect(await repo.complete(await query(creditor, merchant, 1), answer(['2032-03-03', 1, 9]), '2032-03-01', began)).toBe(true);
    expect(await repo.agendaFrom(creditor, '2032-03-01')).toEqual({ free: 9, committed: 1 });
  });

  it('sends the notice with the answer it stores, in the same statement, and none when another run ended the query', async () => {
    const creditor = (await createCreditor(t.database.db)).id;
    const merchant = await merchantOf(creditor);
    const account = await createAccount(t.database.db, { type: 'Backoffice' });
    const notifications = t.app.modules.services('notifications');
    const notice = (id: string) => notifications.within(account.id, { title: 'Agenda processada', description: id, type: 3, metadata: { id }, dedupeKey: `answer:${id}`, flushedByJob: true });
    const sent = (id: string) =>
      t.database.query<{ account_id: string; description: string }>(
        'select u.account_id, n.description from notifications n join notification_users u on u.notification_id = n.id where n.dedupe_key = $1',
        [`answer:${id}`],
      );
    const first = await query(creditor, merchant, 2);
    expect(await repo.complete(first, answer(['2033-01-02', 1, 10]), '2033-01-01', began, notice(first))).toBe(true);
    expect(await sent(first)).toEqual([{ account_id: account.id, description: first }]);
    // The job's dates are written with its end, by the same statement.
    const done = (await repo.findById(first))!;
    expect(done.executionBeginDate).toEqual(began);
    expect(done.executionEndDate!.getTime()).toBeGreaterThan(began.getTime());
    expect(await repo.waiting(first)).toBeUndefined();
    // Ended meanwhile (by another run, or in error): nothing stored, nothing told.
    const ended = await query(creditor, merchant, 1);
    await repo.update(ended, { status: '03' });
    expect(await repo.complete(ended, answer(['2033-01-02', 2, 20]), '2033-01-01', began, notice(ended))).toBe(false);
    expect(await sent(ended)).toEqual([]);
    expect((await repo.findById(ended))!.executionBeginDate).toBeNull();
    // A statement that fails takes its notice with it.
    const failing = await query(creditor, merchant, 0);
    await expect(repo.complete(failing, answer(['2033-01-02', 3, 30]), 'not a date', began, notice(failing))).rejects.toThrow();
    expect(await sent(failing)).toEqual([]);
    expect(await repo.agendaFrom(creditor, '2033-01-01')).toEqual({ free: 10, committed: 1 });
  });
});
