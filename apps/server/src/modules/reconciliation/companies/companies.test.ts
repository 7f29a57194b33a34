import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { and, eq } from 'drizzle-orm';
import { creditorDomiciles } from '../../../db/schema/creditors';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken } from '../../creditors/testing';
import { exportThroughJob, xlsxRows } from '../../exports/testing/export-flow';
import { domicileBody, merchantAccount, merchantOf, registerOriginator, seedReconciliationReference } from '../testing';

const M = MESSAGES.reconciliationCompanies;
const S = PERMISSIONS.conciliacao_empresas;
let t: TestApp;
let admin: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await seedReconciliationReference(t.database.db);
  today = await t.app.modules.services('registry').today();
});
afterAll(async () => t?.close());

const message = (res: { json(): unknown }) => (res.json() as { errors: { message: string[] } }).errors.message[0];
const list = (token: string, query: Record<string, string> = {}) => t.as(token, { method: 'GET', url: '/api/reconciliation/companies', query });

describe('originators as companies', () => {
  it('shows a creditor’s originators with their domiciles as accounts, active and starting today', async () => {
    const creditor = await createCreditor(t.database.db);
    const cnpj = await registerOriginator(t, admin, creditor.id, 'Originadora Conciliada Ltda', [
      domicileBody({ conta: '112233', digito: '4' }),
      domicileBody({ conta: '445566', digito: '1', banco: '001', ispb: '00000000' }),
    ]);
    const res = await list(admin, { creditor_id: creditor.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({
        kind: 'originador',
        document_number: cnpj,
        name: 'Originadora Conciliada Ltda',
        creditor_name: creditor.companyName,
        active: true,
        tolerance_amount: '0.05',
        tolerance_days: 1,
        start_date: today,
        accounts_count: 2,
        optin_active: null,
      }),
    ]);
    const detail = (await t.as(admin, { method: 'GET', url: `/api/reconciliation/companies/${res.json().results[0].id}` })).json();
    expect(detail.accounts.map((a: { account_number: string }) => a.account_number).sort()).toEqual(['112233', '445566']);
    expect(detail.accounts[0]).toMatchObject({ domicile_active: true, reconcile: true, aliases: [] });
    expect(detail.accounts.find((a: { bank_code: string }) => a.bank_code === '341')).toMatchObject({ bank_name: 'Itaú', ispb: '60701190', account_digit: '4' });
  });

  it('exports the grid’s visible columns in their order, the tolerance as a number in xls', async () => {
    const creditor = await createCreditor(t.database.db);
    await registerOriginator(t, admin, creditor.id, 'Originadora Exportada Ltda', [domicileBody()]);
    const url = `/api/reconciliation/companies/export?format=xls&columns=name,tolerance_amount,accounts_count,actions&creditor_id=${creditor.id}`;
    const { rows } = await xlsxRows((await exportThroughJob(t, admin, url)).download.rawPayload);
    expect(rows).toEqual([
      [M.nameColumn, M.toleranceAmountColumn, M.accountsColumn],
      ['Originadora Exportada Ltda', 0.05, 1],
    ]);
  });

  it('keeps the settings users changed when the register changes, and reading twice writes nothing new', async () => {
    const creditor = await createCreditor(t.database.db);
    await registerOriginator(t, admin, creditor.id, 'Originadora Estável Ltda', [domicileBody()]);
    const [company] = (await list(admin, { creditor_id: creditor.id })).json().results;
    const patched = await t.as(admin, {
      method: 'PATCH',
      url: `/api/reconciliation/companies/${company.id}`,
      payload: { active: false, tolerance_amount: '1.50', tolerance_days: 3, start_date: today },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ active: false, tolerance_amount: '1.50', tolerance_days: 3 });
    const again = (await list(admin, { creditor_id: creditor.id })).json().results;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: company.id, active: false, tolerance_amount: '1.50', tolerance_days: 3 });
  });

  it('reads a domicile added or switched off in the register on the very next read (the mirror skips only while nothing changed)', async () => {
    const creditor = await createCreditor(t.database.db);
    await registerOriginator(t, admin, creditor.id, 'Originadora Viva Ltda', [domicileBody({ conta: '700001', digito: '1' })]);
    const [company] = (await list(admin, { creditor_id: creditor.id })).json().results;
    expect(company.accounts_count).toBe(1);
    // Read again with nothing changed: the same answer.
    expect((await list(admin, { creditor_id: creditor.id })).json().results[0].accounts_count).toBe(1);
    const originator = (await t.as(admin, { method: 'GET', url: '/api/parceiro/originador', query: { creditor_id: creditor.id } })).json();
    const row = (originator.results ?? originator)[0];
    const added = await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ id: row.id, domicilios: [domicileBody({ conta: '700002', digito: '2' })] }] },
    });
    expect(added.statusCode).toBe(200);
    expect((await list(admin, { creditor_id: creditor.id })).json().results[0].accounts_count).toBe(2);
    const detail = (await t.as(admin, { method: 'GET', url: `/api/reconciliation/companies/${company.id}` })).json();
    expect(detail.accounts.map((a: { account_number: string }) => a.account_number).sort()).toEqual(['700001', '700002']);
    const first = detail.accounts.find((a: { account_number: string }) => a.account_number === '700001');
    const [domicile] = await t.database.db
      .select({ id: creditorDomiciles.id })
      .from(creditorDomiciles)
      .where(and(eq(creditorDomiciles.originatorId, row.id), eq(creditorDomiciles.conta, '700001')));
    const domicileId = domicile!.id;
    const off = await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ id: row.id, domicilios: [{ id: domicileId, status: 'Inativo' }] }] },
    });
    expect(off.statusCode).toBe(200);
    const after = (await t.as(admin, { method: 'GET', url: `/api/reconciliation/companies/${company.id}` })).json();
    expect(after.accounts.find((a: { id: string }) => a.id === first.id)).toMatchObject({ domicile_active: false });
  });

  it('refuses tolerances, start dates and switches outside the rules of §6 with their messages', async () => {
    const creditor = await createCreditor(t.database.db);
    await registerOriginator(t, admin, creditor.id, 'Originadora Regras Ltda', [domicileBody()]);
    const [company] = (await list(admin, { creditor_id: creditor.id })).json().results;
    const patch = (payload: Record<string, unknown>) => t.as(admin, { method: 'PATCH', url: `/api/reconciliation/companies/${company.id}`, payload });
    expect(message(await patch({ tolerance_amount: '1000.01' }))).toBe(M.toleranceAmountRange);
    expect(message(await patch({ tolerance_amount: '-0.01' }))).toBe(M.toleranceAmountRange);
    expect(message(await patch({ tolerance_days: 6 }))).toBe(M.toleranceDaysRange);
    expect(message(await patch({ tolerance_days: 1.5 }))).toBe(M.toleranceDaysRange);
    expect(message(await patch({ start_date: '2999-01-01' }))).toBe(M.futureStart);
    expect(message(await patch({ start_date: '2026-02-30' }))).toBe(MESSAGES.validation.invalidDate);
    // An originator's accounts are its domiciles: not edited here.
    expect((await patch({ account: merchantAccount() })).statusCode).toBe(400);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/reconciliation/companies/${company.id}` })).statusCode).toBe(400);
  });
});

describe('merchants added by hand', () => {
  it('adds a merchant with its account, refuses it twice, edits the account and removes it', async () => {
    const creditor = await createCreditor(t.database.db);
    const merchant = await merchantOf(t, creditor.id, 'Padaria Conciliada');
    const body = { creditor_id: creditor.id, merchant_id: merchant.id, account: merchantAccount({ account_number: '778899' }) };
    const created = await t.as(admin, { method: 'POST', url: '/api/reconciliation/companies', payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'estabelecimento',
      merchant_id: merchant.id,
      name: 'Padaria Conciliada',
      tolerance_amount: '0.05',
      tolerance_days: 1,
      start_date: today,
      optin_active: false,
      accounts: [expect.objectContaining({ bank_code: '001', ispb: '00000000', account_number: '778899', holder_document: merchant.document_number, domicile_active: null })],
    });
    // Another administrator's session: the same create resent by one session within a second is
    // a double submit, answered with the first result (plugins/idempotent-creates.ts).
    const again = await t.as(await adminToken(t), { method: 'POST', url: '/api/reconciliation/companies', payload: body });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(M.alreadyIn);

    const id = created.json().id as string;
    const edited = await t.as(admin, { method: 'PATCH', url: `/api/reconciliation/companies/${id}`, payload: { account: merchantAccount({ account_number: '123', account_type: 'PG', account_digit: '' }) } });
    expect(edited.json().accounts).toEqual([expect.objectContaining({ account_number: '123', account_type: 'PG', account_digit: null })]);

    const removed = await t.as(admin, { method: 'DELETE', url: `/api/reconciliation/companies/${id}` });
    expect(removed.json()).toEqual({ message: M.removed });
    expect((await t.as(admin, { method: 'GET', url: `/api/reconciliation/companies/${id}` })).statusCode).toBe(404);
  });

  it('answers the account and company messages of §6', async () => {
    const creditor = await createCreditor(t.database.db);
    const merchant = await merchantOf(t, creditor.id);
    const post = (payload: Record<string, unknown>) => t.as(admin, { method: 'POST', url: '/api/reconciliation/companies', payload });
    const base = { creditor_id: creditor.id, merchant_id: merchant.id, account: merchantAccount() };
    expect(message(await post({ ...base, merchant_id: '' }))).toBe(M.merchantRequired);
    expect(message(await post({ ...base, creditor_id: undefined }))).toBe(M.supplierRequired);
    expect(message(await post({ ...base, account: merchantAccount({ agency: '12' }) }))).toBe(MESSAGES.creditors.agencyMin);
    expect(message(await post({ ...base, account: merchantAccount({ agency: '12a4' }) }))).toBe(MESSAGES.creditors.digitsOnly);
    expect(message(await post({ ...base, account: merchantAccount({ account_number: '123456789012' }) }))).toBe(MESSAGES.creditors.accountMax);
    expect(message(await post({ ...base, account: merchantAccount({ account_digit: '' }) }))).toBe(MESSAGES.creditors.digitRequired);
    expect(message(await post({ ...base, account: merchantAccount({ account_type: '' }) }))).toBe(MESSAGES.creditors.accountTypeRequired);
    expect(message(await post({ ...base, account: merchantAccount({ bank_code: '' }) }))).toBe(MESSAGES.creditors.bankRequired);
    expect(message(await post({ ...base, tolerance_amount: '1000.50' }))).toBe(M.toleranceAmountRange);
    expect(message(await post({ ...base, tolerance_days: 9 }))).toBe(M.toleranceDaysRange);
    expect(message(await post({ ...base, start_date: '2999-12-31' }))).toBe(M.futureStart);
    // Another creditor's merchant is not found.
    const other = await merchantOf(t, (await createCreditor(t.database.db)).id);
    const foreign = await post({ ...base, merchant_id: other.id });
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(MESSAGES.errors.notFound);
  });
});

describe('scope of §7', () => {
  it('shows a creditor user only its creditor’s companies and answers 404 for another’s', async () => {
    const mine = await createCreditor(t.database.db);
    const theirs = await createCreditor(t.database.db);
    await registerOriginator(t, admin, mine.id, 'Minha Originadora Ltda', [domicileBody()]);
    await registerOriginator(t, admin, theirs.id, 'Outra Originadora Ltda', [domicileBody()]);
    const user = await creditorUserToken(t, mine.id, [[S, ['read', 'edit']]]);
    // A creditor_id sent by a creditor user is replaced by its own.
    const res = await list(user, { creditor_id: theirs.id });
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual(['Minha Originadora Ltda']);
    const [foreign] = (await list(admin, { creditor_id: theirs.id })).json().results;
    expect((await t.as(user, { method: 'GET', url: `/api/reconciliation/companies/${foreign.id}` })).statusCode).toBe(404);
    expect((await t.as(user, { method: 'PATCH', url: `/api/reconciliation/companies/${foreign.id}`, payload: { active: false } })).statusCode).toBe(404);
    const foreignAccount = (await t.as(admin, { method: 'GET', url: `/api/reconciliation/companies/${foreign.id}` })).json().accounts[0];
    expect((await t.as(user, { method: 'PATCH', url: `/api/reconciliation/accounts/${foreignAccount.id}`, payload: { reconcile: false } })).statusCode).toBe(404);
    // Reading without the permission is forbidden.
    const reader = await creditorUserToken(t, mine.id, []);
    expect((await list(reader)).statusCode).toBe(403);
  });

  it('filters by name or document, kind and switch, sorts and turns an account’s Conciliar off', async () => {
    const creditor = await createCreditor(t.database.db);
    await registerOriginator(t, admin, creditor.id, 'Alfa Originadora Ltda', [domicileBody()]);
    const betaCnpj = await registerOriginator(t, admin, creditor.id, 'Beta Originadora Ltda', [domicileBody()]);
    const merchant = await merchantOf(t, creditor.id, 'Gama Loja');
    await t.as(admin, { method: 'POST', url: '/api/reconciliation/companies', payload: { creditor_id: creditor.id, merchant_id: merchant.id, account: merchantAccount() } });
    const names = async (query: Record<string, string>) =>
      (await list(admin, { creditor_id: creditor.id, ...query })).json().results.map((c: { name: string }) => c.name);
    expect(await names({})).toEqual(['Alfa Originadora Ltda', 'Beta Originadora Ltda', 'Gama Loja']);
    expect(await names({ nameOrder: 'desc' })).toEqual(['Gama Loja', 'Beta Originadora Ltda', 'Alfa Originadora Ltda']);
    expect(await names({ q: 'beta' })).toEqual(['Beta Originadora Ltda']);
    expect(await names({ q: betaCnpj.slice(0, 8) })).toEqual(['Beta Originadora Ltda']);
    expect(await names({ kind: 'estabelecimento' })).toEqual(['Gama Loja']);
    const [alfa] = (await list(admin, { creditor_id: creditor.id, q: 'alfa' })).json().results;
    const account = (await t.as(admin, { method: 'GET', url: `/api/reconciliation/companies/${alfa.id}` })).json().accounts[0];
    const off = await t.as(admin, { method: 'PATCH', url: `/api/reconciliation/accounts/${account.id}`, payload: { reconcile: false } });
    expect(off.json()).toMatchObject({ id: account.id, reconcile: false });
    expect((await list(admin, { creditor_id: creditor.id, q: 'alfa' })).json().results[0].accounts_count).toBe(0);
    await t.as(admin, { method: 'PATCH', url: `/api/reconciliation/companies/${alfa.id}`, payload: { active: false } });
    expect(await names({ active: 'false' })).toEqual(['Alfa Originadora Ltda']);
    const options = await t.as(admin, { method: 'GET', url: '/api/reconciliation/accounts/options', query: { creditor_id: creditor.id } });
    expect(options.json().map((o: { label: string }) => o.label)).toContain(`001 Banco do Brasil · ag 4321 · cc ${(await t.as(admin, { method: 'GET', url: `/api/reconciliation/companies/${(await list(admin, { creditor_id: creditor.id, kind: 'estabelecimento' })).json().results[0].id}` })).json().accounts[0].account_number}-5 — Gama Loja`);
  });
});
