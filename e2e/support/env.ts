import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (e2e/ sits directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
