import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type HomeFigures, type PermissionSlug } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { createCreditor } from '../../test/fixtures';
import { adminToken, creditorUserToken } from '../creditors/testing';

const SLUGS = {
  schedule: PERMISSIONS.cad_agenda_consulta_agenda,
  commitments_awaiting: PERMISSIONS.cad_compromisso_dados_compromissos,
  pending_divergences: PERMISSIONS.conciliacao_divergencias,
  files_waiting: PERMISSIONS.conciliacao_extratos,
} as const satisfies Record<keyof HomeFigures, PermissionSlug>;
const FIGURES = Object.keys(SLUGS) as (keyof HomeFigures)[];
const readAll = (except?: keyof HomeFigures) => FIGURES.filter((f) => f !== except).map((f) => [SLUGS[f], ['read']] as const);

let t: TestApp;
let admin: string;
let a: string;
let b: string;
let n = 0;

/**
 * One creditor's world: the agenda's days (one past, two ahead), commitments in every status that
 * is or is not awaiting action, in both modalities, divergences and files in their statuses.
 */
async function seedCreditor(creditorId: string, scale: number) {
  const q = (sql: string, params: unknown[]) => t.database.pool.query(sql, params);
  await q(
    `insert into schedule_agenda_days (creditor_id, settlement_date, free, committed)
     values ($1, '2000-01-03', 999999, 999999), ($1, '2999-01-04', $2::bigint * 100000, $2::bigint * 50000), ($1, '2999-02-01', $2::bigint * 25, $2::bigint * 1)`,
    [creditorId, scale],
  );
  const doc = String(10_000_000_000_000 + ++n * 7919).slice(0, 14);
  const { rows } = await q(
    `insert into merchants (creditor_id, document_number, type_person, company_name, trading_name) values ($1, $2, 2, 'Loja da Home Ltda', 'Loja da Home') returning id`,
    [creditorId, doc],
  );
  // Statuses 1 (a_aprovar) and 10 (em_contestacao) count; the others, and smoke commitments (strategy 1), do not.
  const deals: [number, number, number][] = [[1, 0, scale], [10, 0, 1], [2, 0, 2], [5, 0, 1], [7, 0, 1], [6, 0, 1], [1, 1, 3], [10, 1, 1]];
  for (const [status, strategy, times] of deals)
    await q(
      `insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number, merchant_company_name,
                          merchant_trading_name, merchant_document_number, title, description, code, type, contract_type, amount, installments,
                          execution_date, execution_date_end, status, strategy)
       select $1, $2, 'Credor', 'Credor', '00000000000191', 'Loja', 'Loja', $3, 'Home ' || g, '', 'H' || g, 1, 1, 1000, 1, '2026-01-01', '2026-12-31', $4, $5
         from generate_series(1, $6::int) g`,
      [creditorId, rows[0].id, doc, status, strategy, times],
    );
  const divergences: [string, number][] = [['pendente', -1234 * scale], ['pendente', 500], ['resolvida', 70_000], ['justificada', 80_000]];
  for (const [status, difference] of divergences)
    await q(
      `insert into reconciliation_divergences (creditor_id, item_kind, item_id, type, reference_date, expected, found, difference, status)
       values ($1, 'agenda', gen_random_uuid(), 'liquidado_diferente', '2026-03-02', 10000, 10000 + $3::bigint, $3::bigint, $2)`,
      [creditorId, status, difference],
    );
  for (const status of ['aguardando_vinculo', 'aguardando_confirmacao', 'aguardando_confirmacao', 'processado', 'rejeitado', 'em_analise'])
    await q(
      `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, status)
       values ($1, 'usuario', 'extrato.ofx', 10, md5(random()::text) || md5(random()::text), 'k', $2)`,
      [creditorId, status],
    );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  a = (await createCreditor(t.database.db)).id;
  b = (await createCreditor(t.database.db)).id;
  await seedCreditor(a, 2);
  await seedCreditor(b, 3);
});
afterAll(async () => t?.close());

const figures = async (token: string) => {
  const res = await t.as(token, { method: 'GET', url: '/api/home/figures' });
  expect(res.statusCode).toBe(200);
  return res.json() as HomeFigures;
};

/** Creditor A's figures (scale 2): the days ahead only, the awaiting performed commitments, the pending divergences, the waiting files. */
const OF_A: HomeFigures = {
  schedule: { free: '2000.50', committed: '1000.02' },
  commitments_awaiting: { count: 3, statuses: ['a_aprovar', 'em_contestacao'] },
  pending_divergences: { count: 2, amount: '29.68' },
  files_waiting: { count: 3, statuses: ['aguardando_vinculo', 'aguardando_confirmacao'] },
};

describe('GET home/figures', () => {
  it("gives a creditor user holding every read its own creditor's figures, never another's", async () => {
    expect(await figures(await creditorUserToken(t, a, readAll()))).toEqual(OF_A);
  });

  it("gives an administrator every creditor's figures", async () => {
    const all = await figures(admin);
    // At least A's and B's (scale 3) summed: other test files' creditors may add theirs.
    expect(all.commitments_awaiting!.count).toBeGreaterThanOrEqual(3 + 4);
    expect(all.pending_divergences!.count).toBeGreaterThanOrEqual(4);
    expect(Number(all.pending_divergences!.amount)).toBeGreaterThanOrEqual(29.68 + 37.02 + 5);
    expect(all.files_waiting!.count).toBeGreaterThanOrEqual(6);
    expect(Number(all.schedule!.free)).toBeGreaterThanOrEqual(2000.5 + 3000.75);
    expect(Number(all.schedule!.committed)).toBeGreaterThanOrEqual(1000.02 + 1500.03);
  });

  it.each(FIGURES)('hides %s (null) from a creditor user without its read permission, and only it', async (missing) => {
    const got = await figures(await creditorUserToken(t, a, readAll(missing)));
    expect(got).toEqual({ ...OF_A, [missing]: null });
  });

  it("follows the divergences' writes: a pending one resolved, another removed, a new one pending", async () => {
    const creditor = (await createCreditor(t.database.db)).id;
    await seedCreditor(creditor, 1);
    const user = await creditorUserToken(t, creditor, readAll());
    expect((await figures(user)).pending_divergences).toEqual({ count: 2, amount: '17.34' });
    const q = (sql: string) => t.database.pool.query(sql, [creditor]);
    await q(`update reconciliation_divergences set status = 'resolvida' where creditor_id = $1 and difference = -1234`);
    expect((await figures(user)).pending_divergences).toEqual({ count: 1, amount: '5.00' });
    await q(`update reconciliation_divergences set difference = -900, status = 'pendente' where creditor_id = $1 and status = 'justificada'`);
    await q(`delete from reconciliation_divergences where creditor_id = $1 and difference = 500`);
    expect((await figures(user)).pending_divergences).toEqual({ count: 1, amount: '9.00' });
  });

  it('answers a creditor user without any of the permissions with four nulls, and refuses the anonymous', async () => {
    expect(await figures(await creditorUserToken(t, a, []))).toEqual({ schedule: null, commitments_awaiting: null, pending_divergences: null, files_waiting: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/home/figures' })).statusCode).toBe(401);
  });
});
