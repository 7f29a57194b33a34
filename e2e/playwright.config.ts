import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FULL_BROWSER, FULL_CHROMIUM_PATH, freePortSync } from './support/env';

// The port is chosen once, in the runner, and handed to the workers through the environment
// (they re-evaluate this file and must agree on baseURL). E2E_BASE_URL targets a server
// that is already running instead of starting one.
process.env.E2E_PORT ||= String(freePortSync());
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT}`;

const reporter: ReporterDescription[] = [[process.env.CI ? 'line' : 'list']];
// scripts/test.mjs reads the counts from this report.
if (process.env.E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.E2E_JSON_REPORT }]);

/** Chromium at a desktop width, from this binary (the headless shell, or the full browser). */
const chromium = (executablePath: string) => ({
  browserName: 'chromium' as const,
  viewport: { width: 1440, height: 900 },
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});

export default defineConfig({
  testDir: './tests',
  // Two cores: one worker for the browser, one for the other; the server is shared.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI only: a test that passes on its retry is reported by name as flaky at the
  // end of the run (scripts/test.mjs), not hidden; locally a failure stops at the first try.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Playwright empties outputDir when it starts: runs started side by side on one machine
  // each get their own folder, or they delete each other's traces mid-run.
  outputDir: process.env.E2E_OUTPUT_DIR || `./test-results/port-${process.env.E2E_PORT}`,
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Video needs an ffmpeg download that this machine cannot fetch.
    video: 'off',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the
    // screencast frames: encoding them kept Chromium's compositor busy for every test, passing or not.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', grepInvert: new RegExp(FULL_BROWSER), use: chromium(CHROMIUM_PATH) },
    { name: 'chromium-full', grep: new RegExp(FULL_BROWSER), use: chromium(FULL_CHROMIUM_PATH) },
  ],
});
