#!/usr/bin/env node
// `npm run check`: the type-check of every workspace and the lint, as one command. The five
// type-checks and the lint are independent: they run two at a time (this machine has two
// cores), longest first so that neither core waits alone at the end, each one's output kept
// and printed whole when it ends, so that parallel runs don't interleave.
// Exits non-zero if any of them failed; prints how long each took.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Longest first (seconds on two cores: server 55, web 53, lint 45, bench 24, domain 15, e2e 14).
const PROJECTS = ['apps/server', 'apps/web', 'bench', 'packages/domain', 'e2e'];
const PARALLEL = Number(process.env.CHECK_PARALLEL || 2);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) => resolve({ label, code: 127, output: String(err), seconds: 0 }));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (output.trim()) process.stdout.write(`\n── ${label}\n${output}`);
      console.log(`${code === 0 ? '✓' : '✗'} ${label} (${seconds.toFixed(1)}s)`);
      resolve({ label, code: code ?? 1, seconds });
    });
  });
}

const queue = PROJECTS.map((p) => () => run(`tsc -p ${p}`, bin('tsc'), ['-p', p]));
queue.splice(2, 0, () => run('eslint', bin('eslint'), ['.', '--max-warnings', '0']));
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await next());
  }),
);
const failed = results.filter((r) => r.code !== 0);
if (failed.length) {
  console.error(`\n✗ check failed: ${failed.map((r) => r.label).join(', ')}`);
  process.exit(1);
}
