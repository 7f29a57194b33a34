/**
 * The cost of one request: a signed-in administrator's one-row page of GET /api/creditors
 * (auth, session check, validation, page query, count, serialisation) through the real HTTP
 * server, under 16 concurrent connections, beside a bare Node http server answering the same
 * JSON on the same machine in the same run. The load comes from autocannon in its own process,
 * so the server under test has its event loop to itself; both servers run in this process,
 * one after the other.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { adminListApi } from './admin-api';
import { openBenchApp } from './bench-app';

const SECONDS = Number(process.env.BENCH_REQUEST_SECONDS ?? 15);
const CONNECTIONS = 16;
const ROWS = 1000;
const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Requests per second autocannon sustains against `url`, from a child process (its JSON result). */
async function runLoad(url: string, headers: Record<string, string>) {
  const args = [autocannon, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon exit ${code}`)))));
  const r = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const bench = await openBenchApp();
try {
  const { database, app } = bench;
  await database.exec(`
    insert into creditors (document_number, trading_name, company_name, created_at)
    select lpad((g * 7919)::text, 14, '0'), 'Loja ' || g, 'Comercio ' || g || ' Ltda', timestamptz '2020-01-01' + g * interval '1 minute'
    from generate_series(1, ${ROWS}) g;`);
  await database.exec('vacuum analyze creditors');
  const api = await adminListApi(database, app, '/api/creditors');
  const sample = await api('offset=0&limit=1');
  const token = `Bearer ${api.token}`;
  const body = sample.body;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${appPort}/api/creditors?offset=0&limit=1`;
  const check = await fetch(url, { headers: { authorization: token } });
  if (check.status !== 200 || (await check.text()) !== body) throw new Error('the HTTP answer differs from the injected one');

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const barePort = (bare.address() as AddressInfo).port;

  // Warm-up: V8 compiles the request path, the pool opens its connections.
  await runLoad(url, { authorization: token }).catch(() => undefined);
  const appRun = await runLoad(url, { authorization: token });
  const bareRun = await runLoad(`http://127.0.0.1:${barePort}/`, {});
  bare.close();

  const ratio = appRun.rps / bareRun.rps;
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each (answer of ${body.length} bytes)`);
  console.log(`app : ${appRun.rps.toFixed(0)} req/s, p99 ${appRun.p99} ms, errors ${appRun.errors}, non-2xx ${appRun.non2xx}`);
  console.log(`bare: ${bareRun.rps.toFixed(0)} req/s, p99 ${bareRun.p99} ms`);
  console.log(`\nfigure                                        value     budget   ratio to budget`);
  console.log(
    `${'1-row authorized list / bare http server'.padEnd(44)} ${`${(ratio * 100).toFixed(1)}%`.padStart(9)} ${'25%'.padStart(9)} ${(ratio / 0.25).toFixed(2).padStart(8)}  ${ratio >= 0.25 && appRun.non2xx === 0 ? 'met' : 'NOT MET'}`,
  );
} finally {
  await bench.close();
}
