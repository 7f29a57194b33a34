#!/usr/bin/env node
// `npm start`: everything a fresh checkout needs to serve Lastro, with no configuration.
// Installs the dependencies when node_modules is missing, builds the web app, then starts the
// server from the repository root (so the embedded database lives in ./data) serving the API
// at /api and the built web app at /. Every setting of apps/server/src/config.ts still applies.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
/** The newest modification time under `dir` (the server's and the domain's sources). */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) t = Math.max(t, statSync(path.join(e.parentPath ?? e.path, e.name)).mtimeMs);
  return t;
}
const serverBuild = path.join(root, 'apps/server/dist/main.js');
if (process.env.SKIP_WEB_BUILD !== 'true') runOrExit('npm', ['run', 'build'], 'building the web app and the server');
else if (
  !existsSync(serverBuild) ||
  statSync(serverBuild).mtimeMs < Math.max(newest(path.join(root, 'apps/server/src')), newest(path.join(root, 'packages/domain/src')))
)
  runOrExit('npm', ['run', 'build', '-w', '@lastro/server'], 'building the server');

// The compiled server (apps/server/scripts/build.mjs), run in this very process: plain Node, no
// TypeScript loader and no second process kept waiting beside it (each costs tens of MB). It
// handles SIGINT/SIGTERM itself, however many arrive, and leaves only once its embedded
// PostgreSQL has stopped (apps/server/src/main.ts).
process.chdir(root);
await import(pathToFileURL(serverBuild).href);
