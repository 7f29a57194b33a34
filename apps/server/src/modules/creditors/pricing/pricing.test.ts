import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken } from '../testing';

let t: TestApp;
let admin: string;
const SLUG = PERMISSIONS.cad_fornecedor_taxas;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

const range = (over: Record<string, unknown> = {}) => ({
  price_range: 'Faixa 1',
  min_value: 0,
  max_value: 1000,
  fee: 2.5,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  ...over,
});

describe('fee ranges', () => {
  it('creates, lists with its periods, edits and deletes a range', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/pricing`;
    const created = await t.as(admin, { method: 'POST', url, payload: range() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ price_range: 'Faixa 1', min_value: 0, max_value: 1000, fee: 2.5, active: true });
    await t.as(admin, { method: 'POST', url, payload: range({ price_range: 'Faixa 2', min_value: 1000, max_value: 5000, fee: 1.99 }) });
    await t.as(admin, { method: 'POST', url, payload: range({ start_date: '2027-01-01T00:00:00.000Z', end_date: '2027-06-30' }) });

    const list = await t.as(admin, { method: 'GET', url });
    expect(list.json().metadata.resultset.count).toBe(3);
    expect(list.json().results.map((r: { price_range: string; start_date: string }) => `${r.start_date} ${r.price_range}`)).toEqual([
      '2027-01-01 Faixa 1',
      '2026-01-01 Faixa 1',
      '2026-01-01 Faixa 2',
    ]);
    expect(list.json().periods).toEqual([
      { start_date: '2027-01-01', end_date: '2027-06-30', ranges: 1 },
      { start_date: '2026-01-01', end_date: '2026-12-31', ranges: 2 },
    ]);

    const id = created.json().id;
    const edited = await t.as(admin, { method: 'PUT', url: `${url}/${id}`, payload: range({ fee: 3, max_value: 900 }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, fee: 3, max_value: 900 });
    expect((await t.as(admin, { method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(404);
  });

  it('checks every field with the spec messages', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/pricing`;
    const res = await t.as(admin, {
      method: 'POST',
      url,
      payload: range({ min_value: 10, max_value: 5, start_date: '2026-02-01', end_date: '2026-01-01' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([
      'Valor máximo não pode ser menor que o valor mínimo',
      'A data final precisa ser maior que a inicial',
    ]);
    const missing = await t.as(admin, { method: 'POST', url, payload: { price_range: '', fee: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.message).toContain('Campo obrigatório');
    const decimals = await t.as(admin, { method: 'POST', url, payload: range({ fee: 1.234 }) });
    expect(decimals.json().errors.message).toEqual(['O valor deve ter no máximo duas casas decimais']);
  });

  it('refuses an active range overlapping another in values and period, but not an inactive one', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/pricing`;
    await t.as(admin, { method: 'POST', url, payload: range() });
    const clash = await t.as(admin, { method: 'POST', url, payload: range({ min_value: 500, max_value: 2000, start_date: '2026-12-31' }) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.message).toEqual(['Já existe uma faixa ativa com valores e período sobrepostos']);
    const inactive = await t.as(admin, { method: 'POST', url, payload: range({ min_value: 500, max_value: 2000, active: false }) });
    expect(inactive.statusCode).toBe(201);
    const reactivate = await t.as(admin, { method: 'PUT', url: `${url}/${inactive.json().id}`, payload: range({ min_value: 500, max_value: 2000, active: true }) });
    expect(reactivate.statusCode).toBe(409);
    const nextYear = await t.as(admin, { method: 'POST', url, payload: range({ start_date: '2027-01-01', end_date: '2027-12-31' }) });
    expect(nextYear.statusCode).toBe(201);
  });
});

describe('who may call what', () => {
  it('lets a creditor user with the permission work on its own fees only', async () => {
    const own = await createCreditor(t.database.db);
    const other = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, own.id, [[SLUG, ['read', 'create', 'edit', 'delete']]]);
    const nobody = await creditorUserToken(t, own.id, []);
    const url = `/api/creditors/${own.id}/pricing`;
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(nobody, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.as(nobody, { method: 'POST', url, payload: range() })).statusCode).toBe(403);
    expect((await t.as(token, { method: 'GET', url })).statusCode).toBe(200);
    const created = await t.as(token, { method: 'POST', url, payload: range() });
    expect(created.statusCode).toBe(201);
    expect((await t.as(token, { method: 'GET', url: `/api/creditors/${other.id}/pricing` })).statusCode).toBe(404);
    const theirs = await t.as(admin, { method: 'POST', url: `/api/creditors/${other.id}/pricing`, payload: range() });
    expect((await t.as(token, { method: 'DELETE', url: `/api/creditors/${other.id}/pricing/${theirs.json().id}` })).statusCode).toBe(404);
    expect((await t.as(token, { method: 'DELETE', url: `/api/creditors/${own.id}/pricing/${theirs.json().id}` })).statusCode).toBe(404);
    expect((await t.as(token, { method: 'DELETE', url: `${url}/${created.json().id}` })).statusCode).toBe(204);
  });
});
