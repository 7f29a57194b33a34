import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../..');
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** The connection string of the cluster an app process left running in `dataDir`. */
function clusterUrl(dataDir: string, database = 'lastro') {
  const pid = readFileSync(path.join(dataDir, 'pg/data/postmaster.pid'), 'utf8').split('\n');
  const secret = readFileSync(path.join(dataDir, 'pg/secret'), 'utf8').trim();
  return { pid: Number(pid[0]), url: `postgres://lastro:${encodeURIComponent(secret)}@127.0.0.1:${pid[3]}/${database}` };
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** Starts the app as `npm start` does (server part), waits for its health answer. */
async function startApp(dataDir: string): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  const port = await freePort();
  const logFile = path.join(dataDir, `app-${port}.log`);
  const out = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env, stdio: ['ignore', out, out] });
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  const log = () => readFileSync(logFile, 'utf8');
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`app exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, port, log };
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error(`app did not answer:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the embedded PostgreSQL server', () => {
  // Two starts of the whole app, the first seeding the demo through the modules and the registry.
  it('survives a kill -9 of the app: the next start stops the orphaned server and keeps every committed row', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-kill9-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const first = await startApp(dataDir);
    const before = clusterUrl(dataDir);
    await sql(before.url, 'create table kill9_marker (id int primary key, note text)');
    await sql(before.url, "insert into kill9_marker values (1, 'committed before the crash')");
    const accountsBefore = (await sql<{ n: string }>(before.url, 'select count(*) as n from accounts'))[0]!.n;

    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    // The app is gone; its server is an orphan still holding the cluster.
    expect(alive(before.pid)).toBe(true);

    const second = await startApp(dataDir);
    cleanups.push(() => second.child.exitCode === null && second.child.kill('SIGTERM'));
    const after = clusterUrl(dataDir);
    expect(after.pid).not.toBe(before.pid);
    expect(alive(before.pid)).toBe(false);
    expect(await sql(after.url, 'select * from kill9_marker')).toEqual([{ id: 1, note: 'committed before the crash' }]);
    expect((await sql<{ n: string }>(after.url, 'select count(*) as n from accounts'))[0]!.n).toBe(accountsBefore);
    const signIn = await fetch(`http://127.0.0.1:${second.port}/api/accounts/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@lastro.dev', password: 'Lastro@2026' }),
    });
    expect(signIn.status).toBe(200);

    // A clean stop of the app stops its server too.
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
    expect(alive(after.pid)).toBe(false);
  }, 180_000);

  it('a stale pid file left by a dead server, or pointing at another program, does not block the start', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lastro-stale-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const first = await startEmbeddedPostgres({ dir, database: 'app', durable: false });
    await sql(first.url, 'create table t (v int); insert into t values (42)');
    await first.stop();

    // A postmaster.pid naming a live process that is not PostgreSQL (this test runner).
    const pidFile = path.join(dir, 'data/postmaster.pid');
    writeFileSync(pidFile, `${process.pid}\n${path.join(dir, 'data')}\n0\n1\n\n127.0.0.1\n0 0\nready\n`);
    const second = await startEmbeddedPostgres({ dir, database: 'app', durable: false });
    cleanups.push(() => second.stop());
    expect(await sql(second.url, 'select v from t')).toEqual([{ v: 42 }]);
    await second.stop();
    expect(alive(second.pid)).toBe(false);
  });
});
