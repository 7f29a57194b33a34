#!/usr/bin/env node
// `npm test`: every check and test of the repository, in order, stopping at the first failure.
//   1. type-check + lint (`npm run check`)
//   2. domain, server and web tests (vitest)
//   3. Debian's Chromium present (installed with apt-get when we are root and it is missing)
//   4. build of the web app
//   5. bundle budget of the built app (scripts/bundle-budget.mjs: gzip bytes per route first load)
//   6. end-to-end tests (Playwright) against the built app
// It closes with one line `N passed, N failed` (vitest + Playwright counts).
// DATABASE_URL, when set, makes the server tests and the e2e app use that PostgreSQL server
// (each creates and drops its own databases on it); otherwise everything runs on embedded
// PostgreSQL servers (one for the server tests, one per e2e app) that the run starts and stops.
// For quicker local loops: `npm test -- --skip=check,unit,e2e` (any of the three);
// `npm test -- --only=server` runs just the server tests (what CI repeats on PostgreSQL 15).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The end-to-end browsers (as e2e/support/env.ts picks them): Debian's chromium-headless-shell for
// the suite, and the full chromium for the few tests that need what only it has (its PDF viewer).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const fullChromiumPath = process.env.CHROMIUM_FULL_PATH || '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
// Names of what failed, repeated at the very end: CI keeps only the tail of a long run.
const failures = [];
// End-to-end tests that failed once and passed on their retry (CI retries once).
const flaky = [];
const started = Date.now();
const STEPS = ['check', 'unit', 'e2e'];
const skip = new Set(
  process.argv
    .filter((a) => a.startsWith('--skip='))
    .flatMap((a) => a.slice('--skip='.length).split(','))
    .filter(Boolean),
);
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only && only !== 'server') {
  console.error(`unknown --only value '${only}' (only 'server' is known)`);
  process.exit(2);
}
for (const s of skip) {
  if (!STEPS.includes(s)) {
    console.error(`unknown step '${s}' in --skip (steps: ${STEPS.join(', ')})`);
    process.exit(2);
  }
}
const reports = mkdtempSync(path.join(os.tmpdir(), 'lastro-test-'));

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)}s`;
}

function banner(text) {
  console.log(`\n━━ ${text} ━━`);
}

/** Where the time went: each step, each vitest project, the slowest spec files (printed at the end). */
const timings = { steps: [], projects: new Map(), files: [], tests: [] };

function fileProject(file) {
  if (file.startsWith('apps/server/')) return 'server';
  if (file.startsWith('apps/web/')) return 'web';
  if (file.startsWith('packages/domain/')) return 'domain';
  if (file.startsWith('e2e/')) return 'e2e';
  return 'tooling';
}

function printTimings() {
  if (!timings.steps.length) return;
  const pad = (v, n) => String(v).padStart(n);
  console.log('\n━━ where the time went ━━');
  for (const { name, ms } of timings.steps) console.log(`${pad((ms / 1000).toFixed(1), 8)}s  step  ${name}`);
  for (const [name, { ms, files }] of timings.projects)
    console.log(`${pad((ms / 1000).toFixed(1), 8)}s  project ${name} (${files} files, summed file time)`);
  for (const { file, ms } of [...timings.files].sort((a, b) => b.ms - a.ms).slice(0, 12))
    console.log(`${pad((ms / 1000).toFixed(1), 8)}s  file  ${file}`);
  for (const { name, ms } of [...timings.tests].sort((a, b) => b.ms - a.ms).slice(0, 12))
    console.log(`${pad((ms / 1000).toFixed(1), 8)}s  test  ${name}`);
}

function recordFile(file, ms) {
  timings.files.push({ file, ms });
  const project = fileProject(file);
  const p = timings.projects.get(project) ?? { ms: 0, files: 0 };
  p.ms += ms;
  p.files += 1;
  timings.projects.set(project, p);
}

/** The first lines of a failure's message, indented under its FAILED line: CI logs keep only the end of the output. */
function why(message) {
  if (!message) return '';
  // eslint-disable-next-line no-control-regex
  const lines = String(message).replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trimEnd()).filter(Boolean);
  return lines.slice(0, 4).map((l) => `\n    ${l.slice(0, 200)}`).join('');
}

function finish(code, reason) {
  printTimings();
  rmSync(reports, { recursive: true, force: true });
  if (reason) console.error(`\n✗ ${reason}`);
  else console.log(`\n✓ all steps passed in ${seconds(started)}`);
  if (totals.skipped) console.log(`(${totals.skipped} skipped)`);
  for (const f of flaky) console.log(`FLAKY: ${f}`);
  for (const f of failures) console.log(`FAILED: ${f}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

/** Runs a command with the terminal attached; answers its exit code. */
function run(command, args, env = {}) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.error) {
    console.error(`could not run ${command}: ${res.error.message}`);
    return 127;
  }
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A step that is not itself a test suite: its failure counts as one failure. */
function step(name, command, args, env) {
  banner(name);
  const t = Date.now();
  const code = run(command, args, env);
  if (code !== 0) {
    totals.failed += 1;
    finish(code, `${name} failed (exit code ${code}); fix it and run \`npm test\` again.`);
  }
  timings.steps.push({ name, ms: Date.now() - t });
  console.log(`✓ ${name} (${seconds(t)})`);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The suite's browser: CHROMIUM_PATH, else the headless shell when installed, else the full browser (about a quarter slower). */
const suiteBrowser = () => process.env.CHROMIUM_PATH || (executable(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromiumPath);

/** Both browsers there, installing Debian's packages for what is missing when run as root. */
function ensureChromium() {
  banner('Chromium');
  if (process.env.CHROMIUM_PATH && !executable(process.env.CHROMIUM_PATH)) {
    totals.failed += 1;
    finish(1, `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  }
  const missing = [];
  if (!executable(fullChromiumPath)) missing.push('chromium');
  if (!process.env.CHROMIUM_PATH && !executable(HEADLESS_SHELL)) missing.push('chromium-headless-shell');
  if (missing.length && isRoot() && hasCommand('apt-get')) {
    console.log(`installing Debian's ${missing.join(' and ')}`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const code = run('apt-get', ['update'], env) || run('apt-get', ['install', '-y', ...missing], env);
    if (code !== 0) {
      totals.failed += 1;
      finish(1, `installing ${missing.join(' ')} with apt-get failed (exit code ${code}).`);
    }
  }
  if (!executable(fullChromiumPath)) {
    totals.failed += 1;
    finish(
      1,
      `Chromium is missing at ${fullChromiumPath}. Install Debian's chromium and chromium-headless-shell packages (as root: ` +
        '`apt-get update && apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_FULL_PATH to a Chromium binary.',
    );
  }
  const browser = suiteBrowser();
  console.log(`✓ ${browser}${browser === fullChromiumPath ? '' : ` (and ${fullChromiumPath})`}`);
}

function vitest(extraArgs = []) {
  banner(extraArgs.length ? `vitest ${extraArgs.join(' ')}` : 'unit and server tests (vitest)');
  const t = Date.now();
  const file = path.join(reports, 'vitest.json');
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    ...extraArgs,
  ]);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails to load has no failed test but is a failure all the same.
    const brokenSuites = (report.testResults ?? []).filter(
      (s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed'),
    ).length;
    totals.failed += brokenSuites;
    for (const suite of report.testResults ?? []) {
      const file = path.relative(root, suite.name ?? '');
      if (suite.startTime && suite.endTime) recordFile(file, suite.endTime - suite.startTime);
      for (const a of suite.assertionResults ?? [])
        timings.tests.push({ name: `${file} › ${a.fullName ?? a.title}`, ms: a.duration ?? 0 });
      const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${file} › ${a.fullName ?? a.title}${why(a.failureMessages?.[0])}`);
      if (suite.status === 'failed' && failed.length === 0) failures.push(`${file} (did not load)`);
    }
  }
  timings.steps.push({ name: extraArgs.length ? `vitest ${extraArgs.join(' ')}` : 'vitest', ms: Date.now() - t });
  if (code !== 0) {
    if (!report || totals.failed === 0) totals.failed += 1;
    finish(code, `vitest failed (exit code ${code}).`);
  }
  console.log(`✓ vitest: ${report?.numPassedTests ?? '?'} passed (${seconds(t)})`);
}

/** Walks Playwright's JSON report (suites hold specs and nested suites) for failed tests. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path_ = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const name = `e2e/${[...path_, spec.title].join(' › ')}`;
      const failed = (spec.tests ?? []).find((t) => t.status === 'unexpected');
      if (failed) {
        const error = failed.results?.at(-1)?.error;
        const at = error?.location ? `\n    at ${path.relative(root, error.location.file)}:${error.location.line}` : '';
        failures.push(`${name}${why(error?.message)}${at}`);
      }
      if ((spec.tests ?? []).some((t) => t.status === 'flaky')) flaky.push(name);
    }
    collectPlaywrightFailures(suite.suites ?? [], path_);
  }
}

/** A spec file's time: the sum of its tests' attempts (Playwright's JSON report, one suite per file). */
function recordPlaywrightFile(fileSuite) {
  let ms = 0;
  const file = `e2e/tests/${fileSuite.file ?? fileSuite.title}`;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const spent = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        timings.tests.push({ name: `${file} › ${spec.title}`, ms: spent });
        ms += spent;
      }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  walk(fileSuite);
  recordFile(file, ms);
}

function playwright() {
  banner('end-to-end tests (Playwright + Chromium)');
  const t = Date.now();
  const file = path.join(reports, 'e2e.json');
  const code = run('npm', ['run', 'test:e2e'], { E2E_JSON_REPORT: file, CHROMIUM_PATH: suiteBrowser() });
  const report = readJson(file);
  const stats = report?.stats;
  if (stats) {
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
    collectPlaywrightFailures(report.suites ?? [], []);
    for (const suite of report.suites ?? []) recordPlaywrightFile(suite);
  }
  timings.steps.push({ name: 'Playwright', ms: Date.now() - t });
  for (const e of report?.errors ?? []) failures.push(`e2e: ${String(e.message ?? '').split('\n')[0]}`);
  // Errors outside tests (global setup, a spec that does not load) have no failed test.
  const outsideErrors = report?.errors?.length ?? 0;
  if (code !== 0) {
    if (!stats || (stats.unexpected ?? 0) === 0) totals.failed += Math.max(1, outsideErrors);
    finish(
      code,
      `the end-to-end tests failed (exit code ${code}); traces and screenshots are in e2e/test-results/.`,
    );
  }
  console.log(`✓ Playwright: ${stats?.expected ?? '?'} passed (${seconds(t)})`);
}

console.log(
  process.env.DATABASE_URL
    ? `Database: PostgreSQL server of DATABASE_URL (server tests and the e2e app each use fresh databases on it)`
    : 'Database: embedded PostgreSQL server (from the npm package)',
);
if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  step('install dependencies (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
}

if (only === 'server') {
  // On another server (CI's PostgreSQL 15 pass) two files would repeat themselves and learn
  // nothing new: the embedded server's own tests start their own engine whatever DATABASE_URL
  // says, and the fuzz test's property is that schemas refuse malformed input before any SQL
  // (it asserts that none reached PostgreSQL); each route's SQL runs on this server in its own
  // module's tests.
  const elsewhere = ['**/embedded-postgres.test.ts', '**/fuzz.test.ts'];
  vitest(['--project', 'server', ...(process.env.DATABASE_URL ? elsewhere.flatMap((f) => ['--exclude', f]) : [])]);
  finish(0);
}
if (skip.size) console.log(`Skipping: ${[...skip].join(', ')}`);
if (!skip.has('check')) step('type-check and lint', 'npm', ['run', 'check']);
if (!skip.has('unit')) vitest();
if (!skip.has('e2e')) {
  ensureChromium();
  step('web build', 'npm', ['run', 'build']);
  // Bytes, not time: the sign-in page's first load ≤ 150 KB gzip, every other route's ≤ 350 KB.
  // Checked on the build before the browser runs.
  step('bundle budget (scripts/bundle-budget.mjs)', 'node', ['scripts/bundle-budget.mjs']);
  playwright();
}
finish(0);
