import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, TEST_PASSWORD } from '../../test/fixtures';

/**
 * GET /api/notifications of an account with thousands of notifications (anchors every 1,000):
 * every page is the limit/offset slice of (created_at desc, id desc), and the total and unread
 * count (kept per account by triggers) stay right after notify(), mark-as-read and writes from
 * another connection or another app process.
 */
const ROWS = 2600;
const LIMIT = 25;

let t: TestApp;
let accountId: string;
let token: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  const account = await createAccount(t.database.db, { type: 'Backoffice' });
  accountId = account.id;
  token = await t.signIn(account.email, TEST_PASSWORD);
  otherId = (await createAccount(t.database.db, { type: 'Backoffice' })).id;
  // Three at each instant (the id decides among them), a seventh unread; another account's too.
  await t.database.exec(`
    insert into notifications (title, description, type, created_at)
    select 'Aviso ' || g, 'Aviso ' || g || ' (descrição)', 1 + g % 4, timestamptz '2025-01-01' + (g / 3) * interval '1 minute'
    from generate_series(1, ${ROWS + 40}) g;
    insert into notification_users (notification_id, account_id, status, created_at)
    select id, case when substr(title, 7)::int <= ${ROWS} then '${accountId}'::uuid else '${otherId}'::uuid end,
           case when substr(title, 7)::int % 7 = 0 then 1 else 0 end, created_at
    from notifications where title like 'Aviso %'`);
});
afterAll(async () => t?.close());

interface Page {
  ids: string[];
  count: number;
  unread: number;
}

async function pageOf(offset: number, app = t.app): Promise<Page> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/notifications?offset=${offset}&limit=${LIMIT}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.metadata.resultset).toMatchObject({ offset, limit: LIMIT });
  return { ids: body.results.map((r: { id: string }) => r.id), count: body.metadata.resultset.count, unread: body.metadata.unread };
}

/** The account's notifications in the list's order, and its totals, counted now. */
async function truth() {
  const ids = (
    await t.database.query<{ id: string }>(
      'select id from notification_users where account_id = $1 order by created_at desc, id desc',
      [accountId],
    )
  ).map((r) => r.id);
  const [row] = await t.database.query<{ unread: string }>(
    'select count(*) filter (where status = 1) as unread from notification_users where account_id = $1',
    [accountId],
  );
  return { ids, unread: Number(row!.unread) };
}

async function expectPagesLikeOffset(offsets: number[], app = t.app) {
  const { ids, unread } = await truth();
  for (const offset of offsets) {
    const page = await pageOf(offset, app);
    expect(page.ids, `offset ${offset}`).toEqual(ids.slice(offset, offset + LIMIT));
    expect({ count: page.count, unread: page.unread }, `offset ${offset}`).toEqual({ count: ids.length, unread });
  }
}

const offsets = (count: number) => [0, 25, 975, 990, 1000, 1001, 1300, 1990, 2000, 2010, count - 30, count - LIMIT, count - 1, count];

describe('GET /api/notifications at depth', () => {
  it('first, middle and last pages are the limit/offset slice, with the total and unread count', async () => {
    const { ids } = await truth();
    expect(ids).toHaveLength(ROWS);
    await expectPagesLikeOffset(offsets(ROWS));
    expect((await pageOf(ROWS)).ids).toEqual([]);
  });

  it('new notifications and mark-as-read through the API keep the pages and counts right', async () => {
    await expectPagesLikeOffset([1500]);
    const notify = t.app.modules.services('notifications').notify;
    for (let i = 0; i < 3; i++) await notify([accountId, otherId], { title: `Novo ${i}`, description: 'Novo', type: 1 });
    await expectPagesLikeOffset(offsets(ROWS + 3));

    // Reading some: the unread count falls, the pages keep their rows.
    const unreadIds = (
      await t.database.query<{ id: string }>(
        'select id from notification_users where account_id = $1 and status = 1 order by created_at limit 30',
        [accountId],
      )
    ).map((r) => r.id);
    const patch = await t.as(token, { method: 'PATCH', url: '/api/notifications', payload: { notifications_user_id: unreadIds } });
    expect(patch.json()).toEqual({ updated: 30 });
    await expectPagesLikeOffset([0, 1500, ROWS - 10]);
  });

  it('writes from another connection, read by this process and by another one', async () => {
    const second: Database = await openDatabase({ databaseUrl: t.database.url });
    const other = await buildApp({ config: t.config, database: second });
    await other.ready();
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      // Both processes hold the anchors of the account's list as it is now.
      await expectPagesLikeOffset([1500, 2200]);
      await expectPagesLikeOffset([1500, 2200], other);

      // Older than every page: every position from it on moves.
      await client.query(
        `with n as (insert into notifications (title, description, type, created_at)
                    values ('Antigo', 'Antigo', 1, timestamptz '2000-01-01') returning id, created_at)
         insert into notification_users (notification_id, account_id, created_at) select id, $1, created_at from n`,
        [accountId],
      );
      await client.query(
        `delete from notification_users where id in
           (select id from notification_users where account_id = $1 order by created_at desc, id desc offset 1200 limit 5)`,
        [accountId],
      );
      await client.query(
        `update notification_users set status = 1 - status where id in
           (select id from notification_users where account_id = $1 order by created_at, id limit 12)`,
        [accountId],
      );
      // 3 notified before, 1 older, 5 removed.
      await expectPagesLikeOffset(offsets(ROWS - 1));
      await expectPagesLikeOffset(offsets(ROWS - 1), other);

      // A notification through the other process: this one sees it too.
      await other.modules.services('notifications').notify(accountId, { title: 'De outro processo', description: 'x', type: 1 });
      await expectPagesLikeOffset([0, 1000, 2000, ROWS - LIMIT]);
      // The other account's totals were kept apart all along.
      const [others] = await t.database.query<{ total: string; unread: string }>(
        'select total, unread from notification_counts where account_id = $1',
        [otherId],
      );
      const [counted] = await t.database.query<{ total: string; unread: string }>(
        `select count(*) as total, count(*) filter (where status = 1) as unread from notification_users where account_id = $1`,
        [otherId],
      );
      expect(others).toEqual(counted);
    } finally {
      await client.end();
      await other.close();
      await second.close();
    }
  });
});
