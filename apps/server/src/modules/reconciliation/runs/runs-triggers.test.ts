import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, MESSAGES } from '@lastro/domain';
import { runScheduledAndWait, waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, TEST_PASSWORD } from '../../../test/fixtures';
import { ofxStatement, settled, upload } from '../files/testing';
import { runLockKey } from './runs.service';
import { acquirerIds, committedStatement, FIRST, runRows, runsAtRest, runsFixture, type StatementLineSeed } from './testing';

const T = MESSAGES.reconciliationDivergences;
const b = (n: number) => addBusinessDays(FIRST, n - 1);

let t: TestApp;
let admin: { id: string; token: string };
let a: Awaited<ReturnType<typeof runsFixture>>;
let c: Awaited<ReturnType<typeof runsFixture>>;

interface RunRow { id: string; trigger: string; status: string; account_ids: string[] | null; date_from: string; date_to: string; started_at: Date; finished_at: Date; counts: Record<string, number> | null }
const runsOf = (creditorId: string) =>
  t.database.query<RunRow>('select *, date_from::text, date_to::text from reconciliation_runs where creditor_id = $1 order by requested_at, id', [creditorId]);
/** Waits for the creditor's runs of a trigger to have finished `n` times. */
const finished = (creditorId: string, trigger: string, n: number) =>
  waitFor(async () => {
    const done = (await runsOf(creditorId)).filter((r) => r.trigger === trigger && r.status === 'concluida');
    return done.length >= n ? done : undefined;
  }, `${n} '${trigger}' runs of ${creditorId}`);

/** The settlements into the fixture's account by effective date and acquirer. */
async function paidInto(f: typeof a, to: string) {
  const groups = new Map<string, { date: string; acquirer: string; amounts: number[] }>();
  for (const s of await t.app.modules.services('reconciliation').settlementsFor(f.creditor.id, { from: FIRST, to }))
    if (s.accountId === f.accountId) {
      const g = groups.get(`${s.effectiveDate}|${s.acquirer}`) ?? { date: s.effectiveDate, acquirer: s.acquirer, amounts: [] };
      g.amounts.push(s.amount);
      groups.set(`${s.effectiveDate}|${s.acquirer}`, g);
    }
  return [...groups.values()];
}
const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

beforeAll(async () => {
  t = await createTestApp();
  const account = await createAccount(t.database.db, { type: 'Backoffice' });
  admin = { id: account.id, token: await t.signIn(account.email, TEST_PASSWORD) };
  a = await runsFixture(t);
  c = await runsFixture(t);
  await t.app.modules.services('registry').tick(b(5));
  for (const f of [a, c]) await runsAtRest(t, f.creditor.id);
}, 120_000);
afterAll(async () => t?.close());

describe('the triggers of a run (spec 4 §4.5)', () => {
  it("runs every creditor after each registry day, after its copies ('dia'), and again from the daily schedule", async () => {
    for (const f of [a, c]) {
      const days = (await runsOf(f.creditor.id)).filter((r) => r.trigger === 'dia');
      // Days asked while a run worked were merged into one: at least one run, the last one reaching today + 30.
      expect(days.length).toBeGreaterThanOrEqual(1);
      expect(days.every((r) => r.status === 'concluida' && r.account_ids === null)).toBe(true);
      expect(days.at(-1)!.date_to).toBe(addDays(b(5), 30));
      expect(days[0]!.date_from <= addBusinessDays(b(5), -10)).toBe(true);
    }
    const items = await t.database.query<{ status: string }>('select status from reconciliation_schedule_items where creditor_id = $1 and expected_date = $2', [a.creditor.id, b(1)]);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status === 'conciliada')).toBe(true);

    const before = (await runsOf(a.creditor.id)).length;
    const run = await runScheduledAndWait(t.app.modules.jobs, 'reconciliation.daily');
    expect(run.state).toBe('completed');
    await runsAtRest(t, a.creditor.id);
    const after = await runsOf(a.creditor.id);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ trigger: 'dia', status: 'concluida', date_from: addBusinessDays(b(5), -10), date_to: addDays(b(5), 30) });
  });

  it("a company's change runs its accounts over the last 92 days; a rule's, the creditor's", async () => {
    const patched = await t.as(admin.token, { method: 'PATCH', url: `/api/reconciliation/companies/${a.companyId}`, payload: { tolerance_days: 2 } });
    expect(patched.statusCode).toBe(200);
    const [company] = (await finished(a.creditor.id, 'cadastro', 1)).slice(-1);
    expect(company).toMatchObject({ account_ids: [a.accountId], date_from: addDays(b(5), -91), date_to: b(5) });
    const restored = await t.as(admin.token, { method: 'PATCH', url: `/api/reconciliation/companies/${a.companyId}`, payload: { tolerance_days: 1 } });
    expect(restored.statusCode).toBe(200);
    await finished(a.creditor.id, 'cadastro', 2);

    const rule = await t.as(admin.token, { method: 'POST', url: '/api/reconciliation/rules', payload: { creditor_id: a.creditor.id, description_contains: 'PIX RECEBIDO', result: 'outro' } });
    expect(rule.statusCode).toBe(201);
    const [byRule] = await finished(a.creditor.id, 'regra', 1);
    expect(byRule).toMatchObject({ account_ids: null, date_from: addDays(b(5), -91), date_to: b(5) });
  });

});

describe('a divergence across statements (spec 4 §4.6, §13 check 8)', () => {
  it('is created, updated, resolved by itself when the missing statement arrives, and reopened as the same record when that file is excluded', async () => {
    const groups = await paidInto(a, b(5));
    // The day's credit of the acquirer with most settlements on the last day never came in the first statement.
    const missing = groups.filter((g) => g.date === b(5)).sort((x, y) => y.amounts.length - x.amounts.length)[0]!;
    expect(missing.amounts.length).toBeGreaterThanOrEqual(3);
    const seeds: StatementLineSeed[] = groups.filter((g) => g !== missing).map((g) => ({ date: g.date, amount: total(g.amounts), acquirer: g.acquirer }));
    await committedStatement(t, a.creditor.id, a.accountId, { from: FIRST, to: b(6) }, seeds);
    await t.app.modules.services('reconciliation').reconcile(a.creditor.id, { from: FIRST, to: b(5) }, 'arquivo');
    const [item] = await t.database.query<{ id: string; status: string }>(
      'select id, status from reconciliation_bank_items where account_id = $1 and acquirer = $2 and date = $3 and bank_line_id is null',
      [a.accountId, missing.acquirer, b(5)],
    );
    expect(item!.status).toBe('nao_encontrada');
    const divergences = () => t.database.query<{ id: string; type: string; status: string; difference: string }>('select * from reconciliation_divergences where item_id = $1 order by created_at, type', [item!.id]);
    expect((await divergences()).map((d) => [d.type, d.status])).toEqual([['credito_nao_encontrado', 'pendente']]);

    // Each credit of the day arrives as its own statement, through the file job, whose commit starts the run.
    await acquirerIds(t, [missing.acquirer]);
    const [s1, s2, ...rest] = [...missing.amounts].sort((x, y) => y - x);
    const L = total(missing.amounts);
    let files = 0;
    const send = async (amounts: number[], name: string) => {
      const entries = amounts.map((cents, i) => ({ date: b(5), cents, fitid: `${name}-${i}`, memo: `RECEBIVEIS ${missing.acquirer}` }));
      const res = await upload(t, admin.token, ofxStatement(a.ofxAccount, entries), `${name}.ofx`, a.creditor.id);
      expect(res.statusCode).toBe(202);
      expect(await settled(t, admin.token, res.json().id)).toMatchObject({ status: 'processado' });
      await finished(a.creditor.id, 'arquivo', ++files + 1);
      return res.json().id as string;
    };
    await send([s1!], 'primeiro');
    await send([s2!], 'segundo');
    const last = await send(rest, 'terceiro');
    const [found] = await t.database.query<{ status: string; credited: string }>('select status, credited from reconciliation_bank_items where id = $1', [item!.id]);
    expect(found).toEqual({ status: 'conciliada', credited: String(L) });
    const [notFound, different] = await divergences();
    expect([notFound!.type, notFound!.status, different!.type, different!.status]).toEqual(['credito_nao_encontrado', 'resolvida', 'credito_diferente', 'resolvida']);

    const excluded = await t.as(admin.token, { method: 'DELETE', url: `/api/reconciliation/files/${last}` });
    expect(excluded.statusCode).toBe(200);
    await finished(a.creditor.id, 'arquivo', files + 2);
    const after = await divergences();
    expect(after.map((d) => [d.id, d.status])).toEqual([[notFound!.id, 'resolvida'], [different!.id, 'pendente']]);
    const events = await t.database.query<{ event: string; text: string }>('select event, text from reconciliation_divergence_events where divergence_id = $1 order by id', [different!.id]);
    expect(events).toEqual([
      { event: 'criada', text: T.created(s1! - L) },
      { event: 'valor_atualizado', text: T.amountUpdated(s1! - L, s1! + s2! - L) },
      { event: 'resolvida_automaticamente', text: T.resolvedAutomatically },
      { event: 'reaberta', text: T.reopened(T.reopenedRecurred) },
    ]);
    const [reopened] = await t.database.query<{ difference: string }>('select difference from reconciliation_divergences where id = $1', [different!.id]);
    expect(Number(reopened!.difference)).toBe(s1! + s2! - L);
  });
});

describe('a file linked by hand (spec 4 §2.7, §4.1)', () => {
  it("runs the linked account's dates once the file it settled is committed ('vinculo')", async () => {
    // The agency in front of the account: the file waits for a link.
    const unknown = { ...c.ofxAccount, account: `${c.ofxAccount.agency}${c.ofxAccount.account}` };
    const res = await upload(t, admin.token, ofxStatement(unknown, [{ date: b(2), cents: 12_345, fitid: 'V1', memo: 'PIX RECEBIDO ANA' }]), 'vinculo.ofx', c.creditor.id);
    const waiting = await settled(t, admin.token, res.json().id);
    expect(waiting.status).toBe('aguardando_vinculo');
    const raw = (waiting.pending_links as { raw: string }[])[0]!.raw;
    const link = await t.as(admin.token, { method: 'POST', url: `/api/reconciliation/files/${res.json().id}/links`, payload: { raw, account_id: c.accountId, remember: false } });
    expect(link.statusCode).toBe(202);
    expect(await settled(t, admin.token, res.json().id, ['aguardando_vinculo'])).toMatchObject({ status: 'processado' });
    const [run] = await finished(c.creditor.id, 'vinculo', 1);
    expect(run).toMatchObject({ account_ids: [c.accountId], date_from: addBusinessDays(b(2), -5), date_to: addBusinessDays(b(2), 5) });
  });
});

describe('one run per creditor at a time (spec 4 §4.5)', () => {
  it('merges the runs asked while one works into the next, scopes united', async () => {
    const hold = await t.database.pool.connect();
    try {
      await hold.query('select pg_advisory_lock(hashtext($1))', [runLockKey(c.creditor.id)]);
      const runs = t.app.modules.services('reconciliation');
      const first = await runs.requestRun({ creditorId: c.creditor.id, trigger: 'arquivo', accountIds: [c.accountId], from: b(1), to: b(2), owner: admin.id });
      const second = await runs.requestRun({ creditorId: c.creditor.id, trigger: 'arquivo', accountIds: [c.accountId], from: b(3), to: b(4), owner: admin.id });
      const third = await runs.requestRun({ creditorId: c.creditor.id, trigger: 'regra', from: addDays(b(1), -3), to: b(2), owner: admin.id });
      expect(first!.jobId).not.toBeNull();
      expect([second, third]).toEqual([{ runId: first!.runId, jobId: null }, { runId: first!.runId, jobId: null }]);
      const [waiting] = await t.database.query<RunRow>('select *, date_from::text, date_to::text from reconciliation_runs where id = $1', [first!.runId]);
      expect(waiting).toMatchObject({ status: 'pendente', account_ids: null, date_from: addDays(b(1), -3), date_to: b(4) });
    } finally {
      await hold.query('select pg_advisory_unlock(hashtext($1))', [runLockKey(c.creditor.id)]);
      hold.release();
    }
    await finished(c.creditor.id, 'arquivo', 1);
  });

  it('serialises two runs started together, which give the result of one', async () => {
    const groups = await paidInto(c, b(5));
    await committedStatement(t, c.creditor.id, c.accountId, { from: FIRST, to: b(6) }, groups.filter((g) => g.date < b(4)).map((g) => ({ date: g.date, amount: total(g.amounts), acquirer: g.acquirer })));
    const runs = t.app.modules.services('reconciliation');
    const scope = { from: FIRST, to: b(5) };
    const both = await Promise.all([runs.reconcile(c.creditor.id, scope), runs.reconcile(c.creditor.id, scope)]);
    const rows = (await runsOf(c.creditor.id)).filter((r) => both.some((x) => x.runId === r.id)).sort((x, y) => x.started_at.getTime() - y.started_at.getTime());
    expect(rows).toHaveLength(2);
    expect(rows[0]!.finished_at.getTime()).toBeLessThanOrEqual(rows[1]!.started_at.getTime());
    const events = (r: RunRow) => r.counts!.criada! + r.counts!.valor_atualizado! + r.counts!.resolvida_automaticamente! + r.counts!.reaberta! + r.counts!.matches!;
    expect(events(rows[0]!)).toBeGreaterThan(0);
    expect(events(rows[1]!)).toBe(0);
    const once = await runRows(t, c.creditor.id);
    await runs.reconcile(c.creditor.id, scope);
    expect(await runRows(t, c.creditor.id)).toEqual(once);
    // One record per (item, type), each created once.
    const created = await t.database.query<{ n: number }>(
      `select count(*)::int as n from reconciliation_divergence_events e join reconciliation_divergences d on d.id = e.divergence_id
        where d.creditor_id = $1 and e.event = 'criada' group by e.divergence_id having count(*) > 1`,
      [c.creditor.id],
    );
    expect(created).toEqual([]);
  });
});

describe('a rule changed (spec 4 §5.7, §8)', () => {
  it("re-classifies the scope's lines under the rules as they are now, except those a person matched", async () => {
    const pix = { date: b(3), amount: 4_321, acquirer: null, classification: 'outro' } as const;
    const { lineIds } = await committedStatement(t, c.creditor.id, c.accountId, { from: b(3), to: b(3) }, [pix, { ...pix, amount: 1_234 }]);
    const [free, matched] = lineIds as [string, string];
    const lineOf = async (id: string) =>
      (await t.database.query<{ classification: string; acquirer_id: number | null; rule_id: string | null }>(
        'select classification, acquirer_id, rule_id from reconciliation_bank_lines where id = $1',
        [id],
      ))[0]!;
    // The second line is matched by hand to an item paid into the account that no statement credited (the last test left b4 and b5 so): it keeps 'Outro lançamento'.
    const candidates = await t.as(admin.token, { method: 'GET', url: `/api/reconciliation/candidates?account_id=${c.accountId}&date_from=${b(4)}&date_to=${b(5)}` });
    const item = (candidates.json() as { left: { id: string }[] }).left[0];
    expect(item).toBeDefined();
    const match = await t.as(admin.token, {
      method: 'POST',
      url: '/api/reconciliation/matches',
      payload: { account_id: c.accountId, item_ids: [item!.id], line_ids: [Number(matched)], justification: 'Conciliado à mão para o teste de classificação.' },
    });
    expect(match.statusCode).toBe(201);
    expect(await lineOf(matched)).toEqual({ classification: 'outro', acquirer_id: null, rule_id: null });

    const [{ id: acquirer }] = (await t.database.query<{ id: number }>('select id from acquirers order by document_number limit 1')) as [{ id: number }];
    const rule = await t.as(admin.token, {
      method: 'POST',
      url: '/api/reconciliation/rules',
      payload: { creditor_id: c.creditor.id, description_contains: 'PIX RECEBIDO', result: 'credenciadora', acquirer_id: acquirer },
    });
    expect(rule.statusCode).toBe(201);
    // The rule's run may be merged into one the match asked for: what counts is that they all ran.
    await runsAtRest(t, c.creditor.id);
    expect(await lineOf(free)).toEqual({ classification: 'recebivel_cartao', acquirer_id: acquirer, rule_id: (rule.json() as { id: string }).id });
    expect((await runsOf(c.creditor.id)).some((r) => (r.counts?.reclassified_lines ?? 0) >= 1)).toBe(true);
    expect(await lineOf(matched)).toEqual({ classification: 'outro', acquirer_id: null, rule_id: null });

    // The same rules again: nothing left to change.
    const again = await t.app.modules.services('reconciliation').reconcile(c.creditor.id, { from: b(3), to: b(3) }, 'regra');
    expect(again.counts.reclassified_lines).toBeUndefined();
  });
});
