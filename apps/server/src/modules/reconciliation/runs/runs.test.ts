import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, MESSAGES } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { appliedEffects, committedStatement, FIRST, runRows, runsAtRest, runsFixture, runsServiceFor, type StatementLineSeed } from './testing';

const T = MESSAGES.reconciliationDivergences;
/** The n-th dia útil of the contract's window (b(1) = FIRST, a Tuesday). */
const b = (n: number) => addBusinessDays(FIRST, n - 1);

let t: TestApp;
let f: Awaited<ReturnType<typeof runsFixture>>;
let postponed: string;
let chargedBack: string;

interface AgendaRow { id: string; ur_key: string; expected_date: string; status: string; waiting_reason: string | null; differs: string[]; account_id: string }
interface BankRow { id: string; acquirer: string; date: string; bank_line_id: string | null; expected: string; settled: string; credited: string; status: string; waiting_reason: string | null; match_id: string | null; suggestion_line_id: string | null }
interface DivergenceRow { id: string; item_id: string; type: string; status: string; difference: string }

const reconcile = (to = b(8)) => t.app.modules.services('reconciliation').reconcile(f.creditor.id, { from: FIRST, to });
const agenda = async () => new Map((await t.database.query<AgendaRow>('select *, expected_date::text from reconciliation_schedule_items where creditor_id = $1', [f.creditor.id])).map((r) => [r.ur_key, r]));
const bank = () => t.database.query<BankRow>('select *, date::text, bank_line_id::text, suggestion_line_id::text from reconciliation_bank_items b where creditor_id = $1 order by b.date, b.acquirer', [f.creditor.id]);
const divergencesOf = (itemId: string) => t.database.query<DivergenceRow>('select * from reconciliation_divergences where item_id = $1 order by created_at, type', [itemId]);
const eventsOf = (divergenceId: string) => t.database.query<{ event: string; text: string }>('select event, text from reconciliation_divergence_events where divergence_id = $1 order by id', [divergenceId]);

beforeAll(async () => {
  t = await createTestApp();
  f = await runsFixture(t);
  const registry = t.app.modules.services('registry');
  const effects = await appliedEffects(t, f);
  postponed = effects.find((e) => e.dataLiquidacao === b(2))!.urKey;
  const late = effects.find((e) => e.dataLiquidacao === b(3))!;
  chargedBack = late.urKey;
  await registry.sandbox!.simulate({ tipo: 'adiamento', chave: postponed, diasUteis: 3 });
  const free = (await registry.traceUnit(chargedBack))!.unidade.valorLivre;
  await registry.sandbox!.simulate({ tipo: 'estorno', chave: chargedBack, valor: free + Math.floor(late.valorConstituidoEfeito / 2) });
  await registry.tick(b(3));
  await runsAtRest(t, f.creditor.id);
}, 120_000);
afterAll(async () => t?.close());

describe('agenda items (spec 4 §4.2)', () => {
  it("is 'Conciliada' when paid in full and on time, 'Divergente' (Valor) when paid less, waits within the days, 'A liquidar' ahead", async () => {
    await reconcile();
    const items = await agenda();
    const first = [...items.values()].filter((i) => i.expected_date === b(1));
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((i) => i.status === 'conciliada')).toBe(true);
    expect(items.get(postponed)).toMatchObject({ status: 'aguardando', waiting_reason: 'tolerancia' });
    expect(items.get(chargedBack)).toMatchObject({ status: 'divergente', differs: ['valor'] });
    const ahead = [...items.values()].filter((i) => i.expected_date > b(3));
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((i) => i.status === 'a_liquidar')).toBe(true);
    const [valor] = await divergencesOf(items.get(chargedBack)!.id);
    expect(valor).toMatchObject({ type: 'liquidado_diferente', status: 'pendente' });
    expect(await eventsOf(valor!.id)).toEqual([{ event: 'criada', text: T.created(Number(valor!.difference)) }]);
  });

  it("never opens a divergence for an item waiting or still to be paid (§13 check 8)", async () => {
    const open = await t.database.query(
      `select 1 from reconciliation_divergences d join reconciliation_schedule_items i on i.id = d.item_id
        where d.creditor_id = $1 and d.status <> 'resolvida' and i.status in ('aguardando', 'a_liquidar')`,
      [f.creditor.id],
    );
    expect(open).toEqual([]);
  });

  it("turns 'Não encontrada' past the tolerance, then 'Divergente' (Data) when paid late: one divergence resolved, the other created", async () => {
    await t.app.modules.services('registry').tick(b(4));
    await runsAtRest(t, f.creditor.id);
    await reconcile();
    const missing = (await agenda()).get(postponed)!;
    expect(missing.status).toBe('nao_encontrada');
    const [notFound] = await divergencesOf(missing.id);
    expect(notFound).toMatchObject({ type: 'pagamento_nao_encontrado', status: 'pendente' });

    await t.app.modules.services('registry').tick(b(5));
    await runsAtRest(t, f.creditor.id);
    await reconcile();
    const paid = (await agenda()).get(postponed)!;
    expect(paid).toMatchObject({ id: missing.id, status: 'divergente', differs: ['data'] });
    const after = await divergencesOf(paid.id);
    expect(after.map((d) => [d.type, d.status])).toEqual([
      ['pagamento_nao_encontrado', 'resolvida'],
      ['liquidado_diferente', 'pendente'],
    ]);
    expect((await eventsOf(notFound!.id)).map((e) => e.text)).toEqual([T.created(Number(notFound!.difference)), T.resolvedAutomatically]);
  });

  it("waits for the registry ('Aguardando dados') when its read did not reach the date, resolving what was open; the same record reopens", async () => {
    const before = await divergencesOf((await agenda()).get(chargedBack)!.id);
    const stale = runsServiceFor(t, { refreshCopies: async () => ({ readUpTo: addBusinessDays(FIRST, -1) }) });
    await stale.run(f.creditor.id, { from: FIRST, to: b(8) });
    const waiting = (await agenda()).get(chargedBack)!;
    expect(waiting).toMatchObject({ status: 'aguardando', waiting_reason: 'liquidacao' });
    const resolved = await divergencesOf(waiting.id);
    expect(resolved.map((d) => [d.id, d.status])).toEqual(before.map((d) => [d.id, 'resolvida']));
    expect((await eventsOf(before[0]!.id)).at(-1)!.text).toBe(T.resolvedBackToWaiting);

    await reconcile();
    const again = await divergencesOf(waiting.id);
    expect(again.map((d) => [d.id, d.status])).toEqual(before.map((d) => [d.id, 'pendente']));
    expect((await eventsOf(before[0]!.id)).map((e) => e.event)).toEqual(['criada', 'resolvida_automaticamente', 'reaberta']);
    expect((await eventsOf(before[0]!.id)).at(-1)!.text).toBe(T.reopened(T.reopenedRecurred));
  });
});

describe('bank items (spec 4 §4.3)', () => {
  /** The settlements into the account by acquirer and effective date, as the copies hold them. */
  let paid: Map<string, { acquirer: string; date: string; amounts: number[] }>;
  let lines: string[];
  const UNIDENTIFIED = 1_234;

  beforeAll(async () => {
    const settlements = await t.app.modules.services('reconciliation').settlementsFor(f.creditor.id, { from: FIRST, to: b(5) });
    paid = new Map();
    for (const s of settlements.filter((x) => x.accountId === f.accountId)) {
      const k = `${s.effectiveDate}|${s.acquirer}`;
      const g = paid.get(k) ?? { acquirer: s.acquirer, date: s.effectiveDate, amounts: [] };
      g.amounts.push(s.amount);
      paid.set(k, g);
    }
    const seeds: StatementLineSeed[] = [];
    const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
    const firstOfB3 = [...paid.values()].filter((g) => g.date === b(3)).sort((x, y) => x.acquirer.localeCompare(y.acquirer))[0]!;
    for (const g of paid.values()) {
      // b4: the credit that never came; b5: no statement yet (the lines of b5 would be b4's candidates).
      if (g.date >= b(4)) continue;
      if (g.date === b(2)) for (const a of g.amounts) seeds.push({ date: g.date, amount: a, acquirer: g.acquirer });
      else if (g === firstOfB3) seeds.push({ date: g.date, amount: sum(g.amounts) - 350, acquirer: g.acquirer });
      else seeds.push({ date: g.date, amount: sum(g.amounts), acquirer: g.acquirer });
    }
    seeds.push({ date: b(3), amount: UNIDENTIFIED, acquirer: null }, { date: b(2), amount: 5_000, acquirer: null, classification: 'outro' }, { date: b(2), amount: -700, acquirer: null, classification: 'outro' });
    lines = (await committedStatement(t, f.creditor.id, f.accountId, { from: FIRST, to: b(5) }, seeds)).lineIds;
    await reconcile();
  });

  it('matches one credit to the day (N:1), one per settlement (1:1), suggests a sole credit that differs, and makes an item of a credit without origin', async () => {
    const items = await bank();
    const mine = items.filter((i) => i.bank_line_id === null);
    const at = (date: string, acquirer: string) => mine.find((i) => i.date === date && i.acquirer === acquirer)!;
    const members = async (matchId: string) => t.database.query<{ side: string }>('select side from reconciliation_match_members where match_id = $1 and active', [matchId]);
    for (const g of paid.values()) {
      const item = at(g.date, g.acquirer);
      expect(Number(item.settled), `${g.date} ${g.acquirer}`).toBe(g.amounts.reduce((a, x) => a + x, 0));
      if (g.date === b(4)) expect([item.status, item.credited]).toEqual(['nao_encontrada', '0']);
      else if (g.date === b(5)) expect([item.status, item.waiting_reason, await divergencesOf(item.id)]).toEqual(['aguardando', 'extrato', []]);
      else if (g.date === b(3) && item.suggestion_line_id) expect(item.credited).toBe('0');
      else {
        expect(item.credited).toBe(item.settled);
        expect((await members(item.match_id!)).filter((m) => m.side === 'banco')).toHaveLength(g.date === b(2) ? g.amounts.length : 1);
      }
    }
    const suggested = mine.filter((i) => i.suggestion_line_id !== null);
    expect(suggested).toHaveLength(1);
    const [suggestion] = await t.database.query<{ difference: string; state: string }>('select difference, state from reconciliation_suggestions where item_id = $1', [suggested[0]!.id]);
    expect(suggestion).toEqual({ difference: '-350', state: 'pendente' });
    const orphan = items.filter((i) => i.bank_line_id !== null);
    expect(orphan.map((o) => [o.acquirer, o.credited, o.status])).toEqual([['nao_identificada', String(UNIDENTIFIED), 'nao_encontrada']]);
    expect((await divergencesOf(orphan[0]!.id)).map((d) => d.type)).toEqual(['credito_sem_origem']);
    expect((await divergencesOf(at(b(4), [...paid.values()].find((g) => g.date === b(4))!.acquirer).id)).map((d) => d.type)).toEqual(['credito_nao_encontrado']);
  });

  it('conserves the money of the scope: Creditado + unmatched card credits + other entries = the lines; Liquidado = the settlements (§13 check 10)', async () => {
    const items = await bank();
    const total = (xs: readonly { amount: string | number }[]) => xs.reduce((s, x) => s + Number(x.amount), 0);
    const all = await t.database.query<{ id: string; amount: string; classification: string }>('select id::text, amount, classification from reconciliation_bank_lines where id = any($1::bigint[])', [lines]);
    const inItems = new Set(
      (await t.database.query<{ id: string }>(
        `select m.bank_line_id::text as id from reconciliation_match_members m where m.active and m.bank_line_id = any($1::bigint[])
         union all select bank_line_id::text from reconciliation_bank_items where bank_line_id = any($1::bigint[])`,
        [lines],
      )).map((r) => r.id),
    );
    expect(inItems.size).toBe(all.filter((l) => l.classification === 'recebivel_cartao').length - 1);
    const credited = items.reduce((s, i) => s + Number(i.credited), 0);
    const unmatchedCards = total(all.filter((l) => l.classification === 'recebivel_cartao' && !inItems.has(l.id)));
    const others = total(all.filter((l) => l.classification === 'outro'));
    expect(credited + unmatchedCards + others).toBe(total(all));
    const settled = [...paid.values()].reduce((s, g) => s + g.amounts.reduce((a, x) => a + x, 0), 0);
    expect(items.filter((i) => i.date <= b(5)).reduce((s, i) => s + Number(i.settled), 0)).toBe(settled);
  });

  it('never suggests a rejected line again, and keeps a manual match as the user made it', async () => {
    const [suggested] = (await bank()).filter((i) => i.suggestion_line_id !== null);
    await t.database.query(`update reconciliation_suggestions set state = 'rejeitada', decided_at = now() where item_id = $1`, [suggested!.id]);
    await reconcile();
    const after = await bank();
    expect(after.find((i) => i.id === suggested!.id)).toMatchObject({ suggestion_line_id: null, status: 'nao_encontrada' });
    const rejected = after.find((i) => i.bank_line_id === suggested!.suggestion_line_id)!;
    expect(rejected).toMatchObject({ status: 'nao_encontrada', credited: String(Number(suggested!.settled) - 350) });
    expect((await divergencesOf(rejected.id)).map((d) => d.type)).toEqual(['credito_sem_origem']);

    // The user matches the credit without origin to the day it belongs to (the manual-match case of §9.3).
    const [match] = await t.database.query<{ id: string }>(
      `insert into reconciliation_matches (creditor_id, account_id, kind, difference, created_by_name) values ($1, $2, 'manual', -350, 'Operadora') returning id`,
      [f.creditor.id, f.accountId],
    );
    await t.database.query(
      `insert into reconciliation_match_members (match_id, side, item_id, bank_line_id) values ($1, 'liquidado', $2, null), ($1, 'banco', null, $3)`,
      [match!.id, suggested!.id, rejected.bank_line_id],
    );
    await reconcile();
    const matched = (await bank()).find((i) => i.id === suggested!.id)!;
    expect(matched).toMatchObject({ match_id: match!.id, credited: rejected.credited });
    // What a manual match beyond the tolerance leaves open is the matches' routes' to settle (§4.6): here, only that the credit was found.
    expect((await divergencesOf(matched.id)).find((d) => d.type === 'credito_nao_encontrado')).toMatchObject({ status: 'resolvida' });
    // The credit's own item goes with its divergence resolved, kept for its history.
    expect((await divergencesOf(rejected.id)).map((d) => d.status)).toEqual(['resolvida']);
    const [undone] = await t.database.query<{ undone_at: Date | null }>('select undone_at from reconciliation_matches where id = $1', [match!.id]);
    expect(undone!.undone_at).toBeNull();
  });

  it('changes nothing when the same run repeats: same ids, no new rows, no new events (§13 check 11)', async () => {
    const before = await runRows(t, f.creditor.id);
    const again = await reconcile();
    expect(again.counts).toMatchObject({ criada: 0, valor_atualizado: 0, resolvida_automaticamente: 0, reaberta: 0, removed: 0, matches: 0 });
    expect(await runRows(t, f.creditor.id)).toEqual(before);
  });
});

describe("'Domicílio' (spec 4 §4.2 rule 3)", () => {
  it("is 'Divergente' (Domicílio) when the registry paid into another account than the contract's", async () => {
    // The contract's domicile, frozen as another account of the company; the registry paid into the first one.
    const [other] = await t.database.query<{ id: string }>(
      `insert into reconciliation_accounts (creditor_id, company_id, bank_code, ispb, agency, account_number, account_digit, account_type, holder_document, account_key)
       select creditor_id, company_id, bank_code, ispb, agency, '990011', '1', account_type, holder_document, ispb || '|' || agency || '|990011'
         from reconciliation_accounts where id = $1 returning id`,
      [f.accountId],
    );
    const ur = [...(await agenda()).values()].find((i) => i.expected_date === b(1))!;
    await t.database.query(`update reconciliation_expected set account_id = $2, domicile_key = 'outra' where creditor_id = $1 and ur_key = $3`, [f.creditor.id, other!.id, ur.ur_key]);
    await reconcile();
    expect((await agenda()).get(ur.ur_key)).toMatchObject({ id: ur.id, status: 'divergente', differs: ['domicilio'], account_id: other!.id });
  });
});
