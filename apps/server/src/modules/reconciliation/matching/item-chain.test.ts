import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BankItemDetail, DivergenceDetail, ScheduleItemDetail } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { b, matchingFixture, UNIDENTIFIED_CREDIT, type MatchingFixture } from './testing';

let t: TestApp;
let f: MatchingFixture;

const get = async <R>(token: string, url: string, query: Record<string, string> = {}) => {
  const res = await t.as(token, { method: 'GET', url: `/api/reconciliation/${url}`, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as R;
};
const cents = (v: string) => Math.round(Number(v) * 100);
type Page = { results: { id: string; settlement_date: string; type: string; item_kind: string }[]; metadata: { resultset: { count: number } } };
const firstItemOn = async (day: string) => (await get<Page>(f.user, 'schedule', { date_from: day, date_to: day })).results[0]!;

/**
 * Another creditor's effect on the UR, added to what the registry traces: the sandbox cannot put
 * a new contract on a UR it has already settled, and every UR of the fixture is settled.
 */
function withThirdPartyEffect(identifier: string) {
  const registry = t.app.modules.services('registry');
  const traceUnit = registry.traceUnit.bind(registry);
  return vi.spyOn(registry, 'traceUnit').mockImplementation(async (key) => {
    const trace = await traceUnit(key);
    if (!trace) return trace;
    const mine = trace.efeitos[0]!;
    const theirs = { ...mine, identificadorContrato: identifier, financiador: '12345678000195', indicadorOneracao: 2, valorConstituidoEfeito: 4_321, status: 'aplicado' as const, pagamentos: [] };
    const payment = { dataEfetiva: mine.dataLiquidacao, valor: 1_234, favorecido: '12345678000195', domicilio: null, identificadorContrato: identifier };
    return { unidade: { ...trace.unidade, liquidacoes: [...trace.unidade.liquidacoes, payment] }, efeitos: [...trace.efeitos, theirs] };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  f = await matchingFixture(t);
}, 180_000);
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

describe("'Detalhe da UR' (spec 4 §2.5)", () => {
  it('gives the UR block, the effect with its commitment, frozen Previsto and account, the settlements and the credited lines, to both roles', async () => {
    const row = await firstItemOn(b(1));
    for (const token of [f.user, f.admin]) {
      const d = await get<ScheduleItemDetail>(token, `schedule/${row.id}`);
      const unit = d.chain!.unit!;
      expect([unit.settlement_date, unit.merchant.document, unit.acquirer.document, unit.arrangement.code]).toEqual([b(1), f.merchantDocument, d.item.acquirer.document, d.item.arrangement.code]);
      expect(unit.acquirer.name).toBe(d.item.acquirer.name);
      // The arrangement by its name in the registers, on the item and its UR.
      expect(d.item.arrangement.name).toMatch(/\S/);
      expect(unit.arrangement.name).toBe(d.item.arrangement.name);
      expect([unit.constituted, cents(unit.settled) > 0]).toEqual([true, true]);
      const effect = d.chain!.effects.find((e) => e.contract_identifier === d.item.contract.identifier)!;
      expect([effect.deal_id, effect.code, effect.creditor_name]).toEqual([d.item.contract.deal_id, d.item.contract.code, d.item.creditor_name]);
      // Once paid the registry shows the effect removed, its applied value 0 [D26].
      expect([effect.status, cents(effect.applied)]).toEqual(['removido', 0]);
      expect(effect.account?.label).toBe(d.item.account!.label);
      // Frozen before its settlement day, so Previsto is the applied effect as it was then.
      expect(effect.frozen_at).not.toBeNull();
      expect(new Date(effect.frozen_at!).toString()).not.toBe('Invalid Date');
      expect(d.chain!.settlements.every((s) => s.expected_date === b(1))).toBe(true);
      expect(d.chain!.settlements.filter((s) => s.contract_identifier === d.item.contract.identifier).reduce((s, x) => s + cents(x.amount), 0)).toBe(cents(d.item.settled));
      expect(d.bank_item!.match?.kind).toBe('automatica');
      expect(d.credited.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(d.bank_item!.credited));
      expect(d.credited[0]!.file_name).toBe('extrato.ofx');
    }
  });

  it("shows a creditor user another creditor's effect only as 'Outros efeitos', and an admin in full (§13 check 9 [D14])", async () => {
    const theirs = 'CONTRATO-DE-OUTRO';
    withThirdPartyEffect(theirs);
    const row = await firstItemOn(b(1));
    const mine = await get<ScheduleItemDetail>(f.user, `schedule/${row.id}`);
    expect(mine.chain!.effects.map((e) => e.contract_identifier)).toEqual([mine.item.contract.identifier]);
    expect(mine.chain!.other_effects?.label).toBe('Outros efeitos');
    expect(JSON.stringify(mine)).not.toContain(theirs);
    const all = await get<ScheduleItemDetail>(f.admin, `schedule/${row.id}`);
    expect(all.chain!.other_effects).toBeNull();
    const their = all.chain!.effects.find((e) => e.contract_identifier === theirs)!;
    // A contract the product does not know: no commitment to link, no creditor name.
    expect([their.deal_id, their.creditor_name, their.frozen_at, their.status]).toEqual([null, null, null, 'aplicado']);
    expect(cents(mine.chain!.other_effects!.applied)).toBe(4_321);
    expect(cents(mine.chain!.other_settlements!.amount)).toBe(1_234 + all.chain!.settlements.filter((s) => s.contract_identifier === null).reduce((s, x) => s + cents(x.amount), 0));
    expect(all.chain!.other_settlements).toBeNull();
  });
});

describe("'Detalhe do pagamento' (spec 4 §2.5)", () => {
  it("gives one chain per UR behind Previsto and Liquidado, another creditor's effect only summed for a creditor user [D14]", async () => {
    const theirs = 'CONTRATO-DE-OUTRO';
    withThirdPartyEffect(theirs);
    const bank = await get<{ results: { id: string; expected: string }[] }>(f.user, 'bank', { date_from: b(1), date_to: b(1) });
    const row = bank.results.find((r) => cents(r.expected) > 0)!;
    const mine = await get<BankItemDetail>(f.user, `bank/${row.id}`);
    const all = await get<BankItemDetail>(f.admin, `bank/${row.id}`);
    for (const d of [mine, all]) {
      const parts = await t.database.query<{ ur_key: string }>('select ur_key from reconciliation_expected where id = any($1::uuid[])', [d.expected.map((p) => p.id)]);
      const keys = [...new Set(parts.map((p) => p.ur_key))].sort();
      expect(keys.length).toBeGreaterThan(0);
      expect(d.chains.map((c) => c.unit!.key)).toEqual(keys);
      expect(d.more_units).toBe(0);
    }
    expect(mine.chains.every((c) => c.other_effects?.label === 'Outros efeitos' && cents(c.other_effects.applied) === 4_321)).toBe(true);
    expect(mine.chains.every((c) => c.other_settlements?.label === 'Demais pagamentos da UR')).toBe(true);
    expect(JSON.stringify(mine)).not.toContain(theirs);
    expect(all.chains.every((c) => c.other_effects === null && c.effects.some((e) => e.contract_identifier === theirs))).toBe(true);
    expect(all.chains.flatMap((c) => c.settlements).some((s) => s.contract_identifier === theirs)).toBe(true);
  });
});

describe("'Detalhe da divergência' (spec 4 §2.6)", () => {
  it("gives an agenda divergence its item's whole chain and a bank one its settlements, credit and line, to both roles", async () => {
    const queue = await get<Page>(f.user, 'divergences', { limit: '100' });
    const agenda = queue.results.find((r) => r.type === 'liquidado_diferente')!;
    const orphan = queue.results.find((r) => r.type === 'credito_sem_origem')!;
    for (const token of [f.user, f.admin]) {
      const a = await get<DivergenceDetail>(token, `divergences/${agenda.id}`);
      expect(a.item!.id).toBe(a.item_id);
      expect(a.chain!.unit!.settlement_date).toBe(b(2));
      expect(a.chain!.effects.length).toBeGreaterThan(0);
      expect(a.chain!.settlements.every((s) => s.effective_date > b(2))).toBe(true);
      const o = await get<DivergenceDetail>(token, `divergences/${orphan.id}`);
      expect([o.item!.id, o.bank_item!.id, o.chain!.unit, o.chain!.settlements]).toEqual([o.item_id, o.item_id, null, []]);
      expect(o.credited.map((l) => cents(l.amount))).toEqual([UNIDENTIFIED_CREDIT]);
    }
  });
});

describe("the 'Estabelecimento' filter (spec 4 §2.3)", () => {
  it('lists only the items of the merchant chosen', async () => {
    const [merchant] = await t.database.query<{ id: string }>('select id from merchants where document_number = $1 limit 1', [f.merchantDocument]);
    const all = await get<Page>(f.admin, 'schedule', { creditor_id: f.creditor.id });
    const its = await get<Page>(f.user, 'schedule', { merchant_id: merchant!.id });
    expect(its.metadata.resultset.count).toBe(all.metadata.resultset.count);
    const none = await get<Page>(f.user, 'schedule', { merchant_id: randomUUID() });
    expect(none.metadata.resultset.count).toBe(0);
  });
});
