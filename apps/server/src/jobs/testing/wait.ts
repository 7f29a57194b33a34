import type { JobRunner } from '../job-runner';

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs a scheduled job now on `runner` (a worker's) and waits for that run to end; the run,
 * whatever its state (the caller checks it: a test may expect a failure).
 */
export async function runScheduledAndWait(runner: Pick<JobRunner, 'runScheduledNow' | 'scheduledRun'>, name: string) {
  const runId = await runner.runScheduledNow(name);
  return waitFor(async () => {
    const r = await runner.scheduledRun(name, runId);
    return r?.state === 'completed' || r?.state === 'failed' ? r : undefined;
  }, `scheduled run of ${name}`);
}
