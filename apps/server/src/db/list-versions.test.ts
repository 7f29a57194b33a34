import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../test/fixtures';
import { EventEmitter } from 'node:events';
import { listVersionWatchOf, watchListVersions } from './list-versions';
import type { createListener } from './listener';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const profileId = (await createProfile(t.database.db, { isLastro: true })).id;
  const acc = await createAccount(t.database.db, { type: 'Backoffice', profileId });
  admin = await t.signIn(acc.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const names = async (query: string) => {
  const res = await t.as(admin, { method: 'GET', url: `/api/creditors?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { names: (res.json().results as { trading_name: string }[]).map((r) => r.trading_name).sort(), count: res.json().metadata.resultset.count as number };
};

/** A connection of its own, outside the app's pool: another process, as far as the app can tell. */
async function otherProcess(run: (c: pg.Client) => Promise<unknown>) {
  const c = new pg.Client({ connectionString: t.database.url });
  await c.connect();
  try {
    await run(c);
  } finally {
    await c.end();
  }
}

const insertCreditor = (c: pg.Client, name: string, n: number) =>
  c.query(`insert into creditors (document_number, trading_name, company_name) values ($1, $2, 'Aviso Ltda')`, [
    String(90_000_000_000_000 + n),
    name,
  ]);

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read();
    if (ok(v) || i === 100) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('list pages and counts kept in memory until a write is announced', () => {
  it('serves a page from memory while no write to its tables is announced, and reads again once one is', async () => {
    for (let i = 0; i < 3; i++) await createCreditor(t.database.db, { tradingName: `Aviso ${i}` });
    const query = 'name=Aviso&limit=2';
    expect(await names(query)).toEqual({ names: ['Aviso 1', 'Aviso 2'], count: 3 });
    // A write with triggers off bumps no version and announces nothing: the page in memory stands.
    await otherProcess(async (c) => {
      await c.query(`set session_replication_role = replica`);
      await insertCreditor(c, 'Aviso 9', 1);
    });
    expect(await names(query)).toEqual({ names: ['Aviso 1', 'Aviso 2'], count: 3 });
    // Another process's announced write reaches this one through its listener.
    await otherProcess((c) => insertCreditor(c, 'Aviso 8', 2));
    const after = await until(() => names(query), (v) => v.count === 5);
    expect(after).toEqual({ names: ['Aviso 8', 'Aviso 9'], count: 5 });
  });

  it("sees its own process's write at once: the pooled connection that wrote had the notice before its commit returned", async () => {
    await createCreditor(t.database.db, { tradingName: 'Proprio 0' });
    expect((await names('name=Proprio')).count).toBe(1);
    for (let i = 1; i <= 5; i++) {
      await createCreditor(t.database.db, { tradingName: `Proprio ${i}` });
      expect((await names('name=Proprio&limit=2')).count).toBe(i + 1);
    }
  });

  it('reads the database on every call while not listening', async () => {
    await createCreditor(t.database.db, { tradingName: 'Surdo 0' });
    expect((await names('name=Surdo')).count).toBe(1);
    await listVersionWatchOf(t.database.db)!.close();
    expect(listVersionWatchOf(t.database.db)!.stampOf(['creditors'])).toBeUndefined();
    await otherProcess(async (c) => {
      await c.query(`set session_replication_role = replica`);
      await insertCreditor(c, 'Surdo 1', 3);
    });
    expect(await names('name=Surdo')).toEqual({ names: ['Surdo 0', 'Surdo 1'], count: 2 });
  });
});

describe("a process's own writes", () => {
  it('count once the connection that made them is back in the pool, each write once whichever way it is heard', async () => {
    // A listener that is live and hears what the test hands it.
    let announce: (payload: string) => void = () => undefined;
    const listener = {
      subscribe: async (_channel: string, sub: { onPayload(p: string): void; onListening(): void }) => {
        announce = (p) => sub.onPayload(p);
        sub.onListening();
        return async () => undefined;
      },
    } as unknown as ReturnType<typeof createListener>;
    const watch = watchListVersions(listener);
    await new Promise((r) => setImmediate(r));
    const asked: string[] = [];
    const connection = Object.assign(new EventEmitter(), { query: async (text: string) => void asked.push(text) }) as unknown as pg.ClientBase;
    await watch.onPooledConnect(connection);
    expect(asked.join()).toContain("set_config('lastro.list_notices', 'on'");
    const stamp = () => watch.stampOf(['creditors', 'merchants']);
    const start = stamp();
    // Told during a statement of a transaction: nothing counts until the connection is given back.
    connection.emit('notice', { message: 'lastro_list_versions creditors:901' });
    connection.emit('notice', { message: 'relation "x" already exists, skipping' });
    expect(stamp()).toBe(start);
    watch.onPooledRelease(connection);
    const written = stamp();
    expect(written).not.toBe(start);
    // The same write announced at commit, heard again by the listener, and a release with nothing new: no change.
    announce('creditors:901');
    watch.onPooledRelease(connection);
    expect(stamp()).toBe(written);
    // Another process's write, heard by the listener alone.
    announce('merchants:902');
    expect(stamp()).not.toBe(written);
    await watch.close();
  });
});

describe('list versions under concurrent writers (migration 1007)', () => {
  const versionsOf = async () =>
    Object.fromEntries(
      (await t.database.query<{ name: string; version: number }>(`select name, version::int as version from list_versions where name in ('banks', 'acquirers')`)).map(
        (r) => [r.name, r.version],
      ),
    ) as Record<string, number | undefined>;

  it('two transactions writing two listed tables in opposite orders both commit; each bumps both versions at its commit', async () => {
    const [a, b] = [new pg.Client({ connectionString: t.database.url }), new pg.Client({ connectionString: t.database.url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      // Make sure both rows exist, so the first bumps below update rows rather than insert them.
      await t.database.exec('update banks set id = id where false; update acquirers set id = id where false');
      const before = await versionsOf();
      for (const c of [a, b]) await c.query(`begin; set local lock_timeout = '10s'`);
      await a.query('update banks set id = id where false');
      await b.query('update acquirers set id = id where false');
      // With the version rows locked by each writing statement until commit, this was a deadlock.
      await Promise.all([a.query('update acquirers set id = id where false'), b.query('update banks set id = id where false')]);
      // Nothing is bumped before a commit.
      expect(await versionsOf()).toEqual(before);
      await a.query('commit');
      expect(await versionsOf()).toEqual({ banks: before.banks! + 1, acquirers: before.acquirers! + 1 });
      await b.query('commit');
      expect(await versionsOf()).toEqual({ banks: before.banks! + 2, acquirers: before.acquirers! + 2 });
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it("a writer of a listed table does not wait for another writer's commit; repeated statements bump once per transaction", async () => {
    const [a, b] = [new pg.Client({ connectionString: t.database.url }), new pg.Client({ connectionString: t.database.url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      const before = await versionsOf();
      await a.query('begin; update banks set id = id where false; update banks set id = id where false');
      // A lock wait would end this statement in error; it does not wait at all.
      await b.query(`begin; set local lock_timeout = '2s'; update banks set id = id where false; commit`);
      expect((await versionsOf()).banks).toBe(before.banks! + 1);
      await a.query('commit');
      expect((await versionsOf()).banks).toBe(before.banks! + 2);
      expect((await t.database.query('select 1 from list_version_pending')).length).toBe(0);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});
