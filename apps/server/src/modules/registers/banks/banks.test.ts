import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createBanksRepository } from './banks.repository';
import { createBanksService } from './banks.service';
import { firstMessage, signInActors, type Actors } from '../registers.test-support';

const M = MESSAGES.registers;
let t: TestApp;
let who: Actors;
let n = 100;
const next = () => n++;
const bank = (over: Record<string, string> = {}) => {
  const i = next();
  return { name: `Banco ${i}`, code: String(i).padStart(3, '0'), ispb: String(10_000_000 + i), ...over };
};

beforeAll(async () => {
  t = await createTestApp();
  who = await signInActors(t, PERMISSIONS.cad_parametro_lastro_bancos);
});
afterAll(async () => t?.close());

const create = (token: string | null, payload: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url: '/api/domains/banks', payload });
const update = (token: string | null, id: number, payload: Record<string, unknown>) =>
  t.as(token, { method: 'PATCH', url: `/api/domains/banks/${id}`, payload });

describe('POST /api/domains/banks', () => {
  it('creates a bank', async () => {
    const res = await create(who.admin, { name: 'Banco Exemplo', code: '999', ispb: '12345678' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bank_name: 'Banco Exemplo', bank_code: '999', bank_ispb: '12345678' });
  });

  it('validates name 3-50, code of 3 digits and ISPB of 8 digits with the spec messages', async () => {
    const msg = async (over: Record<string, string>) => firstMessage(await create(who.admin, bank(over)));
    expect(await msg({ name: 'BB' })).toBe('O campo deve ter mais de 3 caracteres');
    expect(await msg({ name: 'B'.repeat(51) })).toBe('Número de caracteres excedido');
    expect(await msg({ code: '12' })).toBe('O código deve possuir 3 digitos');
    expect(await msg({ code: '12a' })).toBe('O código deve possuir 3 digitos');
    expect(await msg({ code: '1234' })).toBe('O código deve possuir 3 digitos');
    expect(await msg({ ispb: '1234567' })).toBe('O código deve possuir 8 digitos');
    expect(await msg({ ispb: '1234567x' })).toBe('O código deve possuir 8 digitos');
    expect(await msg({ name: '' })).toBe('Campo obrigatório');
  });

  it('refuses a duplicate code or ISPB with a clear message', async () => {
    const first = bank();
    expect((await create(who.admin, first)).statusCode).toBe(201);
    const sameCode = await create(who.admin, bank({ code: first.code }));
    expect(sameCode.statusCode).toBe(409);
    expect(firstMessage(sameCode)).toBe('Já existe um banco cadastrado com este código');
    const sameIspb = await create(who.admin, bank({ ispb: first.ispb }));
    expect(sameIspb.statusCode).toBe(409);
    expect(firstMessage(sameIspb)).toBe('Já existe um banco cadastrado com este ISPB');
  });
});

describe('PATCH /api/domains/banks/:id', () => {
  it('updates name, code and ISPB, refusing another bank’s code', async () => {
    const a = (await create(who.admin, bank())).json();
    const b = (await create(who.admin, bank())).json();
    const changed = bank({ name: 'Banco Renomeado' });
    const res = await update(who.admin, a.id, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bank_name: 'Banco Renomeado', bank_code: changed.code, bank_ispb: changed.ispb });
    // Saving a bank with its own code and ISPB is no clash.
    expect((await update(who.admin, a.id, changed)).statusCode).toBe(200);
    const clash = await update(who.admin, b.id, { name: 'Qualquer', code: changed.code, ispb: b.bank_ispb });
    expect(clash.statusCode).toBe(409);
    expect(firstMessage(clash)).toBe(M.duplicateBankCode);
    expect((await update(who.admin, 999999, bank())).statusCode).toBe(404);
  });
});

describe('bank lists', () => {
  it('search filters by name and code; the picker list answers any signed-in user', async () => {
    await create(who.admin, { name: 'Banco Filtrável Um', code: '871', ispb: '87100000' });
    await create(who.admin, { name: 'Banco Filtrável Dois', code: '872', ispb: '87200000' });
    const byName = await t.as(who.reader, { method: 'GET', url: '/api/domains/banks/search?name=filtr%C3%A1vel' });
    expect(byName.json().results.map((b: { bank_code: string }) => b.bank_code)).toEqual(['872', '871']);
    const byCode = await t.as(who.reader, { method: 'GET', url: '/api/domains/banks/search?code=871' });
    expect(byCode.json().results.map((b: { bank_name: string }) => b.bank_name)).toEqual(['Banco Filtrável Um']);
    const picker = await t.as(who.noPermission, { method: 'GET', url: '/api/domains/banks?code=872' });
    expect(picker.statusCode).toBe(200);
    expect(picker.json().results).toHaveLength(1);
  });
});

describe('DELETE /api/domains/banks/:id', () => {
  it('deletes a bank', async () => {
    const b = (await create(who.admin, bank())).json();
    expect((await t.as(who.admin, { method: 'DELETE', url: `/api/domains/banks/${b.id}` })).statusCode).toBe(204);
    expect((await t.as(who.admin, { method: 'GET', url: `/api/domains/banks/${b.id}` })).statusCode).toBe(404);
  });

  it('refuses deleting a bank (or changing its code) while domiciles use it', async () => {
    const b = (await create(who.admin, bank())).json();
    const used = new Set([b.bank_code as string]);
    const service = createBanksService(createBanksRepository(t.database.db), { bankInUse: async (c) => used.has(c) });
    await expect(service.remove(b.id)).rejects.toMatchObject({ statusCode: 409, messages: [M.bankInUse] });
    await expect(service.update(b.id, { name: b.bank_name, code: '998', ispb: b.bank_ispb })).rejects.toMatchObject({
      statusCode: 409,
      messages: [M.bankCodeInUse],
    });
    // Renaming keeps the code: allowed.
    await expect(service.update(b.id, { name: 'Nome Permitido', code: b.bank_code, ispb: b.bank_ispb })).resolves.toMatchObject({
      bank_name: 'Nome Permitido',
    });
    used.clear();
    await expect(service.remove(b.id)).resolves.toBeUndefined();
  });
});

describe('bank routes authorization', () => {
  it('anonymous 401, creditor without permission 403, reader reads only, manager and admin do everything', async () => {
    const b = (await create(who.admin, bank())).json();
    for (const r of [
      { method: 'GET', url: '/api/domains/banks/search' },
      { method: 'GET', url: `/api/domains/banks/${b.id}` },
    ] as const) {
      expect((await t.as(null, r)).statusCode).toBe(401);
      expect((await t.as(who.noPermission, r)).statusCode).toBe(403);
      expect((await t.as(who.reader, r)).statusCode).toBe(200);
      expect((await t.as(who.manager, r)).statusCode).toBe(200);
      expect((await t.as(who.admin, r)).statusCode).toBe(200);
    }
    expect((await t.as(null, { method: 'GET', url: '/api/domains/banks' })).statusCode).toBe(401);
    expect((await create(null, bank())).statusCode).toBe(401);
    expect((await create(who.noPermission, bank())).statusCode).toBe(403);
    expect((await create(who.reader, bank())).statusCode).toBe(403);
    expect((await create(who.manager, bank())).statusCode).toBe(201);
    const body = { name: 'Banco Editado', code: b.bank_code, ispb: b.bank_ispb };
    expect((await update(null, b.id, body)).statusCode).toBe(401);
    expect((await update(who.noPermission, b.id, body)).statusCode).toBe(403);
    expect((await update(who.reader, b.id, body)).statusCode).toBe(403);
    expect((await update(who.manager, b.id, body)).statusCode).toBe(200);
    const del = { method: 'DELETE' as const, url: `/api/domains/banks/${b.id}` };
    expect((await t.as(null, del)).statusCode).toBe(401);
    expect((await t.as(who.noPermission, del)).statusCode).toBe(403);
    expect((await t.as(who.reader, del)).statusCode).toBe(403);
    expect((await t.as(who.manager, del)).statusCode).toBe(204);
  });
});
