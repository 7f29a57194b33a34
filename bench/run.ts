/**
 * Runs every *.bench.ts beside this file, one after the other, each in its own process
 * (so one benchmark's memory never colours the next). `npm run bench` calls this.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], {
    stdio: 'inherit',
    cwd: here,
  });
  if (res.status !== 0) {
    failed++;
    console.error(`${file} failed (exit ${res.status})`);
  }
}
process.exit(failed ? 1 : 0);
