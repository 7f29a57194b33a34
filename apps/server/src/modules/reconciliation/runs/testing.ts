import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays } from '@lastro/domain';
import { acquirers } from '../../../db/schema';
import { creditorDomiciles } from '../../../db/schema/creditors';
import { waitFor } from '../../../jobs/testing/wait';
import type { TestApp } from '../../../test/app';
import { createAccount } from '../../../test/fixtures';
import { seedReconciliationReference } from '../testing';
import { creditorWithContract } from '../registry-copies/testing';
import { createRunsService, type RunsDeps } from './runs.service';

/** A Monday: the contract reaches the merchant's URs of the next eight days. */
export const D0 = '2026-06-01';
export const FIRST = addDays(D0, 1);

export interface StatementLineSeed {
  date: string;
  amount: number;
  /** The acquirer's CNPJ; null: 'Não identificada'. 'outro' lines are never card credits. */
  acquirer: string | null;
  classification?: 'recebivel_cartao' | 'outro';
}

/**
 * A creditor in reconciliation with one contract over its merchant's URs at the sandbox,
 * paid into the originator domicile mirrored as `accountId` (the registry's clock set to D0).
 */
export async function runsFixture(t: TestApp) {
  await seedReconciliationReference(t.database.db);
  const registry = t.app.modules.services('registry');
  // The clock is set once, before the registry holds anything (a second fixture finds it set).
  if ((await registry.today()) !== D0) await registry.sandbox!.resetClock(D0);
  const c = await creditorWithContract(t, FIRST, { days: 8 });
  // Its master user owns the jobs of the runs the registry's days ask for.
  await createAccount(t.database.db, { type: 'Creditor', creditorId: c.creditor.id });
  const [account] = await t.database.query<{ id: string; company_id: string }>('select id, company_id from reconciliation_accounts where domicile_id = $1', [c.domicileId]);
  const [domicile] = await t.database.db.select().from(creditorDomiciles).where(eq(creditorDomiciles.id, c.domicileId));
  return {
    ...c,
    accountId: account!.id,
    companyId: account!.company_id,
    ofxAccount: { bank: domicile!.banco, agency: domicile!.agencia, account: `${domicile!.conta}${domicile!.digito}` },
  };
}

/** Waits until no run of the creditor waits or works (the jobs a tick or a change queued have run). */
export const runsAtRest = (t: TestApp, creditorId: string) =>
  waitFor(async () => {
    const busy = await t.database.query(`select 1 from reconciliation_runs where creditor_id = $1 and status in ('pendente', 'executando')`, [creditorId]);
    return busy.length === 0;
  }, `the runs of ${creditorId} to end`);

/** The register's id of each acquirer CNPJ, registering the ones it lacks (the sandbox's acquirers are the reference ones). */
export async function acquirerIds(t: TestApp, documents: readonly string[]): Promise<Map<string, number>> {
  const db = t.database.db;
  for (const d of new Set(documents))
    await db.insert(acquirers).values({ acquirerName: `Credenciadora ${d.slice(0, 8)}`, documentNumber: d, registerName: 'cip' }).onConflictDoNothing();
  const rows = await db.select({ id: acquirers.id, documentNumber: acquirers.documentNumber }).from(acquirers);
  return new Map(rows.map((r) => [r.documentNumber, r.id]));
}

/**
 * A statement file of the account as a commit leaves it ('processado', its lines 'importada',
 * classified), covering `period`: the lines a run reads, without the file job's reading.
 */
export async function committedStatement(t: TestApp, creditorId: string, accountId: string, period: { from: string; to: string }, lines: readonly StatementLineSeed[]) {
  const ids = await acquirerIds(t, lines.flatMap((l) => (l.acquirer ? [l.acquirer] : [])));
  const [file] = await t.database.query<{ id: string }>(
    `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, format, status, received_at, committed_at, period_start, period_end, accounts, lines_total, lines_new)
     values ($1, 'usuario', 'extrato.ofx', 1, $2, $3, 'ofx', 'processado', now(), now(), $4, $5, array[$6::uuid], $7, $7) returning id`,
    [creditorId, randomBytes(32).toString('hex'), `test/${randomBytes(8).toString('hex')}`, period.from, period.to, accountId, lines.length],
  );
  const out: string[] = [];
  for (const [i, l] of lines.entries()) {
    const card = (l.classification ?? 'recebivel_cartao') === 'recebivel_cartao' && l.amount > 0;
    const [row] = await t.database.query<{ id: string }>(
      `insert into reconciliation_bank_lines (creditor_id, file_id, line_number, account_id, posted_date, amount, entry_type, description, cnab_category, dedup_key, status, classification, acquirer_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'importada', $11, $12) returning id::text`,
      // Written as §5.7 classifies them, since a run re-classifies its lines: a card credit names its acquirer's CNPJ, or carries CNAB category 222.
      [creditorId, file!.id, i + 1, accountId, l.date, l.amount, l.amount > 0 ? 'C' : 'D', card ? `RECEBIVEIS CARTAO ${l.acquirer ?? ''}`.trim() : 'PIX RECEBIDO', card && !l.acquirer ? '222' : null, randomBytes(32).toString('hex'), card ? 'recebivel_cartao' : 'outro', card && l.acquirer ? ids.get(l.acquirer)! : null],
    );
    out.push(row!.id);
  }
  return { fileId: file!.id, lineIds: out };
}

/** Every row a run writes for the creditor, as stored (timestamps of writes aside), for "nothing changed" comparisons. */
export async function runRows(t: TestApp, creditorId: string) {
  const q = (sql: string) => t.database.query(sql, [creditorId]);
  return {
    agenda: await q('select * from reconciliation_schedule_items where creditor_id = $1 order by id'),
    bank: await q('select * from reconciliation_bank_items where creditor_id = $1 order by id'),
    divergences: await q('select * from reconciliation_divergences where creditor_id = $1 order by id'),
    events: await q('select e.* from reconciliation_divergence_events e join reconciliation_divergences d on d.id = e.divergence_id where d.creditor_id = $1 order by e.id'),
    matches: await q('select * from reconciliation_matches where creditor_id = $1 order by id'),
    members: await q('select m.* from reconciliation_match_members m join reconciliation_matches x on x.id = m.match_id where x.creditor_id = $1 order by m.match_id, m.side, m.item_id, m.bank_line_id'),
    suggestions: await q('select * from reconciliation_suggestions where creditor_id = $1 order by id'),
  };
}

/** The runs' service over a test app's modules, as the part builds it, with some dependencies replaced (a registry that fails). */
export function runsServiceFor(t: TestApp, over: Partial<RunsDeps> = {}) {
  const services = t.app.modules.services;
  return createRunsService({
    pool: t.database.pool,
    today: () => services('registry').today(),
    mirrorCompanies: (id) => services('reconciliation').mirrorCompanies(id),
    refreshCopies: (id, range) => services('reconciliation').refreshCopies(id, range),
    expectedFor: (id, range) => services('reconciliation').expectedFor(id, range),
    settlementsFor: (id, range) => services('reconciliation').settlementsFor(id, range),
    acquirerDocuments: async () => new Map((await services('registers').acquirerList()).map((a) => [a.id, a.document_number])),
    enqueue: () => Promise.reject(new Error('no job in this test')),
    ownerOf: async () => null,
    ...over,
  });
}

/** The contract's effects applied on URs, by settlement date (what the registry shows before each day settles). */
export async function appliedEffects(t: TestApp, c: { creditor: { documentNumber: string }; identificador: string }) {
  const contract = await t.app.modules.services('registry').findContract({ financiador: c.creditor.documentNumber, identificadorContrato: c.identificador });
  return contract!.efeitos
    .filter((e) => e.valorConstituidoEfeito > 0)
    .map((e) => ({ ...e, urKey: `${e.credenciadora}:${e.ufr}:${e.arranjo}:${e.dataLiquidacao}` }))
    .sort((x, y) => x.dataLiquidacao.localeCompare(y.dataLiquidacao) || x.urKey.localeCompare(y.urKey));
}
