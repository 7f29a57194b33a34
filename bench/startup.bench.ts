/**
 * Startup and memory of the embedded default: time from `npm start` (web already built) to
 * the first answer of `/`, on a fresh data folder (initdb, migrations, demo data) and on the
 * same folder again; then the resident memory of the app process and of all the embedded
 * PostgreSQL server's processes once started and idle. The PGlite figures are the ones
 * recorded on this machine class before the engine changed (issue "Platform 2").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PGLITE = { freshMs: 9400, existingMs: 4600, idleRssMb: [430, 470] as const };

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('build the web app first (npm run build)');
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

function rssKb(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** All processes descending from `pid` (the postmaster and its backends, or the app). */
function tree(pid: number): number[] {
  const all = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  const out = [pid];
  for (let i = 0; i < out.length; i++) for (const p of all) if (parentOf(p) === out[i]) out.push(p);
  return out;
}

async function start(dataDir: string, over: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; ms: number; port: number }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn', ...over };
  delete env.DATABASE_URL;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.status < 500) {
        await res.arrayBuffer();
        return { child, ms: performance.now() - t0, port };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-startup-'));
const bareDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-startup-bare-'));
try {
  // Spec 4 §13.12: the fresh start with and without the reconciliation demo (its backfill).
  const bare = await start(bareDir, { SEED_DEMO_RECONCILIATION: 'false' });
  await stop(bare.child);
  const fresh = await start(dataDir);
  await stop(fresh.child);
  const again = await start(dataDir);
  // Idle: start-up work (job runner, first queries) done, and the pool's connections opened for
  // it closed again (pg-pool's idle timeout, 10 s).
  await new Promise((r) => setTimeout(r, 15_000));
  const pidLine = readFileSync(path.join(dataDir, 'pg/data/postmaster.pid'), 'utf8').split('\n')[0]!;
  const dbPids = tree(Number(pidLine));
  const appPids = tree(again.child.pid!).filter((p) => !dbPids.includes(p));
  const appMb = appPids.reduce((s, p) => s + rssKb(p), 0) / 1024;
  const dbMb = dbPids.reduce((s, p) => s + rssKb(p), 0) / 1024;
  const dbPssMb = dbPids.reduce((s, p) => s + pssKb(p), 0) / 1024;
  await stop(again.child);

  const f = (n: number) => n.toFixed(0);
  console.log(`first answer of / after npm start, fresh data folder:    ${f(fresh.ms)} ms  (PGlite: ${PGLITE.freshMs} ms, ratio ${(fresh.ms / PGLITE.freshMs).toFixed(2)})`);
  console.log(`first answer of / after npm start, existing data folder: ${f(again.ms)} ms  (PGlite: ${PGLITE.existingMs} ms, ratio ${(again.ms / PGLITE.existingMs).toFixed(2)})`);
  console.log(`existing / fresh start time: ${(again.ms / fresh.ms).toFixed(2)}`);
  console.log(`fresh start without the reconciliation demo: ${f(bare.ms)} ms; with it / without it: ${(fresh.ms / bare.ms).toFixed(2)}`);
  console.log(`resident memory after start: app ${f(appMb)} MB (node processes), database ${f(dbMb)} MB (${dbPids.length} PostgreSQL processes); app+database ${f(appMb + dbMb)} MB (PGlite app idle: ${PGLITE.idleRssMb[0]}-${PGLITE.idleRssMb[1]} MB)`);
  console.log(`(RSS counts shared pages once per process, so the database figure is an upper bound; its proportional share, PSS: ${f(dbPssMb)} MB)`);
  console.log(`\nfigure                                        value     budget   ratio to budget`);
  for (const [label, value, budget] of [
    ['idle RSS after start: app', appMb, 200],
    ['idle RSS after start: database (sum of RSS)', dbMb, 150],
  ] as const)
    console.log(
      `${label.padEnd(44)} ${`${f(value)} MB`.padStart(9)} ${`${budget} MB`.padStart(9)} ${(value / budget).toFixed(2).padStart(8)}  ${value <= budget ? 'met' : 'NOT MET'}`,
    );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bareDir, { recursive: true, force: true });
}
