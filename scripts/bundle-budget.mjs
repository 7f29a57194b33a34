#!/usr/bin/env node
// The web app's weight is a test of the built files (bytes, not time). From the build's manifest
// (apps/web/dist/.vite/manifest.json) it weighs, gzipped, every JS chunk a route loads at first:
// the entry and its static imports, plus the route's lazy chunk and its static imports, the
// router's (app/App.tsx, which the entry loads for every page but the sign-in page opened
// first: app/Root.tsx) and, for the routes inside the app, the app shell's. Every lazy chunk
// counts as a route: a tab or a dialog loaded on demand is weighed with all it imports. The
// sign-in page must stay within SIGNIN_BUDGET, every other route within ROUTE_BUDGET; a failure
// names the chunks and sizes.
// Run after `npm run build` (scripts/test.mjs does); `--report` prints every route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const SIGNIN_BUDGET = 150 * 1024;
export const ROUTE_BUDGET = 350 * 1024;
const SIGNIN = 'src/app/pages/LoginPage.tsx';
const APP = /src\/app\/App\.tsx$/;
const APP_SHELL = /src\/app\/layout\/AppShell\.tsx$/;
/** Pages outside the app shell: they load the entry and themselves only. */
const PUBLIC = /src\/app\/pages\/(LoginPage|NotFoundPage|InvitationRoute|OnboardingRoute)\.tsx$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function weigh(dist = path.join(root, 'apps/web/dist')) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  /** A chunk and everything it imports statically. */
  const closure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, into);
    return into;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const app = Object.keys(manifest).find((k) => APP.test(k));
  const shell = Object.keys(manifest).find((k) => APP_SHELL.test(k));
  // The router's chunk is part of every route below, not a route of its own.
  const routes = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k !== app);
  return routes.map((route) => {
    const keys = closure(route, closure(entry));
    if (app && route !== SIGNIN) closure(app, keys);
    if (shell && !PUBLIC.test(route)) closure(shell, keys);
    const chunks = [...keys]
      .map((k) => manifest[k].file)
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({ file, gzip: gz(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = chunks.reduce((s, c) => s + c.gzip, 0);
    const budget = route === SIGNIN ? SIGNIN_BUDGET : ROUTE_BUDGET;
    return { route, total, budget, chunks };
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function check(dist) {
  const routes = weigh(dist);
  if (!routes.some((r) => r.route === SIGNIN)) return { ok: false, lines: [`no lazy chunk for ${SIGNIN} in the manifest`], routes };
  const over = routes.filter((r) => r.total > r.budget);
  const lines = over.map(
    (r) =>
      `${r.route}: ${kb(r.total)} gzip > ${kb(r.budget)}\n` +
      r.chunks.map((c) => `    ${c.file.padEnd(48)} ${kb(c.gzip)}`).join('\n'),
  );
  return { ok: over.length === 0, lines, routes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const { ok, lines, routes } = check(dist);
  const signin = routes.find((r) => r.route === SIGNIN);
  if (process.argv.includes('--report')) for (const r of routes) console.log(`${kb(r.total).padStart(10)}  ${r.route}`);
  if (signin) console.log(`sign-in first load: ${kb(signin.total)} gzip (budget ${kb(SIGNIN_BUDGET)}); ${routes.length} routes weighed`);
  const heaviest = routes.filter((r) => r.route !== SIGNIN).sort((a, b) => b.total - a.total)[0];
  if (heaviest) console.log(`heaviest route: ${heaviest.route}, ${kb(heaviest.total)} gzip (budget ${kb(ROUTE_BUDGET)})`);
  if (!ok) {
    console.error(`bundle budget exceeded:\n${lines.join('\n')}`);
    process.exit(1);
  }
}
