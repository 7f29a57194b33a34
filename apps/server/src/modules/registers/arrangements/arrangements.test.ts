import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { firstMessage, form, signInActors, testImage, type Actors } from '../registers.test-support';

const M = MESSAGES.registers;
let t: TestApp;
let who: Actors;
let filesDir: string;
let n = 0;
// Unique 3-character codes: 'Q' + two base-36 characters.
const code = () => `Q${(n++).toString(36).toUpperCase().padStart(2, '0')}`;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'lastro-arrangements-'));
  t = await createTestApp({ filesDir });
  who = await signInActors(t, PERMISSIONS.cad_parametro_lastro_arranjos);
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const create = (token: string | null, fields: Record<string, string>, file?: Parameters<typeof form>[1]) =>
  t.as(token, { method: 'POST', url: '/api/domains/arrangements', payload: form(fields, file) });
const valid = (over: Record<string, string> = {}) => ({
  brand_name: 'Bandeira Teste',
  brand_code: 'TESTE',
  type: 'debit',
  payment_arrangement: code(),
  ...over,
});
const patch = (token: string | null, id: number, payload: Record<string, unknown>) =>
  t.as(token, { method: 'PATCH', url: `/api/domains/arrangements/${id}`, payload });

describe('POST /api/domains/arrangements', () => {
  it('creates an arrangement with its logo; the type defaults to credit and the code is kept in capitals', async () => {
    const res = await create(
      who.admin,
      { brand_name: 'Bandeira Nova', brand_code: 'NOVA', payment_arrangement: 'nvc' },
      { data: await testImage(64, 64), name: 'nova.png' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      brand_name: 'Bandeira Nova',
      brand_code: 'NOVA',
      type: 'credit',
      payment_arrangement: 'NVC',
      active: true,
    });
    expect((await t.app.inject({ method: 'GET', url: res.json().path })).statusCode).toBe(200);
  });

  it('validates with the spec messages', async () => {
    expect(firstMessage(await create(who.admin, valid({ payment_arrangement: 'AB' })))).toBe('O Arranjo deve possuir 3 caracteres');
    expect(firstMessage(await create(who.admin, valid({ payment_arrangement: 'ABCD' })))).toBe(M.arrangementLength);
    expect(firstMessage(await create(who.admin, valid({ brand_name: 'AB' })))).toBe('O campo deve ter mais de 3 caracteres');
    expect(firstMessage(await create(who.admin, valid({ brand_name: 'B'.repeat(31) })))).toBe('Número de caracteres excedido');
    expect(firstMessage(await create(who.admin, valid({ brand_code: 'C'.repeat(31) })))).toBe('Número de caracteres excedido');
    expect(firstMessage(await create(who.admin, valid({ brand_code: '' })))).toBe('Campo obrigatório');
    expect(firstMessage(await create(who.admin, valid({ type: 'prepaid' })))).toBe(M.invalidArrangementType);
    const text = await create(who.admin, valid(), { data: Buffer.from('não é imagem'), name: 'logo.jpg' });
    expect(text.statusCode).toBe(400);
    expect(firstMessage(text)).toBe('Arquivo inválido. Arquivos suportados: .png, .jpg, .jpeg');
  });

  it('refuses a duplicate arrangement code', async () => {
    const c = code();
    expect((await create(who.admin, valid({ payment_arrangement: c }))).statusCode).toBe(201);
    const again = await create(who.admin, valid({ payment_arrangement: c.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(firstMessage(again)).toBe(M.duplicateArrangement);
  });
});

describe('PATCH /api/domains/arrangements/:id', () => {
  it('edits name, type and code but never the brand code', async () => {
    const created = (await create(who.admin, valid())).json();
    const next = code();
    const res = await patch(who.admin, created.id, { brand_name: 'Outro Nome', type: 'credit', payment_arrangement: next, brand_code: 'X' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ brand_name: 'Outro Nome', type: 'credit', payment_arrangement: next, brand_code: 'TESTE' });
  });

  it('an inactive arrangement cannot be edited, only reactivated', async () => {
    const created = (await create(who.admin, valid())).json();
    const off = await patch(who.admin, created.id, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect(off.json().inactivation_date).not.toBeNull();

    const edit = await patch(who.admin, created.id, { brand_name: 'Não Pode' });
    expect(edit.statusCode).toBe(400);
    expect(firstMessage(edit)).toBe('Não é possivel editar um arranjo inativo');
    const editKeepingInactive = await patch(who.admin, created.id, { brand_name: 'Não Pode', active: false });
    expect(firstMessage(editKeepingInactive)).toBe(M.inactiveArrangementEdit);
    expect((await t.as(who.admin, { method: 'GET', url: `/api/domains/arrangements/${created.id}` })).json().brand_name).toBe(
      'Bandeira Teste',
    );

    const on = await patch(who.admin, created.id, { active: true });
    expect(on.json()).toMatchObject({ active: true, inactivation_date: null });
    expect((await patch(who.admin, created.id, { brand_name: 'Agora Pode' })).json().brand_name).toBe('Agora Pode');
  });

  it('refuses taking another arrangement code', async () => {
    const a = (await create(who.admin, valid())).json();
    const b = (await create(who.admin, valid())).json();
    const res = await patch(who.admin, b.id, { payment_arrangement: a.payment_arrangement });
    expect(res.statusCode).toBe(409);
    expect(firstMessage(res)).toBe(M.duplicateArrangement);
  });
});

describe('arrangement lists', () => {
  it('filters by name, brand code and arrangement code', async () => {
    const c = code();
    await create(who.admin, valid({ brand_name: 'Filtro Alfa', brand_code: 'ALFABRAND', payment_arrangement: c }));
    await create(who.admin, valid({ brand_name: 'Filtro Beta', brand_code: 'BETABRAND' }));
    const names = async (query: string) =>
      (await t.as(who.reader, { method: 'GET', url: `/api/domains/arrangements/search?${query}` }))
        .json()
        .results.map((r: { brand_name: string }) => r.brand_name);
    expect(await names('name=filtro')).toEqual(['Filtro Alfa', 'Filtro Beta']);
    expect(await names('code=betabrand')).toEqual(['Filtro Beta']);
    expect(await names(`arrangement=${c}`)).toEqual(['Filtro Alfa']);
    expect(await names('name=filtro&code=alfa')).toEqual(['Filtro Alfa']);
  });

  it('the picker list answers any signed-in user', async () => {
    const res = await t.as(who.noPermission, { method: 'GET', url: '/api/domains/arrangements?limit=100' });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.resultset.count).toBeGreaterThan(0);
  });
});

describe('DELETE arrangements', () => {
  it('deletes through domains/arrangements/{id} and the singular domain/arrangements/{id}', async () => {
    const a = (await create(who.admin, valid())).json();
    const b = (await create(who.admin, valid())).json();
    expect((await t.as(who.admin, { method: 'DELETE', url: `/api/domains/arrangements/${a.id}` })).statusCode).toBe(204);
    expect((await t.as(who.admin, { method: 'DELETE', url: `/api/domain/arrangements/${b.id}` })).statusCode).toBe(204);
    for (const id of [a.id, b.id])
      expect((await t.as(who.admin, { method: 'GET', url: `/api/domains/arrangements/${id}` })).statusCode).toBe(404);
  });
});

describe('arrangement routes authorization', () => {
  it('anonymous 401, creditor without permission 403, reader reads only, manager and admin do everything', async () => {
    const id = (await create(who.admin, valid())).json().id as number;
    const reads = [
      { method: 'GET', url: '/api/domains/arrangements/search' },
      { method: 'GET', url: `/api/domains/arrangements/${id}` },
    ] as const;
    for (const r of reads) {
      expect((await t.as(null, r)).statusCode).toBe(401);
      expect((await t.as(who.noPermission, r)).statusCode).toBe(403);
      expect((await t.as(who.reader, r)).statusCode).toBe(200);
      expect((await t.as(who.manager, r)).statusCode).toBe(200);
      expect((await t.as(who.admin, r)).statusCode).toBe(200);
    }
    expect((await t.as(null, { method: 'GET', url: '/api/domains/arrangements' })).statusCode).toBe(401);
    expect((await create(null, valid())).statusCode).toBe(401);
    expect((await create(who.reader, valid())).statusCode).toBe(403);
    expect((await create(who.manager, valid())).statusCode).toBe(201);
    expect((await patch(null, id, { brand_name: 'Nome Novo' })).statusCode).toBe(401);
    expect((await patch(who.noPermission, id, { brand_name: 'Nome Novo' })).statusCode).toBe(403);
    expect((await patch(who.reader, id, { brand_name: 'Nome Novo' })).statusCode).toBe(403);
    expect((await patch(who.manager, id, { brand_name: 'Nome Novo' })).statusCode).toBe(200);
    for (const url of [`/api/domains/arrangements/${id}`, `/api/domain/arrangements/${id}`]) {
      expect((await t.as(null, { method: 'DELETE', url })).statusCode).toBe(401);
      expect((await t.as(who.noPermission, { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await t.as(who.reader, { method: 'DELETE', url })).statusCode).toBe(403);
    }
    expect((await t.as(who.manager, { method: 'DELETE', url: `/api/domain/arrangements/${id}` })).statusCode).toBe(204);
  });
});
