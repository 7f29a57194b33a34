/**
 * Sign-in page weight: the built web app (run `npm run build` first; nothing is built here)
 * served by the real server as `npm start` serves it, /login opened in Chromium, and every
 * response the page downloads counted as it came over the wire. Prints the compressed JS
 * against the 150 KB budget (issue 22; scripts/bundle-budget.mjs holds it in npm test) and what compression saved.
 */
import { chromium, type Response } from 'playwright-core';
import { MESSAGES } from '@lastro/domain';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePortSync } from '../e2e/support/env';
import { startServer, stopServer } from '../e2e/support/server';

const BUDGET_JS_BYTES = 150 * 1024;

interface Counted {
  url: string;
  type: string;
  /** Body bytes as sent (compressed when the server compressed them). */
  body: number;
  /** Body plus response headers: what crossed the wire. */
  wire: number;
  raw: number;
  encoding: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`;

const port = freePortSync();
await startServer(port);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let overBudget = false;
try {
  const page = await (await browser.newContext()).newPage();
  const seen: Promise<Counted | null>[] = [];
  page.on('response', (res: Response) => {
    seen.push(
      (async () => {
        const [sizes, body, headers] = await Promise.all([res.request().sizes(), res.body(), res.allHeaders()]);
        return {
          url: new URL(res.url()).pathname,
          type: res.request().resourceType(),
          body: sizes.responseBodySize,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          raw: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })().catch(() => null), // a response without a body (a redirect) has nothing to count
    );
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  // Exact: the page also offers 'Entrar com chave de acesso'.
  await page.getByRole('button', { name: MESSAGES.auth.signIn, exact: true }).waitFor();
  // Nothing more is requested once the page is idle; counting now, before the browser closes.
  const all = (await Promise.all(seen)).filter((r): r is Counted => r !== null);
  const js = all.filter((r) => r.type === 'script' || r.url.endsWith('.js'));
  const sum = (rows: Counted[], key: 'body' | 'wire' | 'raw') => rows.reduce((n, r) => n + r[key], 0);
  const jsWire = sum(js, 'body');
  const jsRaw = sum(js, 'raw');
  const totalWire = sum(all, 'wire');
  const totalRaw = sum(all, 'raw');

  console.log(`/login downloaded ${all.length} responses, ${js.length} of them JavaScript:`);
  for (const r of [...js].sort((a, b) => b.body - a.body)) {
    console.log(`  ${kb(r.body).padStart(9)} ${r.encoding.padEnd(8)} (${kb(r.raw).padStart(9)} raw)  ${r.url}`);
  }
  overBudget = jsWire > BUDGET_JS_BYTES;
  console.log(
    `JS transferred (compressed bodies): ${kb(jsWire)} = ${pct(jsWire, BUDGET_JS_BYTES)} of the ${kb(BUDGET_JS_BYTES)} budget ${overBudget ? '(OVER BUDGET)' : '(within budget)'}`,
  );
  console.log(`JS uncompressed: ${kb(jsRaw)}; transferred/uncompressed ${(jsWire / jsRaw).toFixed(3)} (compression saves ${pct(jsRaw - jsWire, jsRaw)})`);
  console.log(`All responses transferred (bodies and headers): ${kb(totalWire)} (uncompressed ${kb(totalRaw)}, ratio ${(totalWire / totalRaw).toFixed(3)})`);
} finally {
  await browser.close();
  await stopServer();
}
process.exit(overBudget ? 1 : 0);
