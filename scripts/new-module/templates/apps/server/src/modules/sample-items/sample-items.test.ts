import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, createCreditor, TEST_PASSWORD } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let creditorUser: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const creditor = await createCreditor(db);
  creditorUser = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditor.id })).email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

const input = (over: Record<string, unknown> = {}) => ({ name: `Sample item ${++n}`, description: 'Uma descrição', ...over });
const create = (payload: Record<string, unknown>) => t.as(admin, { method: 'POST', url: '/api/sample-items', payload });
const message = (res: { json(): unknown }) => (res.json() as { errors: { message: string[] } }).errors.message[0];

describe('sample items CRUD (admin)', () => {
  it('creates, reads, updates and deletes a sample item', async () => {
    const created = await create(input({ name: '  Primeiro  ' }));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ name: 'Primeiro', description: 'Uma descrição', updated_at: null });

    expect((await t.as(admin, { method: 'GET', url: `/api/sample-items/${body.id}` })).json()).toEqual(body);

    const updated = await t.as(admin, { method: 'PUT', url: `/api/sample-items/${body.id}`, payload: { name: 'Renomeado' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: body.id, name: 'Renomeado', description: '' });
    expect(updated.json().updated_at).toBeTruthy();

    expect((await t.as(admin, { method: 'DELETE', url: `/api/sample-items/${body.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/api/sample-items/${body.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/sample-items/${body.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with Portuguese messages, never a 500', async () => {
    expect(message(await create(input({ name: '   ' })))).toBe(MESSAGES.validation.required);
    expect(message(await create(input({ name: 'x'.repeat(101) })))).toBe(MESSAGES.validation.maxLengthExceeded);
    const badId = await t.as(admin, { method: 'GET', url: '/api/sample-items/not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(message(badId)).toBe(MESSAGES.validation.invalidId);
    expect((await t.as(admin, { method: 'GET', url: '/api/sample-items?nameOrder=up' })).statusCode).toBe(400);
  });

  it('refuses a second sample item with the same name, on create and on update', async () => {
    const a = input();
    expect((await create(a)).statusCode).toBe(201);
    // Another description: the same request twice within a second is one double submit, answered
    // with the first one's record (idempotent-creates.ts), not a second create.
    const dup = await create({ ...a, description: 'Outra descrição' });
    expect(dup.statusCode).toBe(409);
    expect(message(dup)).toBe(MESSAGES.sampleItems.duplicateName);
    const b = (await create(input())).json();
    expect((await t.as(admin, { method: 'PUT', url: `/api/sample-items/${b.id}`, payload: a })).statusCode).toBe(409);
  });

  it('lists newest first, filters by part of the name, sorts and pages', async () => {
    await create(input({ name: 'Filtro Beta' }));
    await create(input({ name: 'Filtro Alfa' }));
    const list = (query: string) => t.as(admin, { method: 'GET', url: `/api/sample-items?name=filtro&limit=1${query}` });
    const first = await list('');
    expect(first.statusCode).toBe(200);
    expect(first.json().metadata.resultset).toEqual({ offset: 0, limit: 1, count: 2 });
    expect(first.json().results[0].name).toBe('Filtro Alfa');
    expect((await list('&offset=1')).json().results[0].name).toBe('Filtro Beta');
    expect((await list('&nameOrder=desc')).json().results[0].name).toBe('Filtro Beta');
  });
});

describe('sample items authorization', () => {
  it('is for administrators only: anonymous 401, creditor users 403', async () => {
    const id = (await create(input())).json().id as string;
    const routes = [
      { method: 'GET', url: '/api/sample-items' },
      { method: 'GET', url: `/api/sample-items/${id}` },
      { method: 'POST', url: '/api/sample-items', payload: input() },
      { method: 'PUT', url: `/api/sample-items/${id}`, payload: input() },
      { method: 'DELETE', url: `/api/sample-items/${id}` },
    ] as const;
    for (const r of routes) {
      expect((await t.as(null, r)).statusCode, `${r.method} ${r.url}`).toBe(401);
      expect((await t.as(creditorUser, r)).statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });
});
