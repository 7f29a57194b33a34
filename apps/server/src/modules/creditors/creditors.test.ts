import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_PICKER_QUERY, MESSAGES, PERMISSIONS, maskCnpj } from '@lastro/domain';
import { accounts, creditorUnits, creditors, mailOutbox, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createCreditor } from '../../test/fixtures';
import { adminToken, creditorBody, creditorUserToken, randomCnpj, uniqueEmail } from './testing';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

const messagesOf = (res: { json(): unknown }) => (res.json() as { errors: { message: string[] } }).errors.message;

describe('creating a creditor', () => {
  it('fills the form from the CNPJ look-up and creates the creditor with its invited master user', async () => {
    const cnpj = randomCnpj();
    const lookup = await t.as(admin, {
      method: 'POST',
      url: '/api/accounts/search-document',
      payload: { document: maskCnpj(cnpj), type: '1', creditor_type_if: false },
    });
    expect(lookup.statusCode).toBe(200);
    const { empresa, provider } = lookup.json();
    expect(provider).toBe('offline');

    const email = uniqueEmail();
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/creditors',
      payload: creditorBody({
        document_number: maskCnpj(cnpj),
        company_name: empresa.nome,
        trading_name: empresa.fantasia,
        address_zip_code: empresa.cep,
        address: empresa.logradouro,
        address_number: empresa.numero,
        address_complement: empresa.complemento,
        address_neighborhood: empresa.bairro,
        address_city: empresa.municipio,
        address_state: empresa.uf,
        contact_email: email,
      }),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      document_number: cnpj,
      company_name: empresa.nome,
      address_city: empresa.municipio,
      active: true,
      account: { name: 'Maria da Silva', email, phone_number: '11987654321' },
    });

    const [master] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(master).toMatchObject({ accountType: 'Creditor', creditorId: created.id, passwordHash: null, isSecondary: false });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, master!.profileId!));
    expect(profile).toMatchObject({ description: 'Administrador Fornecedor', isCreditorAdmin: true, isLastro: false });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toMatch(/convite\?token=/);
  });

  it('reuses the one creditor-admin profile for every new creditor', async () => {
    await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody() });
    await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody() });
    const admins = await t.database.db.select().from(profiles).where(eq(profiles.isCreditorAdmin, true));
    expect(admins).toHaveLength(1);
  });

  it('accepts an alphanumeric CNPJ', async () => {
    const cnpj = randomCnpj(true);
    const res = await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody({ document_number: maskCnpj(cnpj) }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().document_number).toBe(cnpj);
    expect(cnpj).toMatch(/[A-Z]/);
  });

  it('refuses a CNPJ already registered, and says so through validation/search-document', async () => {
    const body = creditorBody();
    expect((await t.as(admin, { method: 'POST', url: '/api/creditors', payload: body })).statusCode).toBe(201);
    const check = await t.as(admin, { method: 'POST', url: `/api/validation/search-document/${encodeURIComponent(body.document_number as string)}` });
    expect(check.json()).toBe(true);
    const fresh = await t.as(admin, { method: 'POST', url: `/api/validation/search-document/${randomCnpj()}` });
    expect(fresh.json()).toBe(false);

    const again = await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody({ document_number: body.document_number }) });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual(['CNPJ já cadastrado']);
  });

  it('validates with the spec messages', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/creditors',
      payload: creditorBody({ document_number: '11.222.333/0001-80', address_city: ' ', contact_name: '', address_state: 'XX' }),
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(expect.arrayContaining(['CNPJ inválido', 'Campo obrigatório', 'Estado inválido']));
  });

  it('leaves no creditor behind when the master e-mail is taken', async () => {
    const email = uniqueEmail();
    await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody({ contact_email: email }) });
    const body = creditorBody({ contact_email: email.toUpperCase() });
    const res = await t.as(admin, { method: 'POST', url: '/api/creditors', payload: body });
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)).toEqual(['E-mail do usuário master já cadastrado']);
    const left = await t.database.db.select().from(creditors).where(eq(creditors.documentNumber, body.document_number as string));
    expect(left).toEqual([]);
  });
});

describe('listing, reading, editing and inactivating', () => {
  it('filters by name and by the beginning of the document, newest first, with the total', async () => {
    const tag = `Filtro${Date.now().toString(36)}`;
    const first = await createCreditor(t.database.db, { tradingName: `${tag} Um`, createdAt: new Date(Date.now() - 60_000) });
    const second = await createCreditor(t.database.db, { companyName: `${tag} Dois Ltda` });
    const byName = await t.as(admin, { method: 'GET', url: '/api/creditors', query: { name: tag.toLowerCase(), limit: '1' } });
    expect(byName.json().metadata.resultset).toEqual({ offset: 0, limit: 1, count: 2 });
    expect(byName.json().results.map((c: { id: string }) => c.id)).toEqual([second.id]);
    const page2 = await t.as(admin, { method: 'GET', url: '/api/creditors', query: { name: tag, limit: '1', offset: '1' } });
    expect(page2.json().results.map((c: { id: string }) => c.id)).toEqual([first.id]);

    const masked = maskCnpj(first.documentNumber).slice(0, 10);
    const byDocument = await t.as(admin, { method: 'GET', url: '/api/creditors', query: { document: masked } });
    expect(byDocument.json().results.map((c: { id: string }) => c.id)).toContain(first.id);
    expect(byDocument.json().results.every((c: { document_number: string }) => c.document_number.startsWith(first.documentNumber.slice(0, 8)))).toBe(true);

    const all = await t.as(admin, { method: 'GET', url: '/api/creditors', query: { limit: '999999' } });
    expect(all.json().metadata.resultset.limit).toBe(250000);
  });

  it('keeps each filter its own cached page and count, in any order of calls', async () => {
    const tag = `Cache${Date.now().toString(36)}`;
    const one = await createCreditor(t.database.db, { tradingName: `${tag} Um` });
    const two = await createCreditor(t.database.db, { tradingName: `${tag} Dois` });
    const list = async (query: Record<string, string>) => {
      const res = await t.as(admin, { method: 'GET', url: '/api/creditors', query: { limit: '5', ...query } });
      return [res.json().metadata.resultset.count, res.json().results.map((c: { id: string }) => c.id)];
    };
    const unfiltered = await list({});
    for (let round = 0; round < 2; round++) {
      expect(await list({ name: tag })).toEqual([2, [two.id, one.id]]);
      expect(await list({ document: one.documentNumber })).toEqual([1, [one.id]]);
      expect(await list({ document: two.documentNumber })).toEqual([1, [two.id]]);
      expect(await list({ name: tag, document: one.documentNumber })).toEqual([1, [one.id]]);
      expect(await list({ name: tag, active: 'false' })).toEqual([0, []]);
      expect(await list({})).toEqual(unfiltered);
    }
  });

  it('answers the pickers the active creditors in alphabetical order, and the inactive ones when asked', async () => {
    const tag = `Picker${Date.now().toString(36)}`;
    const older = await createCreditor(t.database.db, { companyName: `${tag} Alfa Ltda`, createdAt: new Date(Date.now() - 60_000) });
    const newer = await createCreditor(t.database.db, { companyName: `${tag} Beta Ltda` });
    const inactive = await createCreditor(t.database.db, { companyName: `${tag} Aaa Inativa Ltda`, active: false });
    const ids = (res: { json(): unknown }) =>
      (res.json() as { results: { id: string }[] }).results.map((c) => c.id).filter((id) => [older.id, newer.id, inactive.id].includes(id));

    const picker = await t.as(admin, { method: 'GET', url: '/api/creditors', query: { ...CREDITOR_PICKER_QUERY, limit: String(CREDITOR_PICKER_QUERY.limit) } });
    expect(picker.statusCode).toBe(200);
    expect(ids(picker)).toEqual([older.id, newer.id]);
    expect((picker.json() as { results: { active: boolean }[] }).results.every((c) => c.active)).toBe(true);

    const onlyInactive = await t.as(admin, { method: 'GET', url: '/api/creditors', query: { name: tag, active: 'false' } });
    expect(ids(onlyInactive)).toEqual([inactive.id]);
    expect(ids(await t.as(admin, { method: 'GET', url: '/api/creditors', query: { name: tag } }))).toEqual([inactive.id, newer.id, older.id]);
    expect((await t.as(admin, { method: 'GET', url: '/api/creditors', query: { active: 'sim' } })).statusCode).toBe(400);
  });

  it('edits the registration data and inactivates on DELETE', async () => {
    const created = (await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody() })).json();
    const patched = await t.as(admin, {
      method: 'PATCH',
      url: `/api/creditors/${created.id}`,
      payload: { trading_name: 'Novo Nome', address_state: 'rj', address_zip_code: '20040-002' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ trading_name: 'Novo Nome', address_state: 'RJ', address_zip_code: '20040002' });
    expect(patched.json().updated_at).not.toBeNull();

    const other = await createCreditor(t.database.db);
    const clash = await t.as(admin, { method: 'PATCH', url: `/api/creditors/${created.id}`, payload: { document_number: other.documentNumber } });
    expect(clash.statusCode).toBe(409);

    expect((await t.as(admin, { method: 'DELETE', url: `/api/creditors/${created.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/api/creditors/${created.id}` })).json().active).toBe(false);
    const back = await t.as(admin, { method: 'PATCH', url: `/api/creditors/${created.id}`, payload: { active: true } });
    expect(back.json().active).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for one that is not a uuid', async () => {
    expect((await t.as(admin, { method: 'GET', url: '/api/creditors/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const malformed = await t.as(admin, { method: 'GET', url: '/api/creditors/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ errors: { message: [MESSAGES.validation.invalidId] } });
  });
});

describe('units', () => {
  it('lists and removes a unit of the creditor', async () => {
    const creditor = await createCreditor(t.database.db);
    const [unit] = await t.database.db.insert(creditorUnits).values({ creditorId: creditor.id, name: 'Unidade Centro' }).returning();
    const list = await t.as(admin, { method: 'GET', url: `/api/creditors/${creditor.id}/units` });
    expect(list.json()).toEqual([expect.objectContaining({ id: unit!.id, name: 'Unidade Centro' })]);

    const other = await createCreditor(t.database.db);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/creditors/${other.id}/units/${unit!.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/creditors/${creditor.id}/units/${unit!.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/creditors/${creditor.id}/units/${unit!.id}` })).statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  it('keeps the list, creation and deletion for admins', async () => {
    const own = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, own.id, [[PERMISSIONS.cad_fornecedor, ['create', 'read', 'edit', 'delete']]]);
    expect((await t.as(null, { method: 'GET', url: '/api/creditors' })).statusCode).toBe(401);
    expect((await t.as(token, { method: 'GET', url: '/api/creditors' })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'POST', url: '/api/creditors', payload: creditorBody() })).statusCode).toBe(401);
    expect((await t.as(token, { method: 'POST', url: '/api/creditors', payload: creditorBody() })).statusCode).toBe(403);
    expect((await t.as(token, { method: 'DELETE', url: `/api/creditors/${own.id}` })).statusCode).toBe(403);
    expect((await t.as(admin, { method: 'GET', url: '/api/creditors' })).statusCode).toBe(200);
  });

  it('lets only admins change the active flag', async () => {
    const own = await createCreditor(t.database.db);
    const editor = await creditorUserToken(t, own.id, [[PERMISSIONS.cad_fornecedor, ['read', 'edit']]]);
    const url = `/api/creditors/${own.id}`;
    const refused = await t.as(editor, { method: 'PATCH', url, payload: { active: false } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.message).toEqual([MESSAGES.creditors.activeFlagAdminOnly]);
    expect((await t.as(admin, { method: 'GET', url })).json().active).toBe(true);
    // Its registration it may still edit, sending the unchanged flag along.
    const renamed = await t.as(editor, { method: 'PATCH', url, payload: { trading_name: 'Nome Novo', active: true } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ trading_name: 'Nome Novo', active: true });

    const off = await t.as(admin, { method: 'PATCH', url, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const listed = (await t.as(admin, { method: 'GET', url: '/api/creditors', query: { document: own.documentNumber } })).json();
    expect(listed.results.map((c: { id: string; active: boolean }) => [c.id, c.active])).toEqual([[own.id, false]]);
    expect((await t.as(editor, { method: 'PATCH', url, payload: { active: true } })).statusCode).toBe(403);
    const on = await t.as(admin, { method: 'PATCH', url, payload: { active: true } });
    expect(on.json().active).toBe(true);
  });

  it('lets a creditor user with the permission read its own creditor only', async () => {
    const own = await createCreditor(t.database.db);
    const other = await createCreditor(t.database.db);
    const reader = await creditorUserToken(t, own.id, [[PERMISSIONS.cad_fornecedor, ['read']]]);
    const nobody = await creditorUserToken(t, own.id, []);
    expect((await t.as(null, { method: 'GET', url: `/api/creditors/${own.id}` })).statusCode).toBe(401);
    expect((await t.as(nobody, { method: 'GET', url: `/api/creditors/${own.id}` })).statusCode).toBe(403);
    expect((await t.as(reader, { method: 'GET', url: `/api/creditors/${own.id}` })).statusCode).toBe(200);
    expect((await t.as(reader, { method: 'GET', url: `/api/creditors/${other.id}` })).statusCode).toBe(404);
    expect((await t.as(reader, { method: 'PATCH', url: `/api/creditors/${own.id}`, payload: { trading_name: 'X' } })).statusCode).toBe(403);
    expect((await t.as(admin, { method: 'GET', url: `/api/creditors/${other.id}` })).statusCode).toBe(200);
  });

  it('keeps the document check for whoever may create or edit creditors', async () => {
    const own = await createCreditor(t.database.db);
    const nobody = await creditorUserToken(t, own.id, []);
    expect((await t.as(null, { method: 'POST', url: `/api/validation/search-document/${own.documentNumber}` })).statusCode).toBe(401);
    expect((await t.as(nobody, { method: 'POST', url: `/api/validation/search-document/${own.documentNumber}` })).statusCode).toBe(403);
  });

  it('counts one master account per creditor created', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)` }).from(accounts);
    await t.as(admin, { method: 'POST', url: '/api/creditors', payload: creditorBody() });
    const after = await t.database.db.select({ n: sql<number>`count(*)` }).from(accounts);
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(1);
  });
});
