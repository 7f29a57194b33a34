// `npm start` then Ctrl-C (or SIGTERM to the group, or to the server alone) leaves no PostgreSQL
// behind, however many signals arrive. Each case starts scripts/start.mjs in its own process
// group on a free port with a temporary data folder, waits until it answers, sends the signals
// and waits (bounded, generously) until no postgres of that data folder runs and the group is gone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-start-'));
const pidFile = path.join(dataDir, 'pg', 'data', 'postmaster.pid');
const started = [];

function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return false;
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmasterPid() {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitFor(check, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`'s script in a process group of its own and waits until the API answers (or, early, until its PostgreSQL runs). */
async function start({ untilPostgres = false } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SKIP_WEB_BUILD: 'true', DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  started.push(child);
  const answers = await waitFor(async () => {
    if (child.exitCode !== null) return true;
    if (untilPostgres) return postmasterPid() !== null && alive(postmasterPid());
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    } catch {
      return false;
    }
  }, 150_000);
  expect(answers && child.exitCode === null, `the server did not answer:\n${output}`).toBe(true);
  const postgres = postmasterPid();
  expect(postgres !== null && alive(postgres), `no postgres runs for ${dataDir}`).toBe(true);
  const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
  const server = Number(children[0]);
  return { child, pgid: child.pid, server, postgres, output: () => output };
}

async function expectAllGone({ child, pgid, postgres, output }) {
  const gone = await waitFor(() => !alive(postgres) && !groupAlive(pgid), 90_000);
  expect(gone, `left running: postgres ${alive(postgres)}, group ${groupAlive(pgid)}\n${output()}`).toBe(true);
  expect(child.exitCode ?? child.signalCode).not.toBeNull();
}

describe('npm start stops everything', { timeout: 300_000 }, () => {
  afterAll(async () => {
    for (const child of started) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    const pid = postmasterPid();
    if (pid !== null && alive(pid)) process.kill(pid, 'SIGQUIT');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('two quick SIGINTs to the process group (Ctrl-C twice) leave no PostgreSQL', async () => {
    const run = await start();
    process.kill(-run.pgid, 'SIGINT');
    process.kill(-run.pgid, 'SIGINT');
    await expectAllGone(run);
  });

  it('Ctrl-C while the server is still starting (its PostgreSQL up, the API not yet) leaves no PostgreSQL', async () => {
    const run = await start({ untilPostgres: true });
    process.kill(-run.pgid, 'SIGINT');
    await expectAllGone(run);
  });

  it('SIGTERM to the process group (kill -TERM -- -PGID) leaves no PostgreSQL', async () => {
    const run = await start();
    process.kill(-run.pgid, 'SIGTERM');
    await expectAllGone(run);
  });

  it('SIGTERM to the server process alone, then SIGINT to the starter, leaves no PostgreSQL', async () => {
    const run = await start();
    process.kill(run.server, 'SIGTERM');
    process.kill(run.pgid, 'SIGINT');
    await expectAllGone(run);
  });
});
