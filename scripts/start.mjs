#!/usr/bin/env node
// `npm start`: everything a fresh checkout needs to serve Lastro, with no configuration.
// Installs the dependencies when node_modules is missing, builds the web app, then starts the
// server from the repository root (so the embedded database lives in ./data) serving the API
// at /api and the built web app at /. Every setting of apps/server/src/config.ts still applies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function runOrExit(command, args, what) {
  console.log(`\n> ${what}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`\n${what} failed (exit code ${res.status ?? res.error?.message}).`);
    process.exit(res.status || 1);
  }
}

if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  runOrExit('npm', ['ci', '--no-audit', '--no-fund'], 'installing dependencies');
}
if (process.env.SKIP_WEB_BUILD !== 'true') runOrExit('npm', ['run', 'build'], 'building the web app');

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the server through the terminal's process group; a signal sent to this process
// alone is passed on, once. The server shuts down the same way however many signals it gets
// (apps/server/src/main.ts), and this process stays until it has: it leaves only when the
// server (and so its embedded PostgreSQL) is gone.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded || server.exitCode !== null || server.signalCode !== null) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
