import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, maskCnpj, MESSAGES, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { firstMessage, form, signInActors, testImage, type Actors } from '../registers.test-support';

const M = MESSAGES.registers;
let t: TestApp;
let who: Actors;
let filesDir: string;
let seed = 1000;
const cnpj = (alphanumeric = false) => generateCnpj({ seed: seed++, alphanumeric });

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(tmpdir(), 'lastro-acquirers-'));
  t = await createTestApp({ filesDir });
  who = await signInActors(t, PERMISSIONS.cad_parametro_lastro_credenciadoras);
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const create = (token: string | null, fields: Record<string, string>, file?: Parameters<typeof form>[1]) =>
  t.as(token, { method: 'POST', url: '/api/domains/acquirers', payload: form(fields, file) });
const valid = (over: Record<string, string> = {}) => ({
  acquirer_name: 'Credenciadora Teste',
  document_number: maskCnpj(cnpj()),
  register_name: 'cerc',
  ...over,
});
const storedLogos = () => {
  const dir = path.join(filesDir, 'logos');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
};

describe('POST /api/domains/acquirers', () => {
  it('creates an acquirer with its logo resized to at most 1200x1200 PNG and serves the logo publicly', async () => {
    const fields = valid({ acquirer_name: 'Logo Grande' });
    const res = await create(who.admin, fields, { data: await testImage(2400, 1200), name: 'logo.png' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      acquirer_name: 'Logo Grande',
      document_number: fields.document_number.replace(/\D/g, ''),
      register_name: 'cerc',
      active: true,
      inactivation_date: null,
    });
    expect(body.path).toMatch(/^\/api\/files\/logos\/[0-9a-f-]{36}\.png$/);

    const logo = await t.app.inject({ method: 'GET', url: body.path });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 600]);
  });

  it('accepts a JPEG and stores it as PNG; small images are not enlarged', async () => {
    const res = await create(who.admin, valid(), { data: await testImage(300, 200, 'jpeg'), name: 'logo.jpeg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const logo = await t.app.inject({ method: 'GET', url: res.json().path });
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 200]);
  });

  it('judges the file by its bytes, not its name or declared type', async () => {
    const before = storedLogos().length;
    const fake = await create(who.admin, valid(), { data: Buffer.from('<script>alert(1)</script>'), name: 'logo.png' });
    expect(fake.statusCode).toBe(400);
    expect(firstMessage(fake)).toBe('Arquivo inválido. Arquivos suportados: .png, .jpg, .jpeg');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const gifRes = await create(who.admin, valid(), { data: gif, name: 'logo.jpg', type: 'image/jpeg' });
    expect(gifRes.statusCode).toBe(400);
    expect(firstMessage(gifRes)).toBe(M.unsupportedImageFile);
    // A PNG signature followed by garbage is refused too.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expect(firstMessage(await create(who.admin, valid(), { data: broken, name: 'x.png' }))).toBe(M.unsupportedImageFile);
    expect(storedLogos().length).toBe(before);
  });

  it('refuses a logo over 5 MB with "Arquivo muito grande"', async () => {
    const big = Buffer.concat([await testImage(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await create(who.admin, valid(), { data: big, name: 'big.png' });
    expect(res.statusCode).toBe(413);
    expect(firstMessage(res)).toBe('Arquivo muito grande');
  });

  it('validates the fields with the spec messages', async () => {
    const short = await create(who.admin, valid({ acquirer_name: 'Ab' }));
    expect(short.statusCode).toBe(400);
    expect(firstMessage(short)).toBe('O campo deve ter mais de 3 caracteres');
    expect(firstMessage(await create(who.admin, valid({ acquirer_name: 'x'.repeat(31) })))).toBe('Número de caracteres excedido');
    expect(firstMessage(await create(who.admin, valid({ document_number: '11.111.111/1111-11' })))).toBe('CNPJ inválido');
    expect(firstMessage(await create(who.admin, valid({ document_number: '12.345.678/0001-00' })))).toBe('CNPJ inválido');
    expect(firstMessage(await create(who.admin, valid({ register_name: '' })))).toBe('Campo obrigatório');
    expect(firstMessage(await create(who.admin, valid({ register_name: 'xyz' })))).toBe('Campo obrigatório');
    const missing = await create(who.admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.message).toContain('Campo obrigatório');
  });

  it('accepts an alphanumeric CNPJ and refuses a duplicate CNPJ', async () => {
    const alpha = cnpj(true);
    const first = await create(who.admin, valid({ document_number: maskCnpj(alpha) }));
    expect(first.statusCode).toBe(201);
    expect(first.json().document_number).toBe(alpha);
    const again = await create(who.admin, valid({ document_number: alpha.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(firstMessage(again)).toBe('CNPJ já cadastrado');
  });

  it('answers 400, not 500, to a JSON body', async () => {
    const res = await t.as(who.admin, { method: 'POST', url: '/api/domains/acquirers', payload: valid() });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /api/domains/acquirers/:id', () => {
  it('edits name and registry but never the CNPJ; Inativar/Ativar toggles active and inactivation_date', async () => {
    const created = (await create(who.admin, valid())).json();
    const res = await t.as(who.admin, {
      method: 'PATCH',
      url: `/api/domains/acquirers/${created.id}`,
      payload: { acquirer_name: 'Nome Alterado', register_name: 'tag', document_number: cnpj() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acquirer_name: 'Nome Alterado', register_name: 'tag', document_number: created.document_number });
    expect(res.json().updated_at).not.toBeNull();

    const off = await t.as(who.admin, { method: 'PATCH', url: `/api/domains/acquirers/${created.id}`, payload: { active: false } });
    expect(off.json().active).toBe(false);
    expect(off.json().inactivation_date).not.toBeNull();
    const on = await t.as(who.admin, { method: 'PATCH', url: `/api/domains/acquirers/${created.id}`, payload: { active: true } });
    expect(on.json()).toMatchObject({ active: true, inactivation_date: null, acquirer_name: 'Nome Alterado' });
  });

  it('validates the edit and answers 404 for an unknown id', async () => {
    const created = (await create(who.admin, valid())).json();
    const bad = await t.as(who.admin, { method: 'PATCH', url: `/api/domains/acquirers/${created.id}`, payload: { acquirer_name: 'A' } });
    expect(bad.statusCode).toBe(400);
    expect(firstMessage(bad)).toBe('O campo deve ter mais de 3 caracteres');
    const missing = await t.as(who.admin, { method: 'PATCH', url: '/api/domains/acquirers/999999', payload: { active: false } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/domains/acquirers/search and /api/domains/acquirers', () => {
  it('filters by part of the name (any case) and by the CNPJ typed with its mask', async () => {
    const doc = cnpj();
    await create(who.admin, valid({ acquirer_name: 'Zebra Pagamentos', document_number: doc }));
    await create(who.admin, valid({ acquirer_name: 'Zebra Cartões' }));
    const byName = await t.as(who.admin, { method: 'GET', url: '/api/domains/acquirers/search?name=zebra&limit=5' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().results.map((r: { acquirer_name: string }) => r.acquirer_name)).toEqual(['Zebra Cartões', 'Zebra Pagamentos']);
    expect(byName.json().metadata.resultset).toEqual({ offset: 0, limit: 5, count: 2 });
    const byDoc = await t.as(who.admin, {
      method: 'GET',
      url: `/api/domains/acquirers/search?document=${encodeURIComponent(maskCnpj(doc))}`,
    });
    expect(byDoc.json().results.map((r: { document_number: string }) => r.document_number)).toEqual([doc]);
  });

  it('pages with offset and limit and keeps the total past the end', async () => {
    for (const n of ['Paginada Um', 'Paginada Dois', 'Paginada Tres']) await create(who.admin, valid({ acquirer_name: n }));
    const page2 = await t.as(who.admin, { method: 'GET', url: '/api/domains/acquirers/search?name=Paginada&offset=2&limit=2' });
    expect(page2.json().results).toHaveLength(1);
    expect(page2.json().metadata.resultset.count).toBe(3);
    const past = await t.as(who.admin, { method: 'GET', url: '/api/domains/acquirers/search?name=Paginada&offset=10&limit=2' });
    expect(past.json()).toEqual({ results: [], metadata: { resultset: { offset: 10, limit: 2, count: 3 } } });
  });

  it('the picker list answers any signed-in user and can keep only active acquirers', async () => {
    const created = (await create(who.admin, valid({ acquirer_name: 'Seletor Inativa' }))).json();
    await t.as(who.admin, { method: 'PATCH', url: `/api/domains/acquirers/${created.id}`, payload: { active: false } });
    const all = await t.as(who.noPermission, { method: 'GET', url: '/api/domains/acquirers?name=Seletor' });
    expect(all.statusCode).toBe(200);
    expect(all.json().results).toHaveLength(1);
    const active = await t.as(who.noPermission, { method: 'GET', url: '/api/domains/acquirers?name=Seletor&active=true' });
    expect(active.json().results).toHaveLength(0);
  });
});

describe('DELETE /api/domains/acquirers/:id', () => {
  it('deletes the acquirer and its logo file', async () => {
    const created = (await create(who.admin, valid(), { data: await testImage(50, 50), name: 'a.png' })).json();
    const res = await t.as(who.admin, { method: 'DELETE', url: `/api/domains/acquirers/${created.id}` });
    expect(res.statusCode).toBe(204);
    expect((await t.as(who.admin, { method: 'GET', url: `/api/domains/acquirers/${created.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.path })).statusCode).toBe(404);
    expect((await t.as(who.admin, { method: 'DELETE', url: `/api/domains/acquirers/${created.id}` })).statusCode).toBe(404);
  });
});

describe('acquirer routes authorization', () => {
  it('anonymous 401, creditor without permission 403, reader reads only, manager and admin do everything', async () => {
    const created = (await create(who.admin, valid())).json();
    const id = created.id as number;
    const routes = [
      { method: 'GET', url: '/api/domains/acquirers/search', action: 'read' },
      { method: 'GET', url: `/api/domains/acquirers/${id}`, action: 'read' },
      { method: 'PATCH', url: `/api/domains/acquirers/${id}`, payload: { acquirer_name: 'Outro Nome' }, action: 'edit' },
    ] as const;
    for (const r of routes) {
      expect((await t.as(null, r)).statusCode, `${r.method} ${r.url} anonymous`).toBe(401);
      expect((await t.as(who.noPermission, r)).statusCode, `${r.method} ${r.url} no permission`).toBe(403);
      expect((await t.as(who.reader, r)).statusCode, `${r.method} ${r.url} reader`).toBe(r.action === 'read' ? 200 : 403);
      expect((await t.as(who.manager, r)).statusCode, `${r.method} ${r.url} manager`).toBe(200);
      expect((await t.as(who.admin, r)).statusCode, `${r.method} ${r.url} admin`).toBe(200);
    }
    expect((await t.as(null, { method: 'GET', url: '/api/domains/acquirers' })).statusCode).toBe(401);
    expect((await create(null, valid())).statusCode).toBe(401);
    expect((await create(who.noPermission, valid())).statusCode).toBe(403);
    expect((await create(who.reader, valid())).statusCode).toBe(403);
    expect((await create(who.manager, valid())).statusCode).toBe(201);
    const del = { method: 'DELETE' as const, url: `/api/domains/acquirers/${id}` };
    expect((await t.as(null, del)).statusCode).toBe(401);
    expect((await t.as(who.noPermission, del)).statusCode).toBe(403);
    expect((await t.as(who.reader, del)).statusCode).toBe(403);
    expect((await t.as(who.manager, del)).statusCode).toBe(204);
  });
});
