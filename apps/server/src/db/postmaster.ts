import { readFileSync } from 'node:fs';
import path from 'node:path';

// node: imports only: the e2e harness imports this file to stop a server its app left behind.

/** Whether a process still runs (a zombie nobody reaps, as PID 1 leaves some in containers, does not). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
}

/** The pid on the first line of a pid file (postmaster.pid, owner.pid), or null. */
export function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]!.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Stops a PostgreSQL server by a fast shutdown (every committed row kept), an immediate one if that hangs. */
export async function stopPostmaster(pid: number, isDone: () => boolean = () => false): Promise<void> {
  if (!pidAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !pidAlive(pid) || isDone(), 60_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitFor(() => !pidAlive(pid) || isDone(), 10_000);
  }
}

/** The running server of a cluster folder (its postmaster.pid), or null when none runs. */
export function runningPostmaster(clusterDir: string): number | null {
  const pid = readPid(path.join(clusterDir, 'postmaster.pid'));
  return pid !== null && pidAlive(pid) ? pid : null;
}
