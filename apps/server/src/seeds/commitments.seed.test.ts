import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITMENT_STATUSES, MESSAGES, TRANSACTION_TYPES } from '@lastro/domain';
import { invariantViolations } from '../integrations/registry/sandbox/invariants';
import { adminToken } from '../modules/creditors/testing';
import { createTestApp, type TestApp } from '../test/app';
import { seedDemo } from './access.seed';
import { DEMO_DOMICILES, seedDemoCommitments } from './commitments.seed';
import { seedDemoSchedules } from './schedules.seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await seedDemoSchedules(t.database.db, t.app.modules.services);
  await seedDemoCommitments(t.database.db, t.app.modules.services);
});
afterAll(async () => t?.close());

describe("the demo's commitments", () => {
  it('show every status, type and modality, registered at the registry through the pipeline', async () => {
    const rows = await t.database.query<{ code: string; status: number; type: number; strategy: number; effects: string; applied: string }>(
      `select d.code, d.status, d.type, d.strategy,
         (select count(*) from deal_effects e where e.deal_id = d.id) as effects,
         (select coalesce(sum(e.effect_amount), 0) from deal_effects e where e.deal_id = d.id) as applied
       from deals d order by d.code`,
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(COMMITMENT_STATUSES.map((s) => s.code)));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(TRANSACTION_TYPES.map((s) => s.value)));
    expect(new Set(rows.map((r) => r.strategy))).toEqual(new Set([0, 1]));
    // Approved commitments hold amounts at the registry; ended ones have released theirs.
    for (const r of rows.filter((x) => x.status === 2)) expect(Number(r.applied), r.code).toBeGreaterThan(0);
    for (const r of rows.filter((x) => [3, 8, 9].includes(x.status))) {
      expect(Number(r.effects), r.code).toBeGreaterThan(0);
      expect(Number(r.applied), r.code).toBe(0);
    }
    const q = async <T>(text: string, params?: unknown[]) => (await t.database.pool.query(text, params)).rows as T[];
    for (const ufr of new Set((await t.database.query<{ merchant_document_number: string }>('select merchant_document_number from deals')).map((r) => r.merchant_document_number)))
      expect(await invariantViolations(q, ufr)).toEqual([]);
  });

  it('show a commitment the registry completed when another was cancelled (its history says so)', async () => {
    const [row] = await t.database.query<{ status: number; history: string[] }>(
      `select d.status, array(select h.description from deal_history h where h.deal_id = d.id order by h.created_at) as history
       from deals d where d.code = 'CMP-0015'`,
    );
    expect(row!.status).toBe(2);
    expect(row!.history.at(-2)).toMatch(/^Valor livre insuficiente/);
    expect(row!.history.at(-1)).toBe(MESSAGES.commitments.registration.history.coveredByRegistry);
    const [freed] = await t.database.query<{ status: number }>(`select status from deals where code = 'CMP-0014'`);
    expect(freed!.status).toBe(3);
  });

  it("let a newcomer move a demo commitment to the creditor's other active account", async () => {
    const admin = await adminToken(t);
    const [deal] = await t.database.query<{ id: string }>(`select id from deals where code = 'CMP-0001'`);
    const options = (await t.as(admin, { method: 'GET', url: `/api/deals/${deal!.id}/domiciles` })).json() as { results: { id: string; title_domicile: string }[]; message: string | null };
    expect(options.results.map((d) => d.title_domicile)).toEqual([DEMO_DOMICILES[1].tituloDomicilio]);
    const moved = await t.as(admin, { method: 'PATCH', url: '/api/deals/update-domiciles', payload: { domicilios: [{ id_compromisso: deal!.id, id_domicilio: options.results[0]!.id }] } });
    expect(moved.json().results).toEqual([expect.objectContaining({ success: true, message: MESSAGES.commitments.domicileChanged })]);
  });
});
