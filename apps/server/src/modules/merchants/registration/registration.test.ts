import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, generateCnpj, generateCpf } from '@lastro/domain';
import { creditorParameters, merchantAccounts, merchants } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken as signInAdmin, creditorUserToken, uniqueEmail } from '../../creditors/testing';

const M = MESSAGES.merchants;
const S = PERMISSIONS.cad_estabelecimento;

let t: TestApp;
let admin: string;
let supplier: { id: string };
let fiCreditor: { id: string };
let other: { id: string };
let supplierUser: string;
let otherUser: string;
let seed = 40_000;
const cnpj = (alphanumeric = false) => generateCnpj({ seed: seed++, alphanumeric });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signInAdmin(t);
  supplier = await createCreditor(db);
  fiCreditor = await createCreditor(db);
  other = await createCreditor(db);
  await db.insert(creditorParameters).values({ creditorId: fiCreditor.id, parameterKey: 'perfil_parceiro', parameterValue: 'if' });
  const all = [[S, ['read', 'create', 'edit', 'delete']]] as const;
  supplierUser = await creditorUserToken(t, supplier.id, all);
  otherUser = await creditorUserToken(t, other.id, all);
});
afterAll(async () => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  creditor_id: supplier.id,
  document_number: cnpj(),
  trading_name: 'Padaria Central',
  company_name: 'Padaria Central Ltda',
  contact_name: 'Ana Souza',
  contact_email: uniqueEmail('loja'),
  phone_number: '(11) 98765-4321',
  address_zip_code: '01310-100',
  address: 'Avenida Paulista',
  address_number: '1000',
  address_neighborhood: 'Bela Vista',
  address_city: 'São Paulo',
  address_state: 'sp',
  ...over,
});

const post = (token: string | null, url: string, payload: unknown) => t.as(token, { method: 'POST', url, payload: payload as object });
const get = (token: string | null, id: string) => t.as(token, { method: 'GET', url: `/api/merchants/${id}` });

async function lead(token = admin) {
  const res = await post(token, '/api/accounts/lead', { full_name: 'Ana Souza', email: uniqueEmail('lead'), password: '' });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('supplier merchants: accounts/lead + accounts', () => {
  it('creates the merchant with the defaults and the look-up register, links the lead, and reads it back', async () => {
    const leadId = await lead();
    const payload = body({ lead_account_id: leadId });
    const res = await post(admin, '/api/accounts', payload);
    expect(res.statusCode).toBe(201);
    // The onboarding link is issued and e-mailed with the merchant; the web shows it in the link dialog.
    expect(res.json()).toEqual({ id: expect.any(String), link: expect.stringMatching(/\/cadastro\?token=[\w-]{20,}$/) });
    const id = res.json().id as string;

    const detail = (await get(admin, id)).json();
    expect(detail).toMatchObject({
      id,
      creditor_id: supplier.id,
      partnerType: 'fornecedor',
      origin_account: 2,
      type_account: 1,
      type_person: 2,
      type: 'PJ',
      document_number: payload.document_number,
      phone_number: '11987654321',
      address_zip_code: '01310100',
      address_state: 'SP',
      account_status: 'pendente',
      optin_status: false,
      active: true,
      lead_account_id: leadId,
      account_id: leadId,
    });
    expect(detail.creditor_company_name).toMatch(/^Fornecedor .* Ltda$/);
    // The CNPJ look-up filled what the form did not send.
    expect(detail.cnaes.length).toBeGreaterThan(0);
    expect(detail.legal_nature_description).toMatch(/^\d{3}-\d - /);
    const [account] = await t.database.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, leadId));
    expect(account!.merchantId).toBe(id);
    expect(account!.passwordHash).toBeNull();
  });

  it('keeps the CNAEs, legal nature and partners the form sent; accepts a CPF and an alphanumeric CNPJ', async () => {
    const cnaes = [{ number: '5611-2/01', description: 'Restaurantes e similares' }];
    const partners = [{ name: 'ANA SOUZA', qualification: 'Sócio-Administrador', cpf: '***456789**' }];
    const res = await post(admin, '/api/accounts', body({ cnaes, partners_external_data: partners, legal_nature_description: '206-2 - Sociedade Empresária Limitada' }));
    expect((await get(admin, res.json().id)).json()).toMatchObject({ cnaes, partners_external_data: partners });

    const cpf = generateCpf({ seed: seed++ });
    const pf = await post(admin, '/api/accounts', body({ document_number: cpf }));
    expect((await get(admin, pf.json().id)).json()).toMatchObject({ type_person: 1, type: 'PF', cnaes: [] });

    const alnum = cnpj(true);
    const pj = await post(admin, '/api/accounts', body({ document_number: alnum }));
    expect(pj.statusCode).toBe(201);
    expect((await get(admin, pj.json().id)).json().document_number).toBe(alnum);
  });

  it('answers every validation message of a supplier merchant', async () => {
    const res = await post(admin, '/api/accounts', { creditor_id: supplier.id, document_number: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toContain('Documento Inválido');

    const badEmail = await post(admin, '/api/accounts', body({ contact_email: 'x' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.message).toEqual(['Você precisa digitar um email válido']);
    const empty = await post(admin, '/api/accounts', { creditor_id: supplier.id, document_number: cnpj() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message).toEqual(['Campo obrigatório']);
    const noState = await post(admin, '/api/accounts', body({ address_state: 'XX' }));
    expect(noState.json().errors.message).toEqual(['Estado inválido']);

    const badPhone = await post(admin, '/api/accounts', body({ phone_number: '123' }));
    expect(badPhone.json().errors.message).toEqual(['O telefone é inválido']);
    const badCep = await post(admin, '/api/accounts', body({ address_zip_code: '123' }));
    expect(badCep.json().errors.message).toEqual(['CEP inválido']);
  });

  it("refuses the creditor's second merchant of a document with 'CNPJ já cadastrado'; another creditor may hold it", async () => {
    const document = cnpj();
    expect((await post(admin, '/api/accounts', body({ document_number: document }))).statusCode).toBe(201);
    const again = await post(admin, '/api/accounts', body({ document_number: document }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.message).toEqual([M.duplicateCnpj]);
    expect((await post(admin, '/api/accounts', body({ document_number: document, creditor_id: other.id }))).statusCode).toBe(201);

    const check = (token: string, creditorId: string, doc: string) =>
      t.as(token, { method: 'POST', url: `/api/validation/search-document/${doc}`, query: { creditor_id: creditorId } });
    expect((await check(admin, supplier.id, document)).json()).toBe(true);
    expect((await check(admin, fiCreditor.id, document)).json()).toBe(false);
    expect((await check(supplierUser, supplier.id, document)).json()).toBe(true);
    // A creditor user asks only about its own creditor's merchants.
    expect((await check(otherUser, supplier.id, document)).statusCode).toBe(404);
    // The same route answers for creditors without creditor_id: each question needs its own register's permission.
    const creditorsOnly = await creditorUserToken(t, supplier.id, [[PERMISSIONS.cad_fornecedor, ['create']]]);
    expect((await check(creditorsOnly, supplier.id, document)).statusCode).toBe(403);
    expect((await t.as(supplierUser, { method: 'POST', url: `/api/validation/search-document/${document}` })).statusCode).toBe(403);
  });

  it('refuses a lead that another merchant already holds, and one that does not exist', async () => {
    const leadId = await lead();
    expect((await post(admin, '/api/accounts', body({ lead_account_id: leadId }))).statusCode).toBe(201);
    const taken = await post(admin, '/api/accounts', body({ lead_account_id: leadId }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.message).toEqual([M.leadAlreadyLinked]);
    const refused = body({ lead_account_id: '00000000-0000-4000-8000-000000000000' });
    const missing = await post(admin, '/api/accounts', refused);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.message).toEqual([M.leadNotFound]);
    // Refused as a whole: the merchant of the refused request was not kept.
    expect(await t.database.db.select().from(merchants).where(eq(merchants.documentNumber, refused.document_number))).toEqual([]);
  });

  it('lets a creditor user create only for its own creditor', async () => {
    expect((await post(supplierUser, '/api/accounts', body({ lead_account_id: await lead(supplierUser) }))).statusCode).toBe(201);
    expect((await post(otherUser, '/api/accounts', body())).statusCode).toBe(404);
  });

  it("shares accounts/lead and accounts with creditor users' accounts: each body needs its own register's permission", async () => {
    const usersOnly = await creditorUserToken(t, supplier.id, [[PERMISSIONS.cad_acesso_usuario_fornecedor, ['create']]]);
    expect((await post(usersOnly, '/api/accounts/lead', { full_name: 'Ana', email: uniqueEmail(), password: '' })).statusCode).toBe(403);
    expect((await post(usersOnly, '/api/accounts', body())).statusCode).toBe(403);
    // A merchant's lead with a password keeps it (hashed); the body's own messages come back.
    const withPassword = await post(admin, '/api/accounts/lead', { full_name: 'Ana', email: uniqueEmail(), password: 'Senha@Forte1' });
    const [account] = await t.database.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, withPassword.json().id));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    const short = await post(admin, '/api/accounts/lead', { full_name: 'Ana', email: 'x', password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.message).toEqual(expect.arrayContaining(['Você precisa digitar um email válido', M.passwordTooShort]));
  });
});

describe('financial-institution merchants', () => {
  it('need only the document through accounts, with names from the register or the document', async () => {
    const document = cnpj();
    const res = await post(admin, '/api/accounts', { creditor_id: fiCreditor.id, document_number: document });
    expect(res.statusCode).toBe(201);
    const detail = (await get(admin, res.json().id)).json();
    expect(detail).toMatchObject({ partnerType: 'if', document_number: document, contact_email: null });
    expect(detail.company_name).not.toBe('');
    const bad = await post(admin, '/api/accounts', { creditor_id: fiCreditor.id, document_number: cnpj(), contact_email: 'x' });
    expect(bad.json().errors.message).toEqual(['Você precisa digitar um email válido']);
  });

  it("tell the form their creditor's partner type", async () => {
    const profile = (id: string) => t.as(admin, { method: 'GET', url: '/api/merchants/creditor-profile', query: { creditor_id: id } });
    expect((await profile(fiCreditor.id)).json()).toMatchObject({ creditor_id: fiCreditor.id, partnerType: 'if' });
    expect((await profile(supplier.id)).json()).toMatchObject({ partnerType: 'fornecedor' });
    expect((await t.as(otherUser, { method: 'GET', url: '/api/merchants/creditor-profile', query: { creditor_id: supplier.id } })).statusCode).toBe(404);
  });

  it('are created in bulk by accounts/multiple-limited, all or nothing', async () => {
    const cpf = generateCpf({ seed: seed++ });
    const rows = [
      { creditor_id: fiCreditor.id, document_number: cnpj() },
      { creditor_id: fiCreditor.id, document_number: cpf, trading_name: 'Maria', company_name: 'Maria da Silva' },
    ];
    const res = await post(admin, '/api/accounts/multiple-limited', rows);
    expect(res.statusCode).toBe(201);
    expect(res.json().results.map((r: { document_number: string }) => r.document_number)).toEqual([rows[0]!.document_number, cpf]);
    const pf = (await get(admin, res.json().results[1].id)).json();
    expect(pf).toMatchObject({ type_person: 1, company_name: 'Maria da Silva', origin_account: 2, type_account: 1 });

    // One duplicate refuses the batch: the new document of the same request is not kept.
    const fresh = cnpj();
    const again = await post(admin, '/api/accounts/multiple-limited', [
      { creditor_id: fiCreditor.id, document_number: fresh },
      { creditor_id: fiCreditor.id, document_number: cpf },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.message).toEqual([expect.stringContaining(M.duplicateCnpj)]);
    expect(await t.database.db.select().from(merchants).where(eq(merchants.documentNumber, fresh))).toEqual([]);

    const single = await post(admin, '/api/accounts/multiple-limited', [{ creditor_id: fiCreditor.id, document_number: cpf }]);
    expect(single.json().errors.message).toEqual([M.duplicateCnpj]);
    const invalid = await post(admin, '/api/accounts/multiple-limited', [{ creditor_id: fiCreditor.id, document_number: '1234567890' }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.message).toEqual(['Documento Inválido']);
    const supplierRow = await post(admin, '/api/accounts/multiple-limited', [{ creditor_id: supplier.id, document_number: cnpj() }]);
    expect(supplierRow.statusCode).toBe(400);
    expect(supplierRow.json().errors.message).toEqual([M.limitedOnlyForIf]);
  });
});

describe('GET/PUT/DELETE merchants/{id}', () => {
  it("hides another creditor's merchant (404) and lets the own creditor's user read and edit", async () => {
    const id = (await post(admin, '/api/accounts', body())).json().id as string;
    expect((await get(otherUser, id)).statusCode).toBe(404);
    expect((await t.as(otherUser, { method: 'PUT', url: `/api/merchants/${id}`, payload: { trading_name: 'X' } })).statusCode).toBe(404);
    expect((await t.as(otherUser, { method: 'DELETE', url: `/api/merchants/${id}` })).statusCode).toBe(404);
    expect((await get(supplierUser, id)).statusCode).toBe(200);

    const put = await t.as(supplierUser, { method: 'PUT', url: `/api/merchants/${id}`, payload: { trading_name: 'Padaria Nova', address_complement: 'Loja 2' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ trading_name: 'Padaria Nova', address_complement: 'Loja 2', company_name: 'Padaria Central Ltda' });
  });

  it('keeps document and creditor, checks the merged record, and lets only an admin change active', async () => {
    const created = body();
    const id = (await post(admin, '/api/accounts', created)).json().id as string;
    const put = (token: string, payload: object) => t.as(token, { method: 'PUT', url: `/api/merchants/${id}`, payload });
    const doc = await put(admin, { document_number: cnpj() });
    expect(doc.statusCode).toBe(400);
    expect(doc.json().errors.message).toEqual([M.documentImmutable]);
    // The same document, masked, is no change.
    expect((await put(admin, { document_number: created.document_number.replace(/^(\d{2})(\d{3})/, '$1.$2.') })).statusCode).toBe(200);
    expect((await put(admin, { creditor_id: other.id })).json().errors.message).toEqual([M.creditorImmutable]);
    expect((await put(admin, { contact_name: '' })).json().errors.message).toEqual(['Campo obrigatório']);
    expect((await put(supplierUser, { active: false })).statusCode).toBe(403);
    expect((await put(admin, { active: false })).json().active).toBe(false);
  });

  it('DELETE inactivates the merchant', async () => {
    const id = (await post(admin, '/api/accounts', body())).json().id as string;
    expect((await t.as(supplierUser, { method: 'DELETE', url: `/api/merchants/${id}` })).statusCode).toBe(204);
    expect((await get(admin, id)).json().active).toBe(false);
    expect((await get(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('accounts/change-email', () => {
  it("changes the merchant's contact e-mail and its lead account's, by merchant or by account id", async () => {
    const leadId = await lead();
    const id = (await post(admin, '/api/accounts', body({ lead_account_id: leadId }))).json().id as string;
    const email = uniqueEmail('Novo');
    const res = await post(admin, '/api/accounts/change-email', { newEmail: email, userId: id, phoneNumber: '(21) 99876-5432' });
    expect(res.statusCode).toBe(200);
    expect((await get(admin, id)).json()).toMatchObject({ contact_email: email.toLowerCase(), phone_number: '21998765432' });
    const [account] = await t.database.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, leadId));
    expect(account).toMatchObject({ email: email.toLowerCase(), phoneNumber: '21998765432' });

    const second = uniqueEmail('outro');
    expect((await post(admin, '/api/accounts/change-email', { newEmail: second, userId: leadId })).statusCode).toBe(200);
    expect((await get(admin, id)).json().contact_email).toBe(second.toLowerCase());
  });

  it('refuses a bad e-mail, an unknown id, and anyone but an admin', async () => {
    const id = (await post(admin, '/api/accounts', body())).json().id as string;
    expect((await post(admin, '/api/accounts/change-email', { newEmail: 'x', userId: id })).json().errors.message).toEqual([
      'Você precisa digitar um email válido',
    ]);
    expect((await post(admin, '/api/accounts/change-email', { newEmail: uniqueEmail(), userId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await post(supplierUser, '/api/accounts/change-email', { newEmail: uniqueEmail(), userId: id })).statusCode).toBe(403);
  });
});
