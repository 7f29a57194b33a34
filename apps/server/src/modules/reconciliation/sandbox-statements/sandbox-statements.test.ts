import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  cardCreditsOf,
  SIMULATOR_ACQUIRERS,
  SIMULATOR_FIRST_OPENING_BALANCE,
  statementFormatOf,
  type DayPlan,
} from '@lastro/domain';
import type { Registry } from '../../../integrations/registry';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, createCreditor } from '../../../test/fixtures';
import { adminToken } from '../../creditors/testing';
import { domicileBody, registerOriginator, seedReconciliationReference } from '../testing';

/** A Monday: every date of this file is fixed, whatever day the suite runs. */
const START = '2026-03-02';
const END = addBusinessDays(START, 10);
const DAYS = businessDaysBetween(addDays(START, 1), END);
const CARD = new Set(SIMULATOR_ACQUIRERS.map((a) => a.description));

let t: TestApp;
let registry: Registry;
let admin: string;

interface Reconciled {
  creditorId: string;
  financiador: string;
  accountId: string;
  domicilio: { ispb: string; agencia: string; conta: string };
}

/** A creditor with a master user and an originator whose Itaú domicile is reconciled, and a contract paying into it. */
async function reconciledCreditor(ufr: string, simulated: boolean): Promise<Reconciled> {
  const creditor = await createCreditor(t.database.db);
  await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id });
  const conta = String(100000 + Math.floor(Math.random() * 800000));
  await registerOriginator(t, admin, creditor.id, 'Originadora Simulada Ltda', [
    domicileBody({ banco: '341', ispb: '60701190', agencia: '1234', conta, digito: '7' }),
  ]);
  const reconciliation = t.app.modules.services('reconciliation');
  await reconciliation.mirrorCompanies(creditor.id);
  if (simulated) await reconciliation.simulateOriginatorAccounts(creditor.id);
  const { rows } = await t.database.pool.query<{ id: string }>(
    'select id from reconciliation_accounts where creditor_id = $1',
    [creditor.id],
  );
  const domicilio = { ispb: '60701190', agencia: '1234', conta: `${conta}-7` };
  const ref = `sim-${creditor.id}`;
  const optIn = await registry.requestOptIn({
    idempotencyKey: `${ref}-optin`,
    financiador: creditor.documentNumber,
    ufr,
    dataAssinatura: START,
    dataInicio: START,
    dataFim: addDays(START, 365),
  });
  expect((await registry.awaitOperation(optIn.protocolo)).status).toBe('processada');
  const receipt = await registry.registerContract({
    idempotencyKey: ref,
    financiador: creditor.documentNumber,
    referenciaExterna: ref,
    tipoEfeito: 3,
    regraDivisao: 2,
    percentualBp: 3_000,
    dataAssinatura: START,
    dataVencimento: addDays(START, 90),
    unidades: { ufr, dataInicio: addDays(START, 1), dataFim: addDays(START, 30) },
    domicilio: { titular: creditor.documentNumber, codigoBanco: '341', tipoConta: 'CC', ...domicilio },
  });
  const op = await registry.awaitOperation(receipt.protocolo);
  expect(op.status, JSON.stringify(op.erros)).toBe('processada');
  return { creditorId: creditor.id, financiador: creditor.documentNumber, accountId: rows[0]!.id, domicilio };
}

const plan = (over: Partial<DayPlan> = {}): DayPlan => ({ anomalies: [], missing: false, ...over });

interface FileRow {
  id: string;
  name: string;
  status: string;
  origin: string;
  period_start: string;
}
const filesOf = async (creditorId: string) =>
  (
    await t.database.pool.query<FileRow>(
      'select id, name, status, origin, period_start::text from reconciliation_files where creditor_id = $1 order by name',
      [creditorId],
    )
  ).rows;

/** The creditor's files once every one has been committed (the ingestion is a job). */
async function committedFiles(creditorId: string, count: number) {
  return waitFor(
    async () => {
      const files = await filesOf(creditorId);
      return files.length === count && files.every((f) => f.status === 'processado') ? files : undefined;
    },
    `${count} sandbox files committed`,
    60_000,
  );
}

const linesOf = async (fileId: string) =>
  (
    await t.database.pool.query<{ posted_date: string; amount: string; description: string }>(
      "select posted_date::text, amount::text, description from reconciliation_bank_lines where file_id = $1 and status = 'importada' order by line_number",
      [fileId],
    )
  ).rows.map((l) => ({ date: l.posted_date, amount: Number(l.amount), description: l.description }));

async function paid(r: Reconciled, date: string) {
  const page = await registry.listSettlements({
    financiador: r.financiador,
    dataInicio: date,
    dataFim: date,
    domicilio: r.domicilio,
    limite: 1000,
  });
  return page.liquidacoes.map((s) => ({
    acquirer: s.credenciadora,
    amount: s.valor,
    ref: `${s.chave}|${s.identificadorContrato}`,
  }));
}

const cardAmounts = (lines: { amount: number; description: string }[]) =>
  lines
    .filter((l) => CARD.has(l.description))
    .map((l) => l.amount)
    .sort((a, b) => a - b);

let plain: Reconciled;
let anomalous: Reconciled;
let outside: Reconciled;

beforeAll(async () => {
  t = await createTestApp();
  registry = t.app.modules.services('registry');
  await registry.sandbox!.resetClock(START);
  admin = await adminToken(t);
  await seedReconciliationReference(t.database.db);
  const ufr = '11444777000161';
  plain = await reconciledCreditor(ufr, true);
  anomalous = await reconciledCreditor(ufr, true);
  outside = await reconciledCreditor(ufr, false);
  const reconciliation = t.app.modules.services('reconciliation');
  // Fixed days: no drawn anomaly can land on this file's dates.
  for (const day of DAYS) await reconciliation.planSandboxDay(plain.accountId, day, plan());
  const [b1, b2, b3, b4, b5] = DAYS as [string, string, string, string, string];
  const b8 = DAYS[7]!;
  const anomalies: Record<string, DayPlan> = {
    [b1]: plan({ anomalies: [{ code: 'E1' }] }),
    [b2]: plan({ anomalies: [{ code: 'E2' }] }),
    [b3]: plan({ anomalies: [{ code: 'E3' }] }),
    [b4]: plan({ anomalies: [{ code: 'E4', amount: 350 }] }),
    [b5]: plan({ anomalies: [{ code: 'E5' }] }),
    [b8]: plan({ missing: true }),
  };
  for (const day of DAYS)
    await reconciliation.planSandboxDay(anomalous.accountId, day, anomalies[day] ?? plan());
  await registry.tick(END);
}, 120_000);
afterAll(async () => t?.close());

describe('the statement simulator on each sandbox day (spec 4 §9.1)', () => {
  it("writes one file per simulated account and dia útil, committed from 'Registradora simulada' in the day's format", async () => {
    const files = await committedFiles(plain.creditorId, DAYS.length);
    expect(files.every((f) => f.origin === 'sandbox')).toBe(true);
    const [account] = (
      await t.database.pool.query<{ account_number: string }>(
        'select account_number from reconciliation_accounts where id = $1',
        [plain.accountId],
      )
    ).rows;
    const expectedNames = DAYS.map((d) => {
      const day = d.replace(/-/g, '');
      const format = statementFormatOf(d);
      if (format === 'cnab240') return `EXTRATO_341_1234_${account!.account_number}_${day}.RET`;
      return `extrato_341_${account!.account_number}_${day}.${format === 'ofx' ? 'ofx' : 'csv'}`;
    });
    expect(files.map((f) => f.name).sort()).toEqual(expectedNames.sort());
    const detail = await t.as(admin, { method: 'GET', url: `/api/reconciliation/files/${files[0]!.id}` });
    expect(detail.json()).toMatchObject({
      origin: 'sandbox',
      uploaded_by_name: 'Registradora simulada',
      status: 'processado',
    });
  });

  it("its card credits are the sandbox's settlements of that day into that account (one per acquirer, the second acquirer one per settlement)", async () => {
    const files = await committedFiles(plain.creditorId, DAYS.length);
    let someDayPaid = false;
    for (const file of files) {
      const settlements = await paid(plain, file.period_start);
      someDayPaid ||= settlements.length > 0;
      const lines = await linesOf(file.id);
      expect(lines.every((l) => l.date === file.period_start)).toBe(true);
      expect(cardAmounts(lines), file.name).toEqual(
        cardCreditsOf(settlements)
          .map((c) => c.amount)
          .sort((a, b) => a - b),
      );
    }
    expect(someDayPaid).toBe(true);
  });

  it('carries the balance from day to day, starting at R$ 10.000,00', async () => {
    const { rows } = await t.database.pool.query<{ date: string; opening: string; closing: string }>(
      'select date::text, opening_balance::text opening, closing_balance::text closing from reconciliation_sandbox_days where account_id = $1 order by date',
      [plain.accountId],
    );
    expect(rows.map((r) => r.date)).toEqual(DAYS);
    expect(Number(rows[0]!.opening)).toBe(SIMULATOR_FIRST_OPENING_BALANCE);
    rows.slice(1).forEach((r, i) => expect(r.opening).toBe(rows[i]!.closing));
  });

  it('§13 check 11: the same day run twice writes no new file and no new line', async () => {
    await committedFiles(plain.creditorId, DAYS.length);
    // The account's own lines: the other creditors' first files may still be ingesting (a job).
    const linesOfPlain = () =>
      t.database.pool.query(
        'select count(*)::int n from reconciliation_bank_lines l join reconciliation_files f on f.id = l.file_id where f.creditor_id = $1',
        [plain.creditorId],
      );
    const before = await linesOfPlain();
    const again = await t.app.modules.services('reconciliation').simulateDay(DAYS[2]!);
    expect(again.filter((d) => d.accountId === plain.accountId)).toEqual([
      expect.objectContaining({ delivered: true, ingested: false }),
    ]);
    expect(await registry.tick(END)).toMatchObject({ de: END, ate: END });
    expect(await filesOf(plain.creditorId)).toHaveLength(DAYS.length);
    expect(before.rows[0].n).toBeGreaterThan(0);
    expect((await linesOfPlain()).rows).toEqual(before.rows);
  });

  it('writes nothing for an account that is not simulated', async () => {
    await committedFiles(plain.creditorId, DAYS.length);
    expect(await filesOf(outside.creditorId)).toEqual([]);
  });
});

describe('the controlled anomalies (spec 4 §9.2) as the written files show them', () => {
  const byDay = async () => {
    const files = await committedFiles(anomalous.creditorId, DAYS.length - 1);
    const out = new Map<string, { amount: number; description: string; date: string }[]>();
    for (const f of files) out.set(f.period_start, await linesOf(f.id));
    return out;
  };
  const grouped = async (date: string) => cardCreditsOf(await paid(anomalous, date)).find((c) => c.grouped)!;

  it('E1 leaves the credit out, E2 posts it 1 dia útil late, E3 3 dias úteis late', async () => {
    const days = await byDay();
    const [b1, b2, b3] = DAYS as [string, string, string];
    const e1 = await grouped(b1);
    expect(cardAmounts(days.get(b1)!)).not.toContain(e1.amount);
    const e2 = await grouped(b2);
    expect(cardAmounts(days.get(b2)!)).not.toContain(e2.amount);
    expect(cardAmounts(days.get(addBusinessDays(b2, 1))!)).toContain(e2.amount);
    const e3 = await grouped(b3);
    expect(cardAmounts(days.get(b3)!)).not.toContain(e3.amount);
    expect(cardAmounts(days.get(addBusinessDays(b3, 3))!)).toContain(e3.amount);
  });

  it('E4 credits R$ 3,50 less; E5 adds a credit of an acquirer that paid nothing into the account', async () => {
    const days = await byDay();
    const [, , , b4, b5] = DAYS as [string, string, string, string, string];
    const e4 = await grouped(b4);
    expect(cardAmounts(days.get(b4)!)).toContain(e4.amount - 350);
    const paying = new Set(
      (await paid(anomalous, b5)).map(
        (s) => SIMULATOR_ACQUIRERS.find((a) => a.document === s.acquirer)!.description,
      ),
    );
    const extra = days.get(b5)!.filter((l) => CARD.has(l.description) && !paying.has(l.description));
    expect(extra).toHaveLength(1);
  });

  it('a day without statement: no file, and the next file opens where the books are', async () => {
    const days = await byDay();
    const b8 = DAYS[7]!;
    expect(days.has(b8)).toBe(false);
    const { rows } = await t.database.pool.query<{
      date: string;
      opening: string;
      closing: string;
      delivered: boolean;
    }>(
      'select date::text, opening_balance::text opening, closing_balance::text closing, delivered from reconciliation_sandbox_days where account_id = $1 and date >= $2 order by date limit 2',
      [anomalous.accountId, b8],
    );
    expect(rows[0]).toMatchObject({ date: b8, delivered: false });
    expect(rows[1]!.opening).toBe(rows[0]!.closing);
    expect(rows[0]!.closing).not.toBe(rows[0]!.opening);
  });
});
