import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf, maskCnpj, maskCpf, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';

const M = MESSAGES.registers;
let t: TestApp;
let admin: string;
let creditorWithPermission: string;
let seed = 7000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const creditor = await createCreditor(db);
  const profile = await createProfile(db, {
    isLastro: false,
    grants: [[PERMISSIONS.cad_parceiros, ['create', 'read', 'edit', 'delete']]],
  });
  const acc = await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
  creditorWithPermission = await t.signIn(acc.email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const partner = (over: Record<string, unknown> = {}) => ({
  document_number: maskCnpj(generateCnpj({ seed: seed++ })),
  company_name: 'Parceiro Exemplo Ltda',
  trading_name: 'Parceiro Exemplo',
  revenue_percentage: 12.5,
  ...over,
});
const create = (token: string | null, payload: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url: '/api/partners', payload });
const message = (res: { json(): unknown }) => (res.json() as { errors: { message: string[] } }).errors.message[0];

describe('partners CRUD (admin)', () => {
  it('creates, reads, updates and deletes a partner', async () => {
    const input = partner();
    const created = await create(admin, input);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      document_number: input.document_number.replace(/\D/g, ''),
      company_name: 'Parceiro Exemplo Ltda',
      trading_name: 'Parceiro Exemplo',
      revenue_percentage: 12.5,
    });
    expect(body.created_at).toBeTruthy();

    expect((await t.as(admin, { method: 'GET', url: `/api/partners/${body.id}` })).json()).toEqual(body);

    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/api/partners/${body.id}`,
      payload: { ...input, trading_name: 'Nome Novo', revenue_percentage: 99.99 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ trading_name: 'Nome Novo', revenue_percentage: 99.99 });

    expect((await t.as(admin, { method: 'DELETE', url: `/api/partners/${body.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/api/partners/${body.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/partners/${body.id}` })).statusCode).toBe(404);
  });

  it('accepts a CPF and the limits 0 and 100', async () => {
    expect((await create(admin, partner({ document_number: maskCpf(generateCpf({ seed: seed++ })), revenue_percentage: 0 }))).statusCode).toBe(201);
    expect((await create(admin, partner({ revenue_percentage: 100 }))).statusCode).toBe(201);
  });

  it('validates document, names and percentage with Portuguese messages', async () => {
    expect(message(await create(admin, partner({ document_number: '123.456.789-00' })))).toBe('Documento Inválido');
    expect(message(await create(admin, partner({ document_number: '1234567890' })))).toBe('Documento Inválido');
    expect(message(await create(admin, partner({ company_name: '  ' })))).toBe('Campo obrigatório');
    expect(message(await create(admin, partner({ trading_name: '' })))).toBe('Campo obrigatório');
    expect(message(await create(admin, partner({ revenue_percentage: 100.01 })))).toBe(M.revenuePercentageRange);
    expect(message(await create(admin, partner({ revenue_percentage: -1 })))).toBe(M.revenuePercentageRange);
    expect(message(await create(admin, partner({ revenue_percentage: 10.123 })))).toBe(MESSAGES.validation.maxTwoDecimals);
    expect(message(await create(admin, partner({ revenue_percentage: undefined })))).toBe('Campo obrigatório');
  });

  it('refuses a second partner with the same document, on create and on update', async () => {
    const a = partner();
    expect((await create(admin, a)).statusCode).toBe(201);
    const dup = await create(admin, partner({ document_number: a.document_number.replace(/\D/g, '') }));
    expect(dup.statusCode).toBe(409);
    expect(message(dup)).toBe(M.duplicatePartnerDocument);
    const b = (await create(admin, partner())).json();
    const clash = await t.as(admin, { method: 'PUT', url: `/api/partners/${b.id}`, payload: { ...a } });
    expect(clash.statusCode).toBe(409);
  });

  it('lists newest first, filters by name and pages', async () => {
    await create(admin, partner({ company_name: 'Filtro Parceiro Antigo' }));
    await create(admin, partner({ company_name: 'Outra Razão', trading_name: 'Filtro Parceiro Novo' }));
    const res = await t.as(admin, { method: 'GET', url: '/api/partners?name=filtro%20parceiro&limit=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.resultset).toEqual({ offset: 0, limit: 1, count: 2 });
    expect(res.json().results[0].trading_name).toBe('Filtro Parceiro Novo');
    const second = await t.as(admin, { method: 'GET', url: '/api/partners?name=filtro%20parceiro&limit=1&offset=1' });
    expect(second.json().results[0].company_name).toBe('Filtro Parceiro Antigo');
  });
});

describe('partners authorization', () => {
  it('is for administrators only: anonymous 401, creditor 403 even with cad_parceiros', async () => {
    const id = (await create(admin, partner())).json().id as string;
    const routes = [
      { method: 'GET', url: '/api/partners' },
      { method: 'GET', url: `/api/partners/${id}` },
      { method: 'POST', url: '/api/partners', payload: partner() },
      { method: 'PUT', url: `/api/partners/${id}`, payload: partner() },
      { method: 'DELETE', url: `/api/partners/${id}` },
    ] as const;
    for (const r of routes) {
      expect((await t.as(null, r)).statusCode, `${r.method} ${r.url}`).toBe(401);
      expect((await t.as(creditorWithPermission, r)).statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    expect((await t.as(admin, routes[0])).statusCode).toBe(200);
    expect((await t.as(admin, routes[4])).statusCode).toBe(204);
  });
});
