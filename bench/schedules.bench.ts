/**
 * Schedules benchmark (issue 11 §6, Performance 3): a consolidated schedule query of a merchant
 * with 3 acquirers x 8 arranjos and 12 months of URs (the sandbox's largest, 5,232 URs)
 * completes in ≤ 2x one SQL aggregate over the same URs in the registry, measured side by side
 * in one run.
 *
 * "Completes" is the query's job, from its start to the query shown as processed: ask the
 * registry for the merchant's agenda and store the answer (`run`, notification included). The
 * request itself (`create`: checks, one row, the job enqueued) answers the user at once, before
 * any of it, and is not timed; reading the detail back (the Resumo and the Agenda Analítica built
 * for the screen) happens later, when someone opens it, and is printed as a figure of its own,
 * outside the budget, as is the registry's read alone (queryAgendaGroups, what the job cannot go below).
 * `DATABASE_URL=postgres://... npm run bench -- schedules` (or the embedded default).
 */
import { addDays } from '@lastro/domain';
import { creditors } from '../apps/server/src/db/schema';
import type { AuthContext } from '../apps/server/src/plugins/route-auth';
import type { ScheduleQueryJobData } from '../apps/server/src/modules/schedules/schedules.ports';
import { createSchedulesRepository } from '../apps/server/src/modules/schedules/schedules.repository';
import { createSchedulesService } from '../apps/server/src/modules/schedules/schedules.service';
import { createAccount } from '../apps/server/src/test/fixtures';
import { agendaAggregate, largestMerchant, medianOf, timeMs } from './sandbox-merchants';
import { openBenchApp } from './bench-app';

// A round takes about 20 ms; its own ratio spreads from about 0.8x to 4x: 101 rounds make the medians steady.
const REPEAT = Number(process.env.BENCH_SCHEDULES_REPEAT ?? 101);
const BUDGET = 2;

const { database, app, close } = await openBenchApp();
try {
  const services = app.modules.services;
  const [creditor] = await database.db
    .insert(creditors)
    .values({ documentNumber: '11222333000181', tradingName: 'Bench', companyName: 'Bench Fomento Ltda' })
    .returning();
  const ufr = largestMerchant(true);
  const merchant = await services('merchants').ensure({ creditorId: creditor!.id, documentNumber: ufr, companyName: 'Loja Bench Ltda', tradingName: 'Loja Bench' });
  const today = await services('registry').today();
  await services('merchants').registerOptIn(merchant.id, { creditor_id: creditor!.id, signature_date: today, start_date: today, end_date: addDays(today, 365) }, null);

  const schedules = createSchedulesService(createSchedulesRepository(database.db), {
    registry: () => services('registry'),
    merchants: () => services('merchants'),
    identityOf: (id) => services('creditors').identityOf(id),
    names: () => services('registers').names(),
    notify: () => services('notifications'),
    // The job is run below, in this process, to time it, with the data it was queued with.
    enqueue: async (_type, _account, data) => {
      queued.set((data as ScheduleQueryJobData).requestId, data as ScheduleQueryJobData);
      return 'bench';
    },
  });
  const queued = new Map<string, ScheduleQueryJobData>();
  const runJob = (id: string) => schedules.run(id, queued.get(id)!.agenda);
  const account = await createAccount(database.db, { type: 'Backoffice' });
  const admin: AuthContext = { accountId: account.id, sessionId: '', accountType: 'Backoffice', isAdmin: true, creditorId: null, email: '', name: '', permissions: new Map() };

  let units = 0;
  const horizon = addDays(today, 730);
  const agendaQuery = () => services('registry').queryAgendaGroups({ financiador: '11222333000181', ufr, dataInicio: today, dataFim: horizon });
  // Untimed first rounds of everything measured: the first calls pay for compiling the code
  // and for the connections' caches, which no later query does.
  for (let i = 0; i < 3; i++) {
    const { id } = await schedules.create(admin, 'consolidated', { creditor_id: creditor!.id, merchant_id: merchant.id });
    await runJob(id);
    await schedules.get(admin, id);
    await agendaAggregate(database, ufr, today, horizon);
    await agendaQuery();
  }
  // Each round times the job and its baseline one after the other, so that both see the same
  // machine (other processes' load comes and goes); the medians of the rounds are compared.
  const times = { completes: [] as number[], aggregate: [] as number[], detail: [] as number[], agendaOnly: [] as number[] };
  for (let i = 0; i < REPEAT; i++) {
    const { id } = await schedules.create(admin, 'consolidated', { creditor_id: creditor!.id, merchant_id: merchant.id });
    times.completes.push(await timeMs(() => runJob(id)));
    times.aggregate.push(await timeMs(() => agendaAggregate(database, ufr, today, horizon)));
    times.detail.push(
      await timeMs(async () => {
        units = (await schedules.get(admin, id)).schedule_consolidated!.schedule_analytical.length;
      }),
    );
    times.agendaOnly.push(await timeMs(agendaQuery));
  }
  const [completes, aggregate, detail, agendaOnly] = [times.completes, times.aggregate, times.detail, times.agendaOnly].map(medianOf) as [number, number, number, number];
  const ratio = completes / aggregate;
  // The spread of the rounds' own ratios says how quiet the machine was.
  const rounds = times.completes.map((ms, i) => ms / times.aggregate[i]!);
  const line = (label: string, ms: number, tail: string) => console.log(`${label.padEnd(48)} ${ms.toFixed(1).padStart(8)} ms  ${tail}`);
  line(`consolidated query, ${units} URs, completes`, completes, `SQL aggregate ${aggregate.toFixed(1).padStart(6)} ms  ratio ${ratio.toFixed(2)}x (budget ${BUDGET}x) ${ratio <= BUDGET ? 'met' : 'NOT MET'}  (${REPEAT} rounds, ${Math.min(...rounds).toFixed(2)}-${Math.max(...rounds).toFixed(2)}x)`);
  line("  of which the registry's read alone", agendaOnly, `ratio ${(agendaOnly / aggregate).toFixed(2)}x`);
  line('  then the detail read (Resumo + Agenda Analítica)', detail, `ratio ${(detail / aggregate).toFixed(2)}x (not in the budget)`);
} finally {
  await close();
}
