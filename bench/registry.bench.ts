/**
 * Sandbox registry benchmark (issue 11 §6), each figure against its baseline measured in the
 * same run on the same database, printed as a ratio to its budget:
 *   - materialising a new merchant's agenda (3 acquirers x 8 arranjos, 12 months) <= 3x a COPY
 *     of the same UR rows;
 *   - registering (processing) a contract that reaches 2,000 URs <= 3x inserting the same
 *     effect rows in one multi-row INSERT;
 *   - queryAgenda of that merchant over 12 months against one SQL aggregate over the same URs
 *     (printed; the schedules module adds the whole-job figure);
 *   - the daily tick of that merchant holding the 2,000-UR contract and a fixed one behind it
 *     over the same URs, against its tick with no contract (printed: every day re-stacks the
 *     fixed contract over its URs).
 * Runs on DATABASE_URL (a database created for the run and dropped after) or the embedded
 * default: `DATABASE_URL=postgres://... npm run bench -- registry`.
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { addDays, addMonths } from '@lastro/domain';
import { from as copyFrom } from 'pg-copy-streams';
import { SandboxRegistry } from '../apps/server/src/integrations/registry';
import {
  constitutedUnits,
  isCreditArranjo,
  merchantProfile,
} from '../apps/server/src/integrations/registry/sandbox/profile';
import { inTx, lockMerchant } from '../apps/server/src/integrations/registry/sandbox/sql';
import { ensureMerchant } from '../apps/server/src/integrations/registry/sandbox/units';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { openScratchDatabase } from './scratch-database';
import { agendaAggregate, largestMerchant, medianMs } from './sandbox-merchants';

const REPEAT = Number(process.env.BENCH_REGISTRY_REPEAT ?? 9);
const TODAY = '2026-03-02';
const FIN = '11222333000181';

const median = (fn: () => Promise<unknown>, before?: () => Promise<unknown>) => medianMs(REPEAT, fn, before);

const line = (label: string, ms: number, baseMs: number, budget: number) =>
  console.log(
    `${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms  baseline ${baseMs.toFixed(1).padStart(8)} ms  ratio ${(ms / baseMs).toFixed(2)}x (budget ${budget}x) ${ms / baseMs <= budget ? 'ok' : 'OVER'}`,
  );

const database = await openScratchDatabase();
await prepareDatabase(database);
try {
  await database.query('update registry.clock set today = $1', [TODAY]);
  const ufr = largestMerchant();
  const units = constitutedUnits(ufr, merchantProfile(ufr), TODAY);
  console.log(`merchant ${ufr}: 3 acquirers x 8 arranjos, ${units.length} constituted URs over 12 months`);

  const forget = () =>
    database.exec(`delete from registry.units where ufr = '${ufr}'; delete from registry.merchant_arranjos where ufr = '${ufr}';
                   delete from registry.merchants where ufr = '${ufr}'`);

  // 1. Materialisation against COPY of the same rows.
  const materialise = await median(
    () =>
      inTx(database.pool, async (q) => {
        await lockMerchant(q, ufr);
        await ensureMerchant(q, ufr, TODAY);
      }),
    forget,
  );
  const copy = await median(async () => {
    const client = await database.pool.connect();
    try {
      const text = units
        .map(
          (u) =>
            `${u.credenciadora}\t${ufr}\t${u.arranjo}\t${u.dataLiquidacao}\t${ufr}\tt\t${u.valorTotal}\t${u.valorPreContratado}\n`,
        )
        .join('');
      await pipeline(
        Readable.from([text]),
        client.query(
          copyFrom(
            'copy registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida, valor_total, valor_pre_contratado) from stdin',
          ),
        ),
      );
    } finally {
      client.release();
    }
  }, forget);
  console.log('');
  line(`materialise ${units.length} URs`, materialise, copy, 3);

  // The merchant stays for the rest: met, with an opt-in of the financiador.
  await forget();
  const registry = new SandboxRegistry({ pool: database.pool, dispatch: async () => undefined });
  const optIn = await registry.requestOptIn({
    idempotencyKey: 'bench-optin',
    financiador: FIN,
    ufr,
    dataAssinatura: TODAY,
    dataInicio: TODAY,
    dataFim: addMonths(TODAY, 12),
  });
  await registry.process(optIn.protocolo);

  // 2. A contract reaching 2,000 constituted URs (credit arranjos from the first day on).
  const credit = [...new Set(units.filter((u) => isCreditArranjo(u.arranjo)).map((u) => u.arranjo))];
  const dates = units
    .filter((u) => credit.includes(u.arranjo))
    .map((u) => u.dataLiquidacao)
    .sort();
  const dataFim = dates[1999]!;
  const reached = dates.filter((d) => d <= dataFim).length;
  let n = 0;
  // The registry's date: moved by the ticks of part 4.
  let day = TODAY;
  const register = async (terms: { regraDivisao: 1; valor: number } | { regraDivisao: 2; percentualBp: number } = { regraDivisao: 2, percentualBp: 5_000 }) => {
    n++;
    const receipt = await registry.registerContract({
      idempotencyKey: `bench-${n}`,
      financiador: FIN,
      referenciaExterna: `bench-${n}`,
      tipoEfeito: terms.regraDivisao === 1 ? 3 : 2,
      ...terms,
      dataAssinatura: TODAY,
      dataVencimento: dataFim,
      unidades: { ufr, arranjos: credit, dataInicio: addDays(day, 1), dataFim },
      domicilio: {
        titular: FIN,
        ispb: '60701190',
        codigoBanco: '341',
        agencia: '0001',
        conta: '1234',
        tipoConta: 'CC',
      },
    });
    const op = await registry.process(receipt.protocolo);
    if (op?.status !== 'processada') throw new Error(JSON.stringify(op?.erros));
  };
  const clearContracts = () =>
    database.exec(
      `delete from registry.effects; delete from registry.contracts; update registry.units set valor_comprometido = 0 where valor_comprometido <> 0`,
    );
  const registerMs = await median(() => register(), clearContracts);
  const [{ count }] = (await database.query<{ count: string }>('select count(*) from registry.effects')) as [
    { count: string },
  ];
  const [contract] = await database.query<{ id: string }>('select id from registry.contracts limit 1');
  const effectRows = await database.query<{
    unit_id: string;
    valor_onerado: string;
    valor_aplicado: string;
    indicador: number;
    status: string;
  }>('select unit_id, valor_onerado, valor_aplicado, indicador, status from registry.effects order by id');
  const insertEffects = await median(
    async () => {
      const params: unknown[] = [];
      const values = effectRows.map((e, i) => {
        params.push(contract!.id, e.unit_id, e.valor_onerado, e.valor_aplicado, e.indicador, e.status);
        const b = i * 6;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6})`;
      });
      await database.query(
        `insert into registry.effects (contract_id, unit_id, valor_onerado, valor_aplicado, indicador, status) values ${values.join(', ')}`,
        params,
      );
    },
    () => database.query('delete from registry.effects'),
  );
  line(`register a contract reaching ${reached} URs (${count} effects)`, registerMs, insertEffects, 3);

  // 3. The agenda over 12 months against one SQL aggregate over the same URs.
  await clearContracts();
  await register();
  const dataFimAgenda = addMonths(TODAY, 12);
  let agendaUnits = 0;
  const agenda = await median(async () => {
    agendaUnits = (
      await registry.queryAgenda({ financiador: FIN, ufr, dataInicio: TODAY, dataFim: dataFimAgenda })
    ).unidades.length;
  });
  const aggregate = await median(() => agendaAggregate(database, ufr, TODAY, dataFimAgenda));

  console.log(
    `${`queryAgenda, ${agendaUnits} URs`.padEnd(44)} ${agenda.toFixed(1).padStart(8)} ms  SQL aggregate ${aggregate.toFixed(1).padStart(6)} ms  ratio ${(agenda / aggregate).toFixed(2)}x (printed; the whole schedule job is the schedules module's figure)`,
  );

  // 4. The tick: one day at a time, without contracts, then with the 2,000-UR percentage
  // contract and a fixed one behind it over the same URs (a quarter of their total: it holds
  // the first URs and is re-stacked as sales and cancellations arrive).
  await clearContracts();
  // The earlier parts deleted and rewrote every effect nine times: vacuumed, as autovacuum keeps a live database.
  await database.exec('vacuum analyze registry.units, registry.effects');
  const nextDay = async () => {
    day = addDays(day, 1);
    await registry.tick(day);
  };
  const bare = await median(nextDay);
  await register();
  const [{ total }] = (await database.query<{ total: string }>(
    `select sum(valor_total) as total from registry.units where ufr = $1 and arranjo = any($2) and data_liquidacao between $3 and $4
       and liquidada_em is null`,
    [ufr, credit, addDays(day, 1), dataFim],
  )) as [{ total: string }];
  await register({ regraDivisao: 1, valor: Math.floor(Number(total) / 4) });
  const held = await median(nextDay);
  console.log(
    `${'tick a day, 2,000-UR % + fixed contracts'.padEnd(44)} ${held.toFixed(1).padStart(8)} ms  without contracts ${bare.toFixed(1).padStart(6)} ms  ratio ${(held / bare).toFixed(2)}x (printed)`,
  );
} finally {
  await database.close();
}
