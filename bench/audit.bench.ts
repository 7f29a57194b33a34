/**
 * The audit trail (issue 29 part 4), through the whole app as an administrator:
 *   - the cost of the audit on a write: PATCH /api/creditors/:id (a name change, which the
 *     creditors module records with its before/after inside its transaction, chained under the
 *     trail's lock) against the same call on an app whose audit module records nothing, the two
 *     apps on one database and the calls alternating in every round (medians). Budget <= 1.3x.
 *     The same for the request hook's generic event: on a route that declares its record's read
 *     (PATCH arrangements: the service's get) and on one that does not (PATCH reconciliation
 *     companies: the record's GET through the app, before the write).
 *   - 'Auditoria' at 1,000,000 events: GET /api/audit/events, the middle and the last page against
 *     the first, and the same with the action filter (medians, steady state). Budget <= 2x each.
 * `npm run bench -- audit` (BENCH_AUDIT_EVENTS, BENCH_AUDIT_ROUNDS to change the sizes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp, MODULES } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { defineModule } from '../apps/server/src/lib/module';
import type { AuditChange } from '../apps/server/src/lib/audit-trail';
import { creditors } from '../apps/server/src/db/schema';
import { randomCnpj } from '../apps/server/src/modules/creditors/testing';
import { domicileBody, seedReconciliationReference } from '../apps/server/src/modules/reconciliation/testing';
import { adminApi } from './admin-api';
import { openBenchApp } from './bench-app';
import { seedCreditors } from './list-seeds';
import { timedSideBySide } from './sandbox-merchants';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 101);
const WARM_ROUNDS = 10;
const WRITE_BUDGET = 1.3;
const PAGE_BUDGET = 2;

/** An audit module that records nothing: the same app, without the trail's cost. */
const silentAudit = defineModule({
  name: 'audit',
  setup: () => ({
    services: {
      // As the real one, it tells the request hook that the module spoke for its write.
      change: async (_tx: unknown, c: AuditChange) => {
        if (c.by?.audit) c.by.audit.recorded = true;
      },
      record: async () => undefined,
      recordRequest: async () => undefined,
      verify: async () => ({ checked: 0, broken: null, head: null }),
    },
  }),
});

const sideBySide = (calls: (() => Promise<unknown>)[]) => timedSideBySide(calls, { rounds: ROUNDS, warm: WARM_ROUNDS });

const verdict = (ratio: number, budget: number) =>
  `${ratio.toFixed(2)}x (budget ${budget}x: ${ratio <= budget ? 'met' : 'NOT MET'})`;

const { database, app, close } = await openBenchApp();
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'lastro-bench-files-'));
let bare: FastifyInstance | undefined;
try {
  const admin = await adminApi(database, app);
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' },
    { webDist: undefined, seedDemo: false, filesDir, role: 'api' },
  );
  bare = await buildApp({
    config,
    database,
    modules: MODULES.map((m) => (m.name === 'audit' ? silentAudit : m)),
  });
  await bare.ready();

  // Part 1: one write with and without the trail.
  await seedCreditors(database, 1000);
  const [a, b] = await database.query<{ id: string }>('select id from creditors order by created_at limit 2');
  let n = 0;
  const patch = (target: FastifyInstance, id: string) => async () => {
    const res = await target.inject({
      method: 'PATCH',
      url: `/api/creditors/${id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { trading_name: `Loja auditada ${++n}` },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  const [audited, plain] = await sideBySide([patch(app, a!.id), patch(bare, b!.id)]);
  console.log(
    `PATCH /api/creditors/:id: ${audited!.toFixed(2)} ms audited, ${plain!.toFixed(2)} ms without the trail: ${verdict(audited! / plain!, WRITE_BUDGET)}`,
  );

  // Part 1b: a write the request hook records, its record read before by the route's declared
  // read (arrangements: no module event of their own; `auditRead` is the service's get).
  const [x, y] = await database.query<{ id: number }>(
    `insert into arrangements (brand_name, brand_code, type, payment_arrangement)
     values ('Bandeira A', 'BENCHA', 'credit', 'ZZA'), ('Bandeira B', 'BENCHB', 'credit', 'ZZB')
     on conflict (payment_arrangement) do update set brand_name = excluded.brand_name returning id`,
  );
  const rename = (target: FastifyInstance, id: number) => async () => {
    const res = await target.inject({
      method: 'PATCH',
      url: `/api/domains/arrangements/${id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { brand_name: `Bandeira ${++n}` },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  const [generic, genericPlain] = await sideBySide([rename(app, x!.id), rename(bare, y!.id)]);
  console.log(
    `PATCH /api/domains/arrangements/:id (the hook's event, the record read before by the service): ${generic!.toFixed(2)} ms audited, ${genericPlain!.toFixed(2)} ms without the trail: ${verdict(generic! / genericPlain!, WRITE_BUDGET)}`,
  );

  // Part 1c: the hook's fallback, a write that declares no read: its record read before through
  // its GET by the app (PATCH reconciliation/companies/:id, a tolerance change).
  await seedReconciliationReference(database.db);
  const companyOf = async (name: string) => {
    const [creditor] = await database.db.insert(creditors).values({ documentNumber: randomCnpj(), tradingName: name, companyName: `${name} Ltda` }).returning({ id: creditors.id });
    const res = await app.inject({
      method: 'POST',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor!.id },
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { originadores: [{ cnpj_originador: randomCnpj(), razao_social: `${name} Originadora`, domicilios: [domicileBody()] }] },
    });
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return ((await admin.get(`/api/reconciliation/companies?creditor_id=${creditor!.id}`)).json().results[0] as { id: string }).id;
  };
  const [c1, c2] = [await companyOf('Bench Conciliação A'), await companyOf('Bench Conciliação B')];
  const tolerance = (target: FastifyInstance, id: string) => async () => {
    const res = await target.inject({
      method: 'PATCH',
      url: `/api/reconciliation/companies/${id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { tolerance_days: 1 + (++n % 5) },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };
  const [fallback, fallbackPlain] = await sideBySide([tolerance(app, c1), tolerance(bare, c2)]);
  console.log(
    `PATCH /api/reconciliation/companies/:id (the hook's event, the record read before through its GET): ${fallback!.toFixed(2)} ms audited, ${fallbackPlain!.toFixed(2)} ms without the trail: ${verdict(fallback! / fallbackPlain!, WRITE_BUDGET)}`,
  );

  // Part 2: 'Auditoria' at EVENTS events (rows as the trail writes them; hashes are not what is timed).
  const t0 = performance.now();
  await database.exec(`
    insert into audit_events (seq, occurred_at, account_id, account_name, account_email, creditor_id, ip, user_agent, entity, entity_id, action, route, before, after, prev_hash, hash)
    select nextval('audit_events_seq'), timestamptz '2024-01-01' + g * interval '20 seconds', null, 'Pessoa ' || (g % 500), 'pessoa' || (g % 500) || '@lastro.dev',
           null, '10.0.0.' || (g % 250), 'bench', (array['creditors','merchants','deals','users'])[1 + g % 4], md5(g::text),
           (array['create','update','status','delete','sign_in'])[1 + g % 5], 'PATCH /api/creditors/:id',
           jsonb_build_object('trading_name', 'Antes ' || g), jsonb_build_object('trading_name', 'Depois ' || g), md5((g - 1)::text), md5(g::text)
    from generate_series(1, ${EVENTS}) g;`);
  await database.exec('vacuum analyze audit_events');
  console.log(
    `${EVENTS.toLocaleString('en')} events inserted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { count } = (await admin.get('/api/audit/events?limit=10')).json().metadata.resultset as {
    count: number;
  };
  for (const filter of ['', '&action=update']) {
    const total = filter
      ? ((await admin.get(`/api/audit/events?limit=10${filter}`)).json().metadata.resultset.count as number)
      : count;
    const page = (offset: number) => () => admin.get(`/api/audit/events?limit=10&offset=${offset}${filter}`);
    const middle = Math.floor(total / 2 / 10) * 10;
    const last = Math.max(0, Math.floor((total - 1) / 10) * 10);
    const [first, mid, end] = await sideBySide([page(0), page(middle), page(last)]);
    const label = filter
      ? `filtered (${filter.slice(1)}, ${total.toLocaleString('en')} events)`
      : `all ${total.toLocaleString('en')} events`;
    console.log(
      `GET /api/audit/events ${label}: first ${first!.toFixed(2)} ms, middle ${mid!.toFixed(2)} ms ${verdict(mid! / first!, PAGE_BUDGET)}, last ${end!.toFixed(2)} ms ${verdict(end! / first!, PAGE_BUDGET)}`,
    );
  }
} finally {
  await bare?.close();
  await close();
  rmSync(filesDir, { recursive: true, force: true });
}
