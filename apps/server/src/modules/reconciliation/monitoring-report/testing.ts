import type { ItemStatus } from '@lastro/domain';
import type { TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken } from '../../creditors/testing';
import { reconciledAccount } from '../files/testing';
import { runsAtRest } from '../runs/testing';
import { seedReconciliationReference } from '../testing';

export interface BankItemSeed {
  date: string;
  status: ItemStatus;
  expected: number;
  settled: number;
  credited: number;
}

type Query = (sql: string, params: unknown[]) => Promise<unknown>;

let acquirerSeq = 0;

/**
 * Bank items as a run leaves them (the figures are the report's input; the engine is tested
 * elsewhere), each of its own acquirer: an item is one per (account, acquirer, date).
 */
export async function insertBankItems(query: Query, creditorId: string, accountId: string, items: readonly BankItemSeed[]) {
  for (const i of items)
    await query(
      `insert into reconciliation_bank_items (creditor_id, account_id, acquirer, date, expected, settled, credited, diff_settled, diff_credited, status)
       values ($1, $2, $8, $3, $4::bigint, $5::bigint, $6::bigint, $5::bigint - $4::bigint, $6::bigint - $5::bigint, $7)`,
      [creditorId, accountId, i.date, i.expected, i.settled, i.credited, i.status, String(++acquirerSeq).padStart(14, '0')],
    );
}

export async function insertDivergence(query: Query, creditorId: string, d: { referenceDate: string; difference: number; status: string; ageDays: number }) {
  await query(
    `insert into reconciliation_divergences (creditor_id, item_kind, item_id, type, reference_date, expected, found, difference, status, created_at)
     values ($1, 'banco', gen_random_uuid(), 'credito_diferente', $2, 0, $3, $3, $4, now() - make_interval(days => $5::int))`,
    [creditorId, d.referenceDate, d.difference, d.status, d.ageDays],
  );
}

export async function insertFile(query: Query, creditorId: string, f: { name: string; status: string; message?: string; minutesAgo: number }) {
  await query(
    `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, status, message, received_at)
     values ($1, 'usuario', $2, 10, md5(random()::text) || md5(random()::text), 'x', $3, $4, now() - make_interval(mins => $5::int))`,
    [creditorId, f.name, f.status, f.message ?? null, f.minutesAgo],
  );
}

/** A creditor with one reconciled account and no run left to change what a test writes. */
export async function reportCreditor(t: TestApp, admin: string, companyName: string) {
  const creditor = await createCreditor(t.database.db, { companyName });
  const account = await reconciledAccount(t, admin, creditor.id);
  await runsAtRest(t, creditor.id);
  return { creditor, accountId: account.id };
}

/**
 * Two creditors with hand-counted figures in the default period (2026-02-01 to the test
 * registry's 2026-03-02): A's items weigh 10000 conciliated of 19000 decided (52.6%), B's 1 of
 * 2000 (0.05%: half to even gives 0.0); pending A 2 (R$ 40,00, oldest 10 days), B 1 (R$ 2,50,
 * 40 days); failed files A 2, B 1. Rows outside the period or not pending count nowhere.
 */
export async function reportFixture(t: TestApp) {
  await seedReconciliationReference(t.database.db);
  const admin = await adminToken(t);
  const a = await reportCreditor(t, admin, 'Alfa Fornecedor Ltda');
  const b = await reportCreditor(t, admin, '=HYPERLINK("x") Beta Ltda');
  const q: Query = (sql, params) => t.database.query(sql, params);
  await insertBankItems(q, a.creditor.id, a.accountId, [
    { date: '2026-02-20', status: 'conciliada', expected: 10_000, settled: 10_000, credited: 10_000 },
    { date: '2026-02-20', status: 'divergente', expected: 5_000, settled: 6_000, credited: 5_500 },
    { date: '2026-02-21', status: 'nao_encontrada', expected: 0, settled: 3_000, credited: 0 },
    { date: '2026-02-21', status: 'aguardando', expected: 99_999, settled: 0, credited: 0 },
    { date: '2026-03-05', status: 'a_liquidar', expected: 40_000, settled: 0, credited: 0 },
    { date: '2026-01-10', status: 'conciliada', expected: 50_000, settled: 50_000, credited: 50_000 },
  ]);
  await insertBankItems(q, b.creditor.id, b.accountId, [
    { date: '2026-02-25', status: 'conciliada', expected: 1, settled: 1, credited: 1 },
    { date: '2026-02-25', status: 'divergente', expected: 1_999, settled: 1_000, credited: 0 },
  ]);
  await insertDivergence(q, a.creditor.id, { referenceDate: '2026-02-20', difference: -1_000, status: 'pendente', ageDays: 10 });
  await insertDivergence(q, a.creditor.id, { referenceDate: '2026-02-21', difference: 3_000, status: 'pendente', ageDays: 3 });
  await insertDivergence(q, a.creditor.id, { referenceDate: '2026-02-21', difference: 500, status: 'justificada', ageDays: 50 });
  await insertDivergence(q, a.creditor.id, { referenceDate: '2026-01-10', difference: 7_777, status: 'pendente', ageDays: 60 });
  await insertDivergence(q, b.creditor.id, { referenceDate: '2026-02-25', difference: -250, status: 'pendente', ageDays: 40 });
  await insertFile(q, a.creditor.id, { name: 'rejeitado.ofx', status: 'rejeitado', message: 'Arquivo sem lançamentos.', minutesAgo: 30 });
  await insertFile(q, a.creditor.id, { name: 'vinculo.ofx', status: 'aguardando_vinculo', minutesAgo: 20 });
  await insertFile(q, a.creditor.id, { name: 'ok.ofx', status: 'processado', minutesAgo: 10 });
  await insertFile(q, b.creditor.id, { name: 'confirmar.csv', status: 'aguardando_confirmacao', minutesAgo: 5 });
  return { admin, a, b };
}
