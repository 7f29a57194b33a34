/**
 * Registry settlement reads benchmark (issue 23): 1,000,000 settlements (500,000 settled URs of
 * 2,000 merchants over 250 days, each paying one contract's effect and the merchant's share),
 * one financiador holding a tenth of the contracts. For that creditor and 30 days:
 *   - listSettlements' first page (100 rows) <= 50 ms, against the same SQL run directly (ratio);
 *   - a page 40 pages deep <= 2x the first;
 *   - totaisPorDomicilioEDia <= 50 ms, against the same SQL run directly;
 *   - the first page over HTTP (GET registry/settlements, session and creditor look-up included) <= 50 ms.
 * `npm run bench -- settlements` (embedded server) or with DATABASE_URL.
 */
import { SandboxRegistry } from '../apps/server/src/integrations/registry';
import { TEST_PASSWORD, createAccount, createCreditor } from '../apps/server/src/test/fixtures';
import { medianMs } from './sandbox-merchants';
import { openBenchApp } from './bench-app';

const MERCHANTS = 2_000;
const DAYS = Number(process.env.BENCH_SETTLEMENTS_DAYS ?? 250);
const REPEAT = Number(process.env.BENCH_SETTLEMENTS_REPEAT ?? 15);
const BUDGET_MS = 50;
const DEEP_BUDGET = 2;
const FIRST_DAY = '2025-06-02';
/** The big creditor: every tenth merchant's contract. */
const BIG = '11222333000181';
const FROM = '2025-09-01';
const TO = '2025-09-30';

const { database, app, close } = await openBenchApp();
const line = (label: string, ms: number, budget: string, over: boolean) =>
  console.log(`${label.padEnd(58)} ${ms.toFixed(1).padStart(7)} ms  ${budget} ${over ? 'OVER' : 'ok'}`);
let failed = false;
try {
  const t0 = performance.now();
  // Set-based: one contract per merchant (50 financiadores, the big one every tenth merchant,
  // three accounts each), one UR per merchant and day, its effect, and two settlements per UR.
  await database.exec(`
    insert into registry.operations (protocolo, tipo, idempotency_key, pedido, status)
      select 'PRT-' || m, 'registro_contrato', 'bench-' || m, '{}', 'processada' from generate_series(0, ${MERCHANTS - 1}) m;
    insert into registry.contracts (identificador, referencia_externa, financiador, ufr, tipo_efeito, regra_divisao, valor, prioridade,
                                    data_assinatura, data_vencimento, unidades, domicilio, protocolo)
      select 'CTR-' || m, 'ref-' || m, f.doc, lpad((20000000000000 + m)::text, 14, '0'), 2, 1, 100000000, 1,
             date '${FIRST_DAY}', date '${FIRST_DAY}' + 400, '{}',
             jsonb_build_object('titular', f.doc, 'ispb', '60701190', 'codigoBanco', '341', 'agencia', '0001',
                                'conta', (10000 + m % 3)::text, 'tipoConta', 'CC'),
             'PRT-' || m
      from generate_series(0, ${MERCHANTS - 1}) m,
           lateral (select case when m % 10 = 0 then '${BIG}' else lpad((30000000000000 + m % 49)::text, 14, '0') end as doc) f;
    insert into registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida, valor_total, valor_comprometido,
                                valor_liquidado, liquidada_em)
      select (array['01027058000191','01425787000104','16501555000157'])[1 + (m + d) % 3], c.ufr,
             (array['VCC','MCC','ECC','VCD','MCD'])[1 + (m * 7 + d) % 5], date '${FIRST_DAY}' + d, c.ufr, true,
             100000 + (m * 31 + d * 17) % 90000, 0, 100000 + (m * 31 + d * 17) % 90000, date '${FIRST_DAY}' + d
      from generate_series(0, ${MERCHANTS - 1}) m join registry.contracts c on c.identificador = 'CTR-' || m,
           generate_series(0, ${DAYS - 1}) d;
    insert into registry.effects (contract_id, unit_id, valor_onerado, valor_aplicado, valor_liquidado, indicador, status)
      select c.id, u.id, u.valor_total / 2, 0, u.valor_total / 2, 1, 'removido'
      from registry.units u join registry.contracts c on c.ufr = u.ufr;
    insert into registry.settlements (unit_id, effect_id, contract_id, financiador, credenciadora, data_efetiva, valor, favorecido, domicilio)
      select e.unit_id, e.id, c.id, c.financiador, u.credenciadora, u.data_liquidacao, e.valor_liquidado, c.financiador, c.domicilio
      from registry.effects e join registry.units u on u.id = e.unit_id join registry.contracts c on c.id = e.contract_id
      order by u.data_liquidacao, e.id;
    insert into registry.settlements (unit_id, credenciadora, data_efetiva, valor, favorecido)
      select u.id, u.credenciadora, u.data_liquidacao, u.valor_total - u.valor_total / 2, u.ufr from registry.units u
      order by u.data_liquidacao, u.id;
    analyze registry.units; analyze registry.effects; analyze registry.contracts; analyze registry.settlements;
  `);
  const [counts] = await database.query<{ all: string; big: string; window: string }>(
    `select count(*) as all, count(*) filter (where financiador = $1) as big,
            count(*) filter (where financiador = $1 and data_efetiva between $2 and $3) as window from registry.settlements`,
    [BIG, FROM, TO],
  );
  console.log(
    `seeded ${Number(counts!.all).toLocaleString('en')} settlements in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `the creditor's: ${Number(counts!.big).toLocaleString('en')}, ${Number(counts!.window).toLocaleString('en')} of them from ${FROM} to ${TO}\n`,
  );

  const registry = new SandboxRegistry({ pool: database.pool, dispatch: async () => undefined });
  const query = { financiador: BIG, dataInicio: FROM, dataFim: TO, limite: 100 };
  // One untimed run first: every figure is taken with the same pages in cache.
  const median = async (fn: () => Promise<unknown>) => {
    await fn();
    return medianMs(REPEAT, fn);
  };

  // 1. The first page, against its SQL run directly.
  const firstPage = await median(() => registry.listSettlements(query));
  const plainPage = await median(() =>
    database.query(
      `select s.id, u.credenciadora, u.ufr, u.arranjo, u.data_liquidacao::text, s.data_efetiva::text, s.valor, s.favorecido,
              s.domicilio, c.identificador, c.referencia_externa
       from registry.settlements s join registry.units u on u.id = s.unit_id join registry.contracts c on c.id = s.contract_id
       where s.financiador = $1 and s.data_efetiva between $2 and $3 order by s.data_efetiva, s.id limit 101`,
      [BIG, FROM, TO],
    ),
  );
  line('listSettlements, first page of 100 (30 days)', firstPage, `plain SQL ${plainPage.toFixed(1)} ms, ratio ${(firstPage / plainPage).toFixed(2)}x; budget ${BUDGET_MS} ms`, firstPage > BUDGET_MS);
  if (firstPage > BUDGET_MS) failed = true;

  // 2. A page 40 pages in (its position read once, not timed).
  let cursor: string | undefined;
  for (let i = 0; i < 40; i++) cursor = (await registry.listSettlements({ ...query, ...(cursor ? { depoisDe: cursor } : {}) })).proximo ?? undefined;
  const deep = await median(() => registry.listSettlements({ ...query, depoisDe: cursor! }));
  line('listSettlements, page 41', deep, `ratio to the first ${(deep / firstPage).toFixed(2)}x; budget ${DEEP_BUDGET}x`, deep / firstPage > DEEP_BUDGET);
  if (deep / firstPage > DEEP_BUDGET) failed = true;
  const oneAccount = await median(() => registry.listSettlements({ ...query, domicilio: { ispb: '60701190', agencia: '0001', conta: '10002' } }));
  line('listSettlements, first page into one of 3 accounts', oneAccount, `budget ${BUDGET_MS} ms`, oneAccount > BUDGET_MS);
  if (oneAccount > BUDGET_MS) failed = true;

  // 3. The totals, against their SQL run directly.
  const totals = await median(() => registry.totaisPorDomicilioEDia({ financiador: BIG, dataInicio: FROM, dataFim: TO }));
  const plainTotals = await median(() =>
    database.query(
      `select s.data_efetiva::text, s.domicilio->>'ispb', s.domicilio->>'agencia', s.domicilio->>'conta', s.credenciadora, sum(s.valor), count(*)
       from registry.settlements s
       where s.financiador = $1 and s.data_efetiva between $2 and $3 group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
      [BIG, FROM, TO],
    ),
  );
  line('totaisPorDomicilioEDia (30 days)', totals, `plain SQL ${plainTotals.toFixed(1)} ms, ratio ${(totals / plainTotals).toFixed(2)}x; budget ${BUDGET_MS} ms`, totals > BUDGET_MS);
  if (totals > BUDGET_MS) failed = true;

  // 4. Over HTTP, as an administrator naming the creditor.
  const creditor = await createCreditor(database.db, { documentNumber: BIG });
  const admin = await createAccount(database.db, { type: 'Backoffice' });
  const signIn = await app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: admin.email, password: TEST_PASSWORD } });
  const token = signIn.json().token as string;
  const http = await median(async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/registry/settlements',
      query: { creditor_id: creditor.id, date_from: FROM, date_to: TO },
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`settlements ${res.statusCode}: ${res.body}`);
  });
  line('GET registry/settlements, first page (HTTP)', http, `budget ${BUDGET_MS} ms`, http > BUDGET_MS);
  if (http > BUDGET_MS) failed = true;
} finally {
  await close();
}
if (failed) {
  console.error('settlement reads over budget');
  process.exit(1);
}
