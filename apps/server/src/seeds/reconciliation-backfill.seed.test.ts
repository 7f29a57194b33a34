import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, addDays } from '@lastro/domain';
import { createTestApp, type TestApp } from '../test/app';
import { DEMO_CREDITOR_DOCUMENT, DEMO_CREDITOR_EMAIL, seedDemo } from './access.seed';
import { DEMO_FEE_JUSTIFICATION } from './reconciliation-decisions.seed';
import { seedDemoThroughModules } from './index';

let t: TestApp;
let market: string;
let days: string[];

beforeAll(async () => {
  t = await createTestApp();
  market = await t.app.modules.services('registry').today();
  days = businessDaysBetween(addDays(addBusinessDays(market, -10), 1), market);
  await seedDemo(t.database.db);
  await seedDemoThroughModules(t.database.db, t.app);
}, 600_000);
afterAll(async () => t?.close());

const q = <T>(text: string, params?: unknown[]) => t.database.query<T>(text, params);

describe('a fresh demo database (spec 4 §9.3)', () => {
  it('ends at the market date, the companies reconciled from the first backfill day', async () => {
    expect(await t.app.modules.services('registry').today()).toBe(market);
    expect(days).toHaveLength(10);
    const starts = await q<{ start: string }>(
      'select distinct start_date::text as start from reconciliation_companies',
    );
    expect(starts).toEqual([{ start: days[0] }]);
  });

  it("has the demo creditor's originator statements for b1..b10 but b9, all committed from the simulator", async () => {
    const rows = await q<{ account: string; date: string; status: string; origin: string }>(
      `select a.id as account, f.period_start::text as date, f.status, f.origin
       from reconciliation_files f join reconciliation_accounts a on a.id = any(f.accounts)
       join creditors c on c.id = f.creditor_id
       where c.document_number = $1 and a.domicile_id is not null order by 1, 2`,
      [DEMO_CREDITOR_DOCUMENT],
    );
    expect(rows.every((r) => r.origin === 'sandbox' && r.status === 'processado')).toBe(true);
    const byAccount = new Map<string, string[]>();
    for (const r of rows) byAccount.set(r.account, [...(byAccount.get(r.account) ?? []), r.date]);
    const covered = [...byAccount.values()];
    // The main account misses b9 (the gap); any other originator account has every day.
    expect(covered).toContainEqual(days.filter((_, i) => i !== 8));
    for (const dates of covered) expect([days, days.filter((_, i) => i !== 8)]).toContainEqual(dates);
    const books = await q<{ n: number }>(
      'select count(*)::int n from reconciliation_sandbox_days where not delivered and date = $1',
      [days[8]],
    );
    expect(books).toEqual([{ n: 1 }]);
  });

  it("keeps the merchant account's OFX files waiting in 'Aguardando vínculo'", async () => {
    const waiting = await q<{ name: string; status: string }>(
      `select f.name, f.status from reconciliation_files f join creditors c on c.id = f.creditor_id
       where c.document_number = $1 and f.status = 'aguardando_vinculo'`,
      [DEMO_CREDITOR_DOCUMENT],
    );
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    expect(waiting.every((f) => f.name.startsWith('extrato_033_') && f.name.endsWith('.ofx'))).toBe(true);
  });

  it('pays into the reconciled demo accounts only commitments the product knows [D42]', async () => {
    const unknown = await q<{ n: number }>(
      `select count(*)::int n from reconciliation_settlements s
       where s.account_id is not null and s.contract_identifier is not null
         and not exists (select 1 from contract_directory d where d.contract_identifier = s.contract_identifier)`,
    );
    expect(unknown).toEqual([{ n: 0 }]);
    const paid = await q<{ n: number }>('select count(*)::int n from reconciliation_settlements where account_id is not null and contract_identifier is not null');
    expect(paid[0]!.n).toBeGreaterThan(0);
  });

  it('has imported statement lines on the backfill days', async () => {
    const lines = await q<{ n: number }>(
      `select count(*)::int n from reconciliation_bank_lines l join reconciliation_files f on f.id = l.file_id
       where f.origin = 'sandbox' and l.posted_date = $1 and l.status = 'importada'`,
      [days[5]],
    );
    expect(lines[0]!.n).toBeGreaterThan(0);
  });

  it('shows every row of the §9.3 table on the main account, in both lists', async () => {
    const [main] = await q<{ id: string }>(
      `select a.id from reconciliation_accounts a join reconciliation_bank_lines l on l.account_id = a.id
       join creditors c on c.id = a.creditor_id where c.document_number = $1 and a.domicile_id is not null
         and not exists (select 1 from reconciliation_sandbox_days s where s.account_id = a.id and s.date = $2 and s.delivered)
       limit 1`,
      [DEMO_CREDITOR_DOCUMENT, days[8]],
    );
    const account = main!.id;
    const agenda = (day: string) =>
      q<{ status: string; differs: string[]; types: string[] }>(
        `select s.status, s.differs, coalesce(array_agg(d.type || ':' || d.status || ':' || coalesce(e.event, '')) filter (where d.id is not null), '{}') as types
         from reconciliation_schedule_items s left join reconciliation_divergences d on d.item_id = s.id
         left join lateral (select event from reconciliation_divergence_events e where e.divergence_id = d.id order by e.id desc limit 1) e on true
         where s.account_id = $1 and s.expected_date = $2 and s.status <> 'conciliada' group by s.id`,
        [account, day],
      );
    const bank = (day: string) =>
      q<{ status: string; line: boolean; credited_date: string | null; types: string[]; suggestion: string | null }>(
        `select i.status, i.bank_line_id is not null as line, i.credited_date::text as credited_date,
           coalesce(array_agg(d.type || ':' || d.status) filter (where d.id is not null), '{}') as types,
           (select string_agg(s.state || ':' || s.difference, ',') from reconciliation_suggestions s where s.item_id = i.id) as suggestion
         from reconciliation_bank_items i left join reconciliation_divergences d on d.item_id = i.id
         where i.account_id = $1 and i.date = $2 group by i.id`,
        [account, day],
      );
    // b2: paid three dias úteis late: 'Divergente' (Data); its 'Pagamento não encontrado' resolved by itself.
    expect(await agenda(days[1]!)).toContainEqual(
      expect.objectContaining({
        status: 'divergente',
        differs: expect.arrayContaining(['data']),
        types: expect.arrayContaining(['pagamento_nao_encontrado:resolvida:resolvida_automaticamente', 'liquidado_diferente:pendente:criada']),
      }),
    );
    // b3: E1.
    expect(await bank(days[2]!)).toContainEqual(expect.objectContaining({ status: 'nao_encontrada', line: false, types: ['credito_nao_encontrado:pendente'] }));
    // b4: E2, 'Conciliada' with the credit a day later.
    expect((await bank(days[3]!)).some((i) => i.status === 'conciliada' && i.credited_date! > days[3]!)).toBe(true);
    // b5: E3, matched by hand: its 'Crédito não encontrado' resolved by the match.
    expect(await bank(days[4]!)).toContainEqual(expect.objectContaining({ line: false, types: ['credito_nao_encontrado:resolvida'], suggestion: null }));
    // b6: the fee's suggestion confirmed and justified; the 'estorno' on the agenda, pending.
    expect(await bank(days[5]!)).toContainEqual(
      expect.objectContaining({ status: 'divergente', suggestion: 'confirmada:-350', types: expect.arrayContaining(['credito_nao_encontrado:resolvida', 'credito_diferente:justificada']) }),
    );
    expect(await agenda(days[5]!)).toContainEqual(
      expect.objectContaining({ status: 'divergente', differs: expect.arrayContaining(['valor']), types: ['liquidado_diferente:pendente:criada'] }),
    );
    // b7: the other fee, a pending suggestion; E5, a credit without origin.
    const b7 = await bank(days[6]!);
    expect(b7).toContainEqual(expect.objectContaining({ suggestion: 'pendente:-790' }));
    expect(b7).toContainEqual(expect.objectContaining({ status: 'nao_encontrada', line: true, types: ['credito_sem_origem:pendente'] }));
    // b8: postponed past today: 'Não encontrada', 'Pagamento não encontrado' pending.
    expect(await agenda(days[7]!)).toContainEqual(expect.objectContaining({ status: 'nao_encontrada', types: ['pagamento_nao_encontrado:pendente:criada'] }));
    // b9: no statement; b10: today's unmatched items wait, the days after are forecasts.
    expect((await bank(days[8]!)).map((i) => i.status)).toContain('aguardando');
    const after = await q<{ status: string }>('select distinct status from reconciliation_bank_items where account_id = $1 and date > $2', [account, market]);
    expect(after).toEqual([{ status: 'a_liquidar' }]);
  });

  it('holds every status, divergence type and lifecycle state, a manual match, a confirmed and a pending suggestion', async () => {
    const statuses = await q<{ status: string }>(
      'select status from reconciliation_bank_items union select status from reconciliation_schedule_items order by 1',
    );
    expect(statuses.map((r) => r.status)).toEqual(['a_liquidar', 'aguardando', 'conciliada', 'divergente', 'nao_encontrada']);
    const types = await q<{ type: string }>('select distinct type from reconciliation_divergences order by 1');
    expect(types.map((r) => r.type)).toEqual(['credito_diferente', 'credito_nao_encontrado', 'credito_sem_origem', 'liquidado_diferente', 'pagamento_nao_encontrado']);
    const states = await q<{ state: string }>(
      `select distinct d.status || ':' || e.event as state from reconciliation_divergences d
       join lateral (select event from reconciliation_divergence_events e where e.divergence_id = d.id order by e.id desc limit 1) e on true`,
    );
    expect(states.map((r) => r.state)).toEqual(
      expect.arrayContaining(['pendente:criada', 'resolvida:resolvida_automaticamente', 'resolvida:resolvida_conciliacao', 'justificada:justificada']),
    );
    const [user] = await q<{ id: string; name: string }>('select id, name from accounts where email = $1', [DEMO_CREDITOR_EMAIL]);
    // The match by hand and the confirmed suggestion, both the demo user's, neither with a text.
    const manual = await q('select from_suggestion, difference::int, justification, created_by, undone_at from reconciliation_matches where kind = $1 order by from_suggestion', ['manual']);
    expect(manual).toEqual([
      { from_suggestion: false, difference: 0, justification: null, created_by: user!.id, undone_at: null },
      { from_suggestion: true, difference: -350, justification: null, created_by: user!.id, undone_at: null },
    ]);
    const justified = await q(
      `select d.reason_code, d.justification, d.justified_by from reconciliation_divergences d
       join reconciliation_suggestions s on s.item_id = d.item_id and s.state = 'confirmada' where d.type = 'credito_diferente'`,
    );
    expect(justified).toEqual([{ ...DEMO_FEE_JUSTIFICATION, justified_by: user!.id }].map(({ reason_code, justification, justified_by }) => ({ reason_code, justification, justified_by })));
    const pending = await q<{ n: number }>("select count(*)::int n from reconciliation_suggestions where state = 'pendente'");
    expect(pending[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
