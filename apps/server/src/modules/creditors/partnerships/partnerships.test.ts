import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { partners } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken, randomCnpj } from '../testing';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

async function createPartner(name = 'Parceiro Comercial') {
  const [row] = await t.database.db
    .insert(partners)
    .values({ documentNumber: randomCnpj(), companyName: `${name} Ltda`, tradingName: name, revenuePercentage: 12.5 })
    .returning();
  return row!;
}

describe('creditor partnerships', () => {
  it('creates, lists, reads, updates and removes a partnership', async () => {
    const creditor = await createCreditor(t.database.db);
    const partner = await createPartner(`Parceiro ${Date.now().toString(36)}`);
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/creditors/partnerships',
      payload: { creditor_id: creditor.id, partner_id: partner.id, start_date: '2026-01-01' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      creditor_id: creditor.id,
      creditor_name: creditor.tradingName,
      partner_name: partner.tradingName,
      revenue_percentage: 12.5,
      start_date: '2026-01-01',
      end_date: null,
      active: true,
    });
    const id = created.json().id;

    const dup = await t.as(admin, {
      method: 'POST',
      url: '/api/creditors/partnerships',
      payload: { creditor_id: creditor.id, partner_id: partner.id, start_date: '2026-02-01' },
    });
    expect(dup.statusCode).toBe(409);

    const list = await t.as(admin, { method: 'GET', url: '/api/creditors/partnerships', query: { creditor_id: creditor.id } });
    expect(list.json().results.map((p: { id: string }) => p.id)).toEqual([id]);
    const byName = await t.as(admin, { method: 'GET', url: '/api/creditors/partnerships', query: { name: partner.tradingName } });
    expect(byName.json().metadata.resultset.count).toBe(1);

    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/api/creditors/partnerships/${id}`,
      payload: { creditor_id: creditor.id, partner_id: partner.id, start_date: '2026-01-01', end_date: '2026-12-31', active: false },
    });
    expect(updated.json()).toMatchObject({ end_date: '2026-12-31', active: false });
    const backwards = await t.as(admin, {
      method: 'PUT',
      url: `/api/creditors/partnerships/${id}`,
      payload: { creditor_id: creditor.id, partner_id: partner.id, start_date: '2026-06-01', end_date: '2026-01-01' },
    });
    expect(backwards.json().errors.message).toEqual(['A data final precisa ser maior que a inicial']);

    expect((await t.as(admin, { method: 'GET', url: `/api/creditors/partnerships/${id}` })).statusCode).toBe(200);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/creditors/partnerships/${id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/api/creditors/partnerships/${id}` })).statusCode).toBe(404);
  });

  it('refuses unknown creditors and partners', async () => {
    const creditor = await createCreditor(t.database.db);
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/creditors/partnerships',
      payload: { creditor_id: creditor.id, partner_id: '00000000-0000-4000-8000-000000000000', start_date: '2026-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual(['Parceiro não encontrado']);
  });

  it('is for admins only', async () => {
    const creditor = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, creditor.id, [[PERMISSIONS.cad_fornecedor, ['read', 'create', 'edit', 'delete']]]);
    expect((await t.as(null, { method: 'GET', url: '/api/creditors/partnerships' })).statusCode).toBe(401);
    expect((await t.as(token, { method: 'GET', url: '/api/creditors/partnerships' })).statusCode).toBe(403);
    expect((await t.as(admin, { method: 'GET', url: '/api/creditors/partnerships' })).statusCode).toBe(200);
  });
});
