import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, addDays } from '@lastro/domain';
import type { ContractEffect, Registry } from '../../../integrations/registry';
import { createTestApp, type TestApp } from '../../../test/app';
import { copiesOf, creditorWithContract } from './testing';

/** A Monday: the contracts reach the URs of the next eight days. */
const D0 = '2026-06-01';
const FIRST = addDays(D0, 1);

let t: TestApp;
let registry: Registry;
let copies: ReturnType<typeof copiesOf>;
let a: Awaited<ReturnType<typeof creditorWithContract>>;
let b: Awaited<ReturnType<typeof creditorWithContract>>;
let end: string;
let range: { from: string; to: string };
/** A's URs with an 'adiamento' of 3 dias úteis and with an 'estorno' larger than their free amount. */
let postponed: ContractEffect;
let chargedBack: ContractEffect;
/** A's effects as the registry showed them just before each one's settlement day (after the freeze ran, before the day). */
const shownBefore = new Map<string, number>();

const urKey = (e: { credenciadora: string; ufr: string; arranjo: string; dataLiquidacao: string }) =>
  `${e.credenciadora}:${e.ufr}:${e.arranjo}:${e.dataLiquidacao}`;
const applied = async (c: typeof a) =>
  (await registry.findContract({ financiador: c.creditor.documentNumber, identificadorContrato: c.identificador }))!.efeitos
    .filter((e) => e.valorConstituidoEfeito > 0)
    .sort((x, y) => x.dataLiquidacao.localeCompare(y.dataLiquidacao) || urKey(x).localeCompare(urKey(y)));
const accountOf = async (domicileId: string) =>
  (await t.database.query<{ id: string }>('select id from reconciliation_accounts where domicile_id = $1', [domicileId]))[0]!.id;
/** Every row of the copies of a creditor, as stored (read_at aside: it tells when the last read ran). */
const snapshot = (creditorId: string) =>
  Promise.all([
    t.database.query('select * from reconciliation_expected where creditor_id = $1 order by id', [creditorId]),
    t.database.query('select * from reconciliation_settlements where creditor_id = $1 order by id', [creditorId]),
    t.database.query('select creditor_id, read_up_to from reconciliation_registry_reads where creditor_id = $1', [creditorId]),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  registry = t.app.modules.services('registry');
  await registry.sandbox!.resetClock(D0);
  copies = copiesOf(t);
  a = await creditorWithContract(t, FIRST);
  b = await creditorWithContract(t, FIRST);
  const effects = await applied(a);
  postponed = effects.find((e) => e.dataLiquidacao >= addDays(FIRST, 1))!;
  chargedBack = effects.find((e) => e.dataLiquidacao > postponed.dataLiquidacao)!;
  if (!postponed || !chargedBack) throw new Error(`the contract reached too few URs: ${effects.map(urKey).join(', ')}`);
  await registry.sandbox!.simulate({ tipo: 'adiamento', chave: urKey(postponed), diasUteis: 3 });
  const free = (await registry.traceUnit(urKey(chargedBack)))!.unidade.valorLivre;
  await registry.sandbox!.simulate({ tipo: 'estorno', chave: urKey(chargedBack), valor: free + Math.floor(chargedBack.valorConstituidoEfeito / 2) });
  end = addBusinessDays(effects[effects.length - 1]!.dataLiquidacao, 4);
  range = { from: FIRST, to: end };
  // URs change until their day (the day's cancellations and sales), so the freeze is checked
  // against what the registry showed just before it: this listener runs after the copies' own.
  const stop = registry.onDay({
    before: async (day) => {
      for (const e of await applied(a)) if (e.dataLiquidacao === day) shownBefore.set(urKey(e), e.valorConstituidoEfeito);
    },
  });
  // Each day's hooks run as the registry moves: Previsto frozen before, settlements copied after.
  await registry.tick(end);
  stop();
}, 60_000);
afterAll(async () => t?.close());

describe('the registry copies kept by the day hooks (spec 4 §3.6)', () => {
  it('freezes Previsto before the settlement day: the amount applied stays when the registry then shows 0', async () => {
    const expected = await copies.expectedFor(a.creditor.id, range);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.every((e) => e.frozenAt !== null && e.amount > 0 && e.contractIdentifier === a.identificador)).toBe(true);
    expect(new Set(expected.map((e) => e.accountId))).toEqual(new Set([await accountOf(a.domicileId)]));
    // After settlement the registry shows nothing applied on those URs any more.
    const now = await registry.findContract({ financiador: a.creditor.documentNumber, identificadorContrato: a.identificador });
    const byKey = new Map(now!.efeitos.map((e) => [urKey(e), e]));
    for (const e of expected) expect(byKey.get(e.urKey)?.valorConstituidoEfeito, e.urKey).toBe(0);
    // Where nothing happened to the UR, what was frozen is what was paid.
    const paid = await copies.settlementsFor(a.creditor.id, range);
    const plain = expected.filter((e) => e.urKey !== urKey(postponed) && e.urKey !== urKey(chargedBack));
    expect(plain.length).toBeGreaterThan(0);
    for (const e of plain) expect(paid.filter((s) => s.urKey === e.urKey).map((s) => [s.effectiveDate, s.amount])).toEqual([[e.expectedDate, e.amount]]);
    expect(Object.fromEntries(expected.map((e) => [e.urKey, e.amount]))).toEqual(Object.fromEntries(shownBefore));
  });

  it("copies the settlements as the registry says them: an 'adiamento' paid late, an 'estorno' paid less", async () => {
    const paid = await copies.settlementsFor(a.creditor.id, range);
    const registryPaid = await registry.listSettlements({ financiador: a.creditor.documentNumber, dataInicio: range.from, dataFim: range.to, limite: 1000 });
    const shape = (rows: { urKey: string; effectiveDate: string; amount: number; beneficiary: string }[]) =>
      rows.map((r) => `${r.urKey}|${r.effectiveDate}|${r.amount}|${r.beneficiary}`).sort();
    expect(shape(paid)).toEqual(
      shape(registryPaid.liquidacoes.map((s) => ({ urKey: s.chave, effectiveDate: s.dataEfetiva, amount: s.valor, beneficiary: s.favorecido }))),
    );
    const account = await accountOf(a.domicileId);
    expect(paid.every((s) => s.accountId === account && s.contractIdentifier === a.identificador)).toBe(true);

    const late = paid.filter((s) => s.urKey === urKey(postponed));
    expect(late.map((s) => [s.settlementDate, s.effectiveDate])).toEqual([[postponed.dataLiquidacao, addBusinessDays(postponed.dataLiquidacao, 3)]]);
    const frozenLate = (await copies.expectedFor(a.creditor.id, range)).find((e) => e.urKey === urKey(postponed))!;
    expect(frozenLate.expectedDate).toBe(postponed.dataLiquidacao);
    expect(late[0]!.amount).toBe(frozenLate.amount);

    const short = paid.filter((s) => s.urKey === urKey(chargedBack));
    expect(short).toHaveLength(1);
    expect(short[0]!.amount).toBeLessThan(chargedBack.valorConstituidoEfeito);
    expect(short[0]!.amount).toBeGreaterThan(0);

    const read = await copies.readOf(a.creditor.id);
    expect(read?.readUpTo).toBe(end);
  });

  it("never shows another creditor's effects or settlements", async () => {
    const ofA = [...(await copies.expectedFor(a.creditor.id, range)), ...(await copies.settlementsFor(a.creditor.id, range))];
    const ofB = [...(await copies.expectedFor(b.creditor.id, range)), ...(await copies.settlementsFor(b.creditor.id, range))];
    expect(ofB.length).toBeGreaterThan(0);
    expect(new Set(ofA.map((r) => r.contractIdentifier))).toEqual(new Set([a.identificador]));
    expect(new Set(ofB.map((r) => r.contractIdentifier))).toEqual(new Set([b.identificador]));
    expect(new Set(ofB.map((r) => r.accountId))).toEqual(new Set([await accountOf(b.domicileId)]));
  });

  it('changes nothing when a day is frozen and copied again, or a range refreshed again', async () => {
    const before = await snapshot(a.creditor.id);
    for (let day = FIRST; day <= end; day = addDays(day, 1)) {
      await copies.freezeDay(day);
      await copies.copyDay(day);
    }
    await copies.refreshCopies(a.creditor.id, range);
    expect(await snapshot(a.creditor.id)).toEqual(before);

    // Days ahead are read live, once; the same refresh again writes nothing.
    const ahead = { from: FIRST, to: addDays(end, 20) };
    await copies.refreshCopies(a.creditor.id, ahead);
    const once = await snapshot(a.creditor.id);
    await copies.refreshCopies(a.creditor.id, ahead);
    expect(await snapshot(a.creditor.id)).toEqual(once);
  });
});

describe('refreshCopies', () => {
  it('leaves one consistent copy when two refreshes of one creditor run at once', async () => {
    const c = await creditorWithContract(t, addDays(end, 1), { days: 5 });
    const to = addBusinessDays(addDays(end, 5), 3);
    await registry.tick(to);
    const hooked = await snapshot(c.creditor.id);
    const keyed = (rows: Record<string, unknown>[]) =>
      rows.map((r) => `${String(r.contract_identifier)}|${String(r.ur_key)}|${String(r.effective_date ?? r.expected_date)}|${String(r.amount)}`).sort();
    expect(hooked[0].length).toBeGreaterThan(0);
    // Copies lost (a creditor whose hooks never ran): two runs refresh the same range together.
    for (const table of ['reconciliation_expected', 'reconciliation_settlements', 'reconciliation_registry_reads'])
      await t.database.query(`delete from ${table} where creditor_id = $1`, [c.creditor.id]);
    const r = { from: addDays(end, 1), to };
    const results = await Promise.allSettled([copies.refreshCopies(c.creditor.id, r), copies.refreshCopies(c.creditor.id, r)]);
    expect(results.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled']);
    const [expected, settlements, reads] = await snapshot(c.creditor.id);
    expect(keyed(expected)).toEqual(keyed(hooked[0]));
    expect(keyed(settlements)).toEqual(keyed(hooked[1]));
    expect(new Set(keyed(expected)).size).toBe(expected.length);
    expect(reads).toEqual([{ creditor_id: c.creditor.id, read_up_to: expect.anything() }]);
  });
});
