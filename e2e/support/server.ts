import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, WEB_DIST } from './env';
import { createDatabase, dropDatabase } from './database';
import { pidAlive, runningPostmaster, stopPostmaster } from '../../apps/server/src/db/postmaster';

/** What global setup started, so that teardown stops exactly that. */
export interface ServerState {
  pid: number;
  dataDir: string;
  logFile: string;
  databaseServerUrl?: string;
  databaseName?: string;
}

const STATE_ENV = 'LASTRO_E2E_SERVER_STATE';
const START_TIMEOUT_MS = 180_000;

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * Starts the built app as a user would (the compiled server, `node apps/server/dist/main.js`,
 * compiled again here so it is never older than its source) on a
 * fresh temporary DATA_DIR (its embedded PostgreSQL server with demo data) or, when DATABASE_URL is set,
 * on a new database of that server; resolves once GET /api/health answers.
 */
export async function startServer(port: number): Promise<ServerState> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The web app is not built (${WEB_DIST}/index.html is missing): run \`npm run build\` first.`,
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const state: Omit<ServerState, 'pid'> = { dataDir, logFile };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST,
    SIGNIN_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  if (process.env.DATABASE_URL) {
    const db = await createDatabase(process.env.DATABASE_URL);
    state.databaseServerUrl = process.env.DATABASE_URL;
    state.databaseName = db.name;
    env.DATABASE_URL = db.url;
    env.SEED_DEMO = 'true';
  }

  const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`could not compile the server:\n${built.stderr}`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  if (!child.pid) throw new Error('could not start the server');
  const full: ServerState = { ...state, pid: child.pid };
  process.env[STATE_ENV] = JSON.stringify(full);

  const status: { exitCode: number | null } = { exitCode: null };
  child.once('exit', (code) => (status.exitCode = code ?? -1));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (status.exitCode !== null) {
      delete process.env[STATE_ENV];
      const log = tail(logFile);
      await cleanUp(full);
      throw new Error(`The server exited with code ${status.exitCode} before answering /api/health:\n${log}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const log = tail(logFile);
      await stopServer();
      throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000}s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // The runner must not wait for the server to exit before it can finish.
  child.unref();
  return full;
}

/** An app killed before it stopped its embedded server leaves that server running: stop it. */
async function stopOrphanedDatabase(dataDir: string): Promise<void> {
  const pid = runningPostmaster(path.join(dataDir, 'pg', 'data'));
  if (pid !== null) await stopPostmaster(pid);
}

async function cleanUp(state: ServerState): Promise<void> {
  if (state.databaseServerUrl && state.databaseName) {
    await dropDatabase(state.databaseServerUrl, state.databaseName).catch((err) =>
      console.warn(`could not drop ${state.databaseName}: ${err}`),
    );
  }
  if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${state.dataDir}`);
  else rmSync(state.dataDir, { recursive: true, force: true });
}

/** Stops the process that startServer started (by pid), then removes its data. */
export async function stopServer(): Promise<void> {
  const raw = process.env[STATE_ENV];
  if (!raw) return;
  delete process.env[STATE_ENV];
  const state = JSON.parse(raw) as ServerState;
  if (pidAlive(state.pid)) {
    process.kill(state.pid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (pidAlive(state.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (pidAlive(state.pid)) process.kill(state.pid, 'SIGKILL');
  }
  await stopOrphanedDatabase(state.dataDir);
  const errors = tail(state.logFile, 200)
    .split('\n')
    .filter((l) => /"level":(50|60)/.test(l));
  if (errors.length)
    console.warn(`server errors during the e2e run (${state.logFile}):\n${errors.slice(-10).join('\n')}`);
  await cleanUp(state);
}
