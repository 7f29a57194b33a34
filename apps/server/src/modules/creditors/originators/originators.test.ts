import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken, randomCnpj, seedBanks } from '../testing';

let t: TestApp;
let admin: string;
const SLUG = PERMISSIONS.cad_fornecedor_originadores;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await seedBanks(t.database.db);
});
afterAll(async () => t?.close());

const domicile = (over: Record<string, unknown> = {}) => ({
  cnpj_domicilio: '11.222.333/0001-81',
  titulo_domicilio: 'Conta principal',
  banco: '341',
  ispb: '60701190',
  agencia: '1234',
  conta: '123456',
  digito: '7',
  tipo_conta: 'CC',
  ...over,
});

/** The wizard's two calls: step 1 (originator alone), then step 2 (originator with its first domicile). */
async function wizard(token: string, creditorId: string, cnpj: string, domicilio: Record<string, unknown>) {
  const originator = { cnpj_originador: cnpj, razao_social: 'Originadora Paulista Ltda' };
  const step1 = await t.as(token, {
    method: 'POST',
    url: '/api/parceiro/originador',
    query: { creditor_id: creditorId },
    payload: { originadores: [{ ...originator, domicilios: [] }] },
  });
  const step2 = await t.as(token, {
    method: 'POST',
    url: '/api/parceiro/originador',
    query: { creditor_id: creditorId },
    payload: { originadores: [{ ...originator, domicilios: [domicilio] }] },
  });
  return { step1, step2 };
}

describe('registering an originator through the wizard', () => {
  it('answers the spec messages for the originator and its first domicile', async () => {
    const creditor = await createCreditor(t.database.db);
    const cnpj = randomCnpj();
    const { step1, step2 } = await wizard(admin, creditor.id, cnpj, domicile({ cnpj_domicilio: cnpj, conta: '98765-4', digito: undefined }));
    expect(step1.statusCode).toBe(201);
    expect(step1.json()[0]).toMatchObject({
      mensagem: 'Originador cadastrado com sucesso',
      status: 'Ativo',
      originadores: [{ cnpj_originador: cnpj, status: 'Ativo', domicilios: [] }],
    });
    expect(step2.statusCode).toBe(201);
    const [item] = step2.json();
    expect(item.originadores[0].mensagem).toBe('Originador cadastrado com sucesso');
    expect(item.originadores[0].id).toBe(step1.json()[0].originadores[0].id);
    expect(item.originadores[0].domicilios[0]).toMatchObject({
      status: 'Ativo',
      mensagem: 'Domicílio Bancário cadastrado com sucesso',
      conta: '98765-4',
      digito: '4',
      banco: '341',
    });

    const list = await t.as(admin, { method: 'GET', url: '/api/parceiro/originador', query: { creditor_id: creditor.id, backoffice: 'true' } });
    expect(list.json().metadata.resultset.count).toBe(1);
    expect(list.json().results[0]).toMatchObject({ quantidade_domicilios: 1, razao_social: 'Originadora Paulista Ltda' });
  });

  it('accepts a CPF originator and a payment account without a digit', async () => {
    const creditor = await createCreditor(t.database.db);
    const { step2 } = await wizard(admin, creditor.id, '529.982.247-25', domicile({ tipo_conta: 'PG', digito: undefined }));
    const saved = step2.json()[0].originadores[0];
    expect(saved.cnpj_originador).toBe('52998224725');
    expect(saved.domicilios[0]).toMatchObject({ status: 'Ativo', tipo_conta: 'PG', digito: null, conta: '123456' });
  });

  it('accepts the CPF as the wizard sends it (digits only) and refuses an invalid one with the step-1 message', async () => {
    const creditor = await createCreditor(t.database.db);
    const post = (cnpj_originador: string) =>
      t.as(admin, {
        method: 'POST',
        url: '/api/parceiro/originador',
        query: { creditor_id: creditor.id },
        payload: { originadores: [{ cnpj_originador, razao_social: 'Maria Souza', domicilios: [] }] },
      });
    const cpf = await post('52998224725');
    expect(cpf.statusCode).toBe(201);
    expect(cpf.json()[0].originadores[0]).toMatchObject({ cnpj_originador: '52998224725', mensagem: 'Originador cadastrado com sucesso' });
    for (const bad of ['52998224724', '5299822472', '529.982.247-24']) {
      const res = await post(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.message).toEqual(['CNPJ inválido']);
    }
  });

  it("refuses an originator document the creditor already has, keeping the stored name", async () => {
    const creditor = await createCreditor(t.database.db);
    const cnpj = randomCnpj();
    // The repeats come from another session: the same create resent by one session within a
    // second is a double submit, answered with the first result (plugins/idempotent-creates.ts).
    const otherAdmin = await adminToken(t);
    const post = (razao_social: string, domicilios: unknown[] = [], token = otherAdmin) =>
      t.as(token, {
        method: 'POST',
        url: '/api/parceiro/originador',
        query: { creditor_id: creditor.id },
        payload: { originadores: [{ cnpj_originador: cnpj, razao_social, domicilios }] },
      });
    expect((await post('Primeira Ltda', [], admin)).statusCode).toBe(201);
    for (const again of [await post('Primeira Ltda'), await post('Nova Razão Ltda'), await post('Nova Razão Ltda', [domicile({ cnpj_domicilio: cnpj })])]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.message).toEqual(['Originador já cadastrado para este fornecedor']);
    }
    const list = await t.as(admin, { method: 'GET', url: '/api/parceiro/originador', query: { creditor_id: creditor.id, backoffice: 'true' } });
    expect(list.json().metadata.resultset.count).toBe(1);
    expect(list.json().results[0]).toMatchObject({ razao_social: 'Primeira Ltda', quantidade_domicilios: 0 });
    // Another creditor may register the same document.
    const other = await createCreditor(t.database.db);
    const elsewhere = await t.as(admin, {
      method: 'POST',
      url: '/api/parceiro/originador',
      query: { creditor_id: other.id },
      payload: { originadores: [{ cnpj_originador: cnpj, razao_social: 'Nova Razão Ltda', domicilios: [] }] },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('validates the domicile with the spec messages', async () => {
    const creditor = await createCreditor(t.database.db);
    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: {
        originadores: [
          {
            cnpj_originador: randomCnpj(),
            razao_social: 'X',
            domicilios: [domicile({ agencia: '123', conta: '123456789012', digito: '' })],
          },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toEqual(
      expect.arrayContaining(['Mínimo de 4 caracteres', 'Máximo de 11 caracteres']),
    );
    const noDigit = await t.as(admin, {
      method: 'POST',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ cnpj_originador: randomCnpj(), razao_social: 'X', domicilios: [domicile({ digito: '' })] }] },
    });
    expect(noDigit.json().errors.message).toEqual(['Digito é obrigatório']);
    const noOriginator = await t.as(admin, {
      method: 'POST',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ cnpj_originador: '', razao_social: '' }] },
    });
    expect(noOriginator.json().errors.message).toEqual(['CNPJ/CPF é obrigatório', 'Razão social é obrigatório']);
  });

  it('reports an unknown bank, a wrong ISPB and a repeated account as domicile errors', async () => {
    const creditor = await createCreditor(t.database.db);
    const cnpj = randomCnpj();
    await wizard(admin, creditor.id, cnpj, domicile());
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: {
        originadores: [
          {
            cnpj_originador: cnpj,
            razao_social: 'Originadora Paulista Ltda',
            domicilios: [domicile({ banco: '999' }), domicile({ ispb: '00000000' }), domicile()],
          },
        ],
      },
    });
    expect(res.json()[0].originadores[0].domicilios.map((d: { status: string; mensagem: string }) => [d.status, d.mensagem])).toEqual([
      ['Erro', 'Banco não encontrado'],
      ['Erro', 'ISPB não corresponde ao banco informado'],
      ['Erro', 'Domicílio já cadastrado para este originador'],
    ]);
  });

  it('refuses a domicile under another CNPJ when the creditor forbids it', async () => {
    const creditor = await createCreditor(t.database.db);
    await t.as(admin, {
      method: 'POST',
      url: `/api/creditors/${creditor.id}/parameters`,
      payload: { parameters: [{ parameter_key: 'permite_conta_outro_cnpj', parameter_value: '0' }] },
    });
    const cnpj = randomCnpj();
    const { step2 } = await wizard(admin, creditor.id, cnpj, domicile({ cnpj_domicilio: randomCnpj() }));
    expect(step2.json()[0].originadores[0].domicilios[0]).toMatchObject({
      status: 'Erro',
      mensagem: 'O CNPJ do domicílio deve ser o mesmo do originador',
    });
  });
});

describe('status toggles and added domiciles (PUT)', () => {
  it('adds a domicile only while the originator is active and toggles statuses', async () => {
    const creditor = await createCreditor(t.database.db);
    const cnpj = randomCnpj();
    const { step2 } = await wizard(admin, creditor.id, cnpj, domicile());
    const originator = step2.json()[0].originadores[0];
    const domicileId = originator.domicilios[0].id;

    const off = await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id, backoffice: 'true' },
      payload: { originadores: [{ id: originator.id, status: 'Inativo', domicilios: [{ id: domicileId, status: 'Inativo' }] }] },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()[0].originadores[0]).toMatchObject({ status: 'Inativo', mensagem: 'Originador atualizado com sucesso' });
    expect(off.json()[0].originadores[0].domicilios[0]).toMatchObject({ id: domicileId, status: 'Inativo' });

    const refused = await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ id: originator.id, domicilios: [domicile({ conta: '555' })] }] },
    });
    expect(refused.json()[0].originadores[0].domicilios[0]).toMatchObject({
      status: 'Erro',
      mensagem: 'Domicílio só pode ser cadastrado para um originador ativo',
    });

    await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ id: originator.id, status: 'Ativo' }] },
    });
    const added = await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ id: originator.id, domicilios: [domicile({ conta: '555', banco: '001', ispb: '00000000' })] }] },
    });
    expect(added.json()[0].originadores[0].domicilios[0]).toMatchObject({
      status: 'Ativo',
      mensagem: 'Domicílio Bancário cadastrado com sucesso',
    });
    const list = await t.as(admin, { method: 'GET', url: '/api/parceiro/originador', query: { creditor_id: creditor.id } });
    expect(list.json().results[0].quantidade_domicilios).toBe(2);
  });

  it('validates a new domicile of a PUT with the spec messages', async () => {
    const creditor = await createCreditor(t.database.db);
    const { step2 } = await wizard(admin, creditor.id, randomCnpj(), domicile());
    const res = await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: creditor.id },
      payload: { originadores: [{ id: step2.json()[0].originadores[0].id, domicilios: [domicile({ agencia: '12a4' })] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual(['O input aceita apenas números']);
  });

  it('answers 404 for an originator of another creditor', async () => {
    const a = await createCreditor(t.database.db);
    const b = await createCreditor(t.database.db);
    const { step1 } = await wizard(admin, a.id, randomCnpj(), domicile());
    const res = await t.as(admin, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      query: { creditor_id: b.id },
      payload: { originadores: [{ id: step1.json()[0].originadores[0].id, status: 'Inativo' }] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  it('lets a creditor user work on its own originators only, with the token sent without "Bearer"', async () => {
    const own = await createCreditor(t.database.db);
    const other = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, own.id, [[SLUG, ['read', 'create', 'edit']]]);
    const reader = await creditorUserToken(t, own.id, [[SLUG, ['read']]]);
    const nobody = await creditorUserToken(t, own.id, []);
    const raw = (tk: string | null) => (tk ? { authorization: tk } : {});
    const list = (tk: string | null, query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/parceiro/originador', query, headers: raw(tk) });

    expect((await list(null, { creditor_id: own.id })).statusCode).toBe(401);
    expect((await list(nobody, { creditor_id: own.id })).statusCode).toBe(403);
    expect((await list(token, { creditor_id: own.id, backoffice: 'true' })).statusCode).toBe(200);
    expect((await list(token, {})).statusCode).toBe(200);
    expect((await list(token, { creditor_id: other.id })).statusCode).toBe(404);
    expect((await list(admin, {})).statusCode).toBe(400);
    expect((await list(admin, { creditor_id: other.id })).statusCode).toBe(200);

    const { step2 } = await wizard(token, own.id, randomCnpj(), domicile());
    expect(step2.statusCode).toBe(201);
    const mine = step2.json()[0].originadores[0];
    expect((await wizard(reader, own.id, randomCnpj(), domicile())).step1.statusCode).toBe(403);
    expect((await wizard(token, other.id, randomCnpj(), domicile())).step1.statusCode).toBe(404);

    // Adding a domicile is a creation: a user who may only edit toggles but cannot add.
    const editor = await creditorUserToken(t, own.id, [[SLUG, ['edit']]]);
    const toggle = await t.as(editor, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      payload: { originadores: [{ id: mine.id, status: 'Inativo' }] },
    });
    expect(toggle.statusCode).toBe(200);
    const add = await t.as(editor, {
      method: 'PUT',
      url: '/api/parceiro/originador',
      payload: { originadores: [{ id: mine.id, domicilios: [domicile({ conta: '777' })] }] },
    });
    expect(add.statusCode).toBe(403);
  });
});
