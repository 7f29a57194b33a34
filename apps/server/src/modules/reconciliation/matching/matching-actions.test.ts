import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { committedStatement } from '../runs/testing';
import { errorMessage } from '../testing';
import { b, matchingFixture, SHORT_BY, type MatchingFixture } from './testing';

let t: TestApp;
let f: MatchingFixture;

interface BankRow { id: string; date: string; status: string; settled: string; credited: string; bank_line_id: string | null; match_id: string | null; suggestion_line_id: string | null }
interface DivergenceRow { id: string; type: string; status: string }

const call = (method: 'POST' | 'DELETE', url: string, payload?: unknown, token = f.user) => t.as(token, { method, url: `/api/reconciliation/${url}`, ...(payload ? { payload } : {}) });
const bank = () => t.database.query<BankRow>('select id, date::text, status, settled::text, credited::text, bank_line_id::text, match_id, suggestion_line_id::text from reconciliation_bank_items where creditor_id = $1 order by date, acquirer', [f.creditor.id]);
const divergencesOf = (itemId: string) => t.database.query<DivergenceRow>('select id, type, status from reconciliation_divergences where item_id = $1 order by type', [itemId]);
const lastEvent = async (divergenceId: string) =>
  (await t.database.query<{ event: string; text: string; actor_name: string | null }>('select event, text, actor_name from reconciliation_divergence_events where divergence_id = $1 order by id desc limit 1', [divergenceId]))[0]!;
const pendingSuggestion = async (itemId: string) =>
  (await t.database.query<{ id: string; line_id: string }>(`select id, bank_line_id::text as line_id from reconciliation_suggestions where item_id = $1 and state = 'pendente'`, [itemId]))[0];

let suggested: BankRow;
let userName: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await matchingFixture(t);
  suggested = (await bank()).find((i) => i.suggestion_line_id !== null)!;
  // The fixture's user is the creditor's one account with a profile.
  userName = (await t.database.query<{ name: string }>('select name from accounts where creditor_id = $1 and profile_id is not null', [f.creditor.id]))[0]!.name;
}, 180_000);
afterAll(async () => t?.close());

describe('suggestions (spec 4 §2.4.1, §13 check 7)', () => {
  it("confirmed: the line becomes Creditado, 'Crédito não encontrado' is resolved and 'Crédito diferente do liquidado' opens; a second decision is 409", async () => {
    expect((await divergencesOf(suggested.id)).map((d) => [d.type, d.status])).toEqual([['credito_nao_encontrado', 'pendente']]);
    const s = (await pendingSuggestion(suggested.id))!;
    const res = await call('POST', `suggestions/${s.id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: suggested.id, status: 'divergente', credited: ((Number(suggested.settled) - SHORT_BY) / 100).toFixed(2), match: { kind: 'manual', from_suggestion: true } });
    const after = await divergencesOf(suggested.id);
    expect(after.map((d) => [d.type, d.status])).toEqual([['credito_diferente', 'pendente'], ['credito_nao_encontrado', 'resolvida']]);
    expect(await lastEvent(after[1]!.id)).toEqual({ event: 'resolvida_conciliacao', text: `Resolvida por conciliação de ${userName}`, actor_name: userName });
    const again = await call('POST', `suggestions/${s.id}/reject`);
    expect([again.statusCode, errorMessage(again)]).toEqual([409, 'Esta sugestão já foi decidida.']);
  });

  it('undone, the item goes back to the automatic matching and its divergence reopens; rejected, the suggestion never returns', async () => {
    const [item] = await bank().then((xs) => xs.filter((i) => i.id === suggested.id));
    const undo = await call('DELETE', `matches/${item!.match_id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    const reopened = (await divergencesOf(suggested.id)).find((d) => d.type === 'credito_nao_encontrado')!;
    expect(reopened.status).toBe('pendente');
    expect((await lastEvent(reopened.id)).text).toBe(`Reaberta: Conciliação desfeita por ${userName}`);
    const s = (await pendingSuggestion(suggested.id))!;
    expect(s).toBeDefined();
    const res = await call('POST', `suggestions/${s.id}/reject`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'nao_encontrada', suggestion: null });
    await f.reconcile();
    expect(await pendingSuggestion(suggested.id)).toBeUndefined();
    expect((await bank()).find((i) => i.id === suggested.id)!.suggestion_line_id).toBeNull();
  });
});

describe('manual match (spec 4 §2.4.2, §13 check 7)', () => {
  it("beyond the tolerance needs 10-500 characters; it resolves the item's and the line's divergences and leaves the item 'Conciliada' (Manual)", async () => {
    const orphan = (await bank()).find((i) => i.bank_line_id === suggested.suggestion_line_id)!;
    const candidates = await t.as(f.user, { method: 'GET', url: '/api/reconciliation/candidates', query: { account_id: f.accountId, date_from: b(1), date_to: b(5) } });
    const lists = candidates.json() as { tolerance_amount: string; left: { id: string }[]; right: { id: number }[] };
    expect(lists.left.map((x) => x.id)).toContain(suggested.id);
    // The dialog asks for a justification beyond the company's tolerance: the answer gives it (in reais).
    const [company] = await t.database.query<{ cents: string }>('select c.tolerance_amount::text as cents from reconciliation_accounts a join reconciliation_companies c on c.id = a.company_id where a.id = $1', [f.accountId]);
    expect(lists.tolerance_amount).toBe((Number(company!.cents) / 100).toFixed(2));
    expect(Number(lists.tolerance_amount) * 100).toBeLessThan(SHORT_BY);
    expect(lists.right.map((x) => String(x.id))).toContain(orphan.bank_line_id);
    const body = { account_id: f.accountId, item_ids: [suggested.id], line_ids: [Number(orphan.bank_line_id)] };
    for (const justification of [undefined, 'curta']) {
      const refused = await call('POST', 'matches', { ...body, justification });
      expect([refused.statusCode, JSON.stringify(refused.json())]).toEqual([400, expect.stringContaining('A justificativa deve ter entre 10 e 500 caracteres')]);
    }
    const open = [...(await divergencesOf(suggested.id)), ...(await divergencesOf(orphan.id))].filter((d) => d.status !== 'resolvida');
    expect(open.map((d) => d.type).sort()).toEqual(['credito_nao_encontrado', 'credito_sem_origem']);
    const res = await call('POST', 'matches', { ...body, justification: 'Tarifa cobrada pela credenciadora no repasse' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ difference: (-SHORT_BY / 100).toFixed(2) });
    const item = (await bank()).find((i) => i.id === suggested.id)!;
    expect([item.status, item.match_id]).toEqual(['conciliada', (res.json() as { match_id: string }).match_id]);
    for (const d of [...(await divergencesOf(suggested.id)), ...(await divergencesOf(orphan.id))]) expect(d.status).toBe('resolvida');
    for (const d of open) expect((await lastEvent(d.id)).text).toBe(`Resolvida por conciliação de ${userName}`);
    // Still so after a run: the match's justification covers the difference.
    await f.reconcile();
    expect((await bank()).find((i) => i.id === suggested.id)!.status).toBe('conciliada');
    expect((await divergencesOf(suggested.id)).every((d) => d.status === 'resolvida')).toBe(true);
  });

  it("undone, the divergences come back 'Pendente'", async () => {
    const item = (await bank()).find((i) => i.id === suggested.id)!;
    expect((await call('DELETE', `matches/${item.match_id}`)).statusCode).toBe(200);
    const back = await divergencesOf(suggested.id);
    expect(back.find((d) => d.type === 'credito_nao_encontrado')!.status).toBe('pendente');
    expect((await bank()).find((i) => i.id === suggested.id)!.status).toBe('nao_encontrada');
  });

  it('N:M within the tolerance needs no text; of two matches racing for the same line one wins and the other gets 409', async () => {
    const missing = (await bank()).filter((i) => i.date === b(4) && i.bank_line_id === null && Number(i.settled) > 0);
    expect(missing.length).toBeGreaterThan(0);
    const total = missing.reduce((s, i) => s + Number(i.settled), 0);
    const { lineIds } = await committedStatement(t, f.creditor.id, f.accountId, { from: b(4), to: b(4) }, [
      { date: b(4), amount: total - 1_000, acquirer: null },
      { date: b(4), amount: 1_000 + 3, acquirer: null },
    ]);
    const body = { account_id: f.accountId, item_ids: missing.map((i) => i.id), line_ids: lineIds.map(Number) };
    // Two different calls (the same call twice in flight would be answered once, as any create is).
    const [one, two] = await Promise.all([call('POST', 'matches', body), call('POST', 'matches', { ...body, justification: 'Conferido pela segunda pessoa' })]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(errorMessage(loser)).toBe('Um dos itens já foi conciliado. Atualize a tabela e tente novamente.');
    expect((await bank()).filter((i) => missing.some((m) => m.id === i.id)).every((i) => i.status === 'conciliada')).toBe(true);
  });

  it("answers 404 for an account that is not the caller's", async () => {
    const res = await call('POST', 'matches', { account_id: '00000000-0000-4000-8000-000000000000', item_ids: [suggested.id], line_ids: [1] });
    expect(res.statusCode).toBe(404);
  });
});

describe('justify (spec 4 §2.6, §13 check 8)', () => {
  const open = () => t.database.query<{ id: string }>(`select id from reconciliation_divergences where creditor_id = $1 and status = 'pendente' order by id`, [f.creditor.id]);

  it('justifies one, keeping who and when with its event; a justified one cannot be justified again (409)', async () => {
    const [first] = await open();
    const res = await call('POST', 'divergences/justify', { ids: [first!.id], reason_code: 'tarifa_bancaria', justification: 'Tarifa do banco no crédito' });
    expect(res.json()).toEqual({ updated: 1, skipped: [] });
    const [row] = await t.database.query<{ status: string; justified_by_name: string; justified_at: Date | null; reason_code: string }>('select status, justified_by_name, justified_at, reason_code from reconciliation_divergences where id = $1', [first!.id]);
    expect(row).toMatchObject({ status: 'justificada', justified_by_name: userName, reason_code: 'tarifa_bancaria' });
    expect(row!.justified_at).not.toBeNull();
    expect((await lastEvent(first!.id)).text).toBe('Justificada — Tarifa bancária: "Tarifa do banco no crédito"');
    const again = await call('POST', 'divergences/justify', { ids: [first!.id], reason_code: 'outros', justification: 'Outra justificativa qualquer' });
    expect([again.statusCode, errorMessage(again)]).toEqual([409, 'Somente divergências pendentes podem ser justificadas']);
  });

  it('justifies in bulk and reports the ones no longer pending', async () => {
    const pending = await open();
    const [justified] = await t.database.query<{ id: string }>(`select id from reconciliation_divergences where creditor_id = $1 and status = 'justificada' limit 1`, [f.creditor.id]);
    const res = await call('POST', 'divergences/justify', { ids: [...pending.map((p) => p.id), justified!.id], reason_code: 'outros', justification: 'Conferido com a credenciadora' });
    expect(res.json()).toEqual({ updated: pending.length, skipped: [{ id: justified!.id, message: 'Somente divergências pendentes podem ser justificadas' }] });
    expect(await open()).toEqual([]);
    const short = await call('POST', 'divergences/justify', { ids: [justified!.id], reason_code: 'outros', justification: 'curta' });
    expect(short.statusCode).toBe(400);
  });
});
