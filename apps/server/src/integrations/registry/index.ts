import type pg from 'pg';
import { SandboxRegistry, type SandboxOptions } from './sandbox/sandbox-registry';

export * from './registry';
export * from './registry-events';
export * from './registry-day';
export * from './errors';
export { outcomeWithin } from './outcome';
export { SandboxRegistry } from './sandbox/sandbox-registry';

/** The registry the app talks to: the offline sandbox (the only provider so far). */
export function createRegistry(pool: pg.Pool, opts: Omit<SandboxOptions, 'pool'> = {}): SandboxRegistry {
  return new SandboxRegistry({ pool, ...opts });
}
