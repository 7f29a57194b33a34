import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (e2e/ sits directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Debian's chromium-headless-shell (Chromium's old headless mode, what Playwright itself drives
 * headless) when installed: the same Blink without the full browser's UI process; the suite's
 * browser time falls by about a quarter on two cores. Otherwise Debian's chromium.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/**
 * The full browser, for what only it has (tests tagged FULL_BROWSER): its PDF viewer, which
 * the headless shell lacks (a PDF in a frame is a download there).
 */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_FULL_PATH || '/usr/bin/chromium';
export const FULL_BROWSER = '@full-browser';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

/**
 * Flags the probe proved on this kind of machine: without the background-networking ones
 * Chromium keeps dialling Google hosts that the closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const WEB_DIST = path.resolve(REPO_ROOT, process.env.E2E_WEB_DIST || 'apps/web/dist');

/**
 * A free loopback port, found synchronously because the Playwright config (which needs
 * baseURL) is evaluated synchronously, in the runner and again in every worker.
 */
export function freePortSync(): number {
  const out = execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  );
  return Number(out);
}
