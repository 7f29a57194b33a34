import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, generateCnpj, generateCpf } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken as signInAdmin, creditorUserToken } from '../../creditors/testing';

const M = MESSAGES.merchants;
const V = MESSAGES.validation;

let t: TestApp;
let admin: string;
let userA: string;
let userB: string;
let creditorA: { id: string };
let seq = 8100;

const newMerchant = () =>
  t.app.modules.services('merchants').ensure({
    creditorId: creditorA.id,
    documentNumber: generateCnpj({ seed: seq++ }),
    companyName: 'Padaria Sócios Ltda',
    tradingName: 'Padaria',
  });
const addPartner = (token: string, merchantId: string, payload: object) =>
  t.as(token, { method: 'POST', url: `/api/merchants/${merchantId}/partners`, payload });
const listPartners = (token: string, merchantId: string, query: Record<string, string> = {}) =>
  t.as(token, { method: 'GET', url: `/api/merchants/${merchantId}/partners`, query });

beforeAll(async () => {
  t = await createTestApp();
  creditorA = await createCreditor(t.database.db);
  const creditorB = await createCreditor(t.database.db);
  admin = await signInAdmin(t);
  const grants = [[PERMISSIONS.cad_estabelecimento_dados_socios, ['read', 'create', 'delete']]] as const;
  userA = await creditorUserToken(t, creditorA.id, grants);
  userB = await creditorUserToken(t, creditorB.id, grants);
});
afterAll(async () => t?.close());

describe('Dados dos Sócios', () => {
  it('registers a partner (CPF and full name), lists it to the creditor and refuses a second one of the CPF', async () => {
    const m = await newMerchant();
    const cpf = generateCpf({ seed: seq++ });
    const created = await addPartner(admin, m.id, {
      document_number: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      full_name: '  Ana Souza ',
      status: 'validado',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      full_name: 'Ana Souza',
      document_number: cpf,
      status: 'validado',
      active: true,
    });

    const list = await listPartners(userA, m.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([
      expect.objectContaining({ id: created.json().id, full_name: 'Ana Souza' }),
    ]);
    expect(list.json().metadata.resultset).toMatchObject({ offset: 0, count: 1 });

    const again = await addPartner(admin, m.id, { document_number: cpf, full_name: 'Ana S.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.message).toEqual([M.duplicateMerchantPartner]);
  });

  it('validates the CPF and the full name in Portuguese; the status defaults to pendente', async () => {
    const m = await newMerchant();
    const missing = await addPartner(admin, m.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.message).toEqual(expect.arrayContaining([V.required]));
    const bad = await addPartner(admin, m.id, { document_number: '111.111.111-11', full_name: 'Fulano' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toContain(V.invalidDocument);
    // A CNPJ, however valid, is not a partner's document.
    const company = await addPartner(admin, m.id, {
      document_number: generateCnpj({ seed: seq++ }),
      full_name: 'Empresa',
    });
    expect(company.json().errors.message).toEqual([V.invalidDocument]);
    const badStatus = await addPartner(admin, m.id, {
      document_number: generateCpf({ seed: seq++ }),
      full_name: 'Fulano',
      status: 'qualquer',
    });
    expect(badStatus.statusCode).toBe(400);
    const ok = await addPartner(admin, m.id, {
      document_number: generateCpf({ seed: seq++ }),
      full_name: 'Fulano',
    });
    expect(ok.json().status).toBe('pendente');
  });

  it("leaves registering and deleting to administrators, and hides another creditor's merchant (404)", async () => {
    const m = await newMerchant();
    expect(
      (
        await addPartner(userA, m.id, {
          document_number: generateCpf({ seed: seq++ }),
          full_name: 'Creditor User',
        })
      ).statusCode,
    ).toBe(403);
    const p = (
      await addPartner(admin, m.id, { document_number: generateCpf({ seed: seq++ }), full_name: 'Beto' })
    ).json();
    expect(
      (await t.as(userA, { method: 'DELETE', url: `/api/merchants/${m.id}/partners/${p.id}` })).statusCode,
    ).toBe(403);
    expect((await listPartners(userB, m.id)).statusCode).toBe(404);

    const other = await newMerchant();
    // A partner is deleted only through its own merchant.
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/merchants/${other.id}/partners/${p.id}` }))
        .statusCode,
    ).toBe(404);
    const del = await t.as(admin, { method: 'DELETE', url: `/api/merchants/${m.id}/partners/${p.id}` });
    expect(del.statusCode).toBe(200);
    expect((await listPartners(admin, m.id)).json().results).toEqual([]);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/merchants/${m.id}/partners/${p.id}` })).statusCode,
    ).toBe(404);
  });

  it('filters by name and CPF prefix, sorts and pages', async () => {
    const m = await newMerchant();
    const cpfs = [0, 1, 2].map(() => generateCpf({ seed: seq++ }));
    for (const [i, name] of ['Carla Dias', 'Bruno Lima', 'Carlos Reis'].entries())
      await addPartner(admin, m.id, { document_number: cpfs[i], full_name: name });
    const byName = await listPartners(admin, m.id, { name: 'carl', fullNameOrder: 'desc' });
    expect(byName.json().results.map((p: { full_name: string }) => p.full_name)).toEqual([
      'Carlos Reis',
      'Carla Dias',
    ]);
    const byDoc = await listPartners(admin, m.id, { document: cpfs[1]!.slice(0, 9) });
    expect(byDoc.json().results.map((p: { full_name: string }) => p.full_name)).toEqual(['Bruno Lima']);
    const page = await listPartners(admin, m.id, { offset: '2', limit: '2', fullNameOrder: 'asc' });
    expect(page.json().results.map((p: { full_name: string }) => p.full_name)).toEqual(['Carlos Reis']);
    expect(page.json().metadata.resultset.count).toBe(3);
    expect((await listPartners(admin, m.id, { emailOrder: 'up' })).statusCode).toBe(400);
  });
});
