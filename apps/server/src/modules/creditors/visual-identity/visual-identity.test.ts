import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken, jpegImage, multipart, pngImage } from '../testing';

let t: TestApp;
let admin: string;
const SLUG = PERMISSIONS.cad_fornecedor_identidade_visual;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});
afterAll(async () => t?.close());

const texts = { path_url: 'https://www.fornecedor.com.br', color_hex: '#0e97f7', article: 'O', product_service: 'crédito para lojistas' };
const png = (data: Buffer) => ({ filename: 'logo.png', contentType: 'image/png', data });
const jpg = (data: Buffer) => ({ filename: 'foto.jpeg', contentType: 'image/jpeg', data });

async function fetchPicture(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  return sharp(res.rawPayload).metadata();
}

describe('visual identity', () => {
  it('stores the pictures as png of at most 1200x1200 and serves them', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/visual-identity`;
    expect((await t.as(admin, { method: 'GET', url })).json()).toBeNull();

    const form = multipart(texts, { file_logo: png(await pngImage(2400, 600)), file_image: jpg(await jpegImage(800, 1600)) });
    const created = await t.as(admin, { method: 'POST', url, payload: form.payload, headers: form.headers });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ color_hex: '#0E97F7', article: 'O', product_service: 'crédito para lojistas', path_url: texts.path_url });
    expect(body.path_logo).toMatch(/^\/api\/files\/visual-identity\/[0-9a-f-]{36}\.png$/);
    const logo = await fetchPicture(body.path_logo);
    expect([logo.format, logo.width, logo.height]).toEqual(['png', 1200, 300]);
    const image = await fetchPicture(body.path_image);
    expect([image.format, image.width, image.height]).toEqual(['png', 600, 1200]);
    expect((await t.as(admin, { method: 'GET', url })).json().id).toBe(body.id);

    const again = multipart(texts, { file_logo: png(await pngImage(10, 10)), file_image: png(await pngImage(10, 10)) });
    expect((await t.as(admin, { method: 'POST', url, payload: again.payload, headers: again.headers })).statusCode).toBe(409);

    // PATCH without pictures keeps them; with a new logo replaces only the logo.
    const textsOnly = multipart({ ...texts, article: 'A', color_hex: '#7450F0' });
    const patched = await t.as(admin, { method: 'PATCH', url: `${url}/${body.id}`, payload: textsOnly.payload, headers: textsOnly.headers });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ article: 'A', color_hex: '#7450F0', path_logo: body.path_logo, path_image: body.path_image });
    const newLogo = multipart(texts, { file_logo: png(await pngImage(100, 50)) });
    const replaced = await t.as(admin, { method: 'PATCH', url: `${url}/${body.id}`, payload: newLogo.payload, headers: newLogo.headers });
    expect(replaced.json().path_logo).not.toBe(body.path_logo);
    expect(replaced.json().path_image).toBe(body.path_image);
    expect((await t.app.inject({ method: 'GET', url: body.path_logo })).statusCode).toBe(404);
  });

  it('checks the pictures by their content, not their name', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/visual-identity`;
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const disguised = multipart(texts, { file_logo: png(gif), file_image: png(await pngImage(10, 10)) });
    const res = await t.as(admin, { method: 'POST', url, payload: disguised.payload, headers: disguised.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual(['Arquivo inválido. Arquivos suportados: .png, .jpg, .jpeg']);

    const big = multipart(texts, { file_logo: png(Buffer.concat([await pngImage(10, 10), Buffer.alloc(6 * 1024 * 1024)])), file_image: png(await pngImage(10, 10)) });
    const tooBig = await t.as(admin, { method: 'POST', url, payload: big.payload, headers: big.headers });
    expect(tooBig.statusCode).toBe(413);
  });

  it('requires colour, article, product text and both pictures on creation', async () => {
    const creditor = await createCreditor(t.database.db);
    const url = `/api/creditors/${creditor.id}/visual-identity`;
    const form = multipart({ color_hex: 'azul', article: 'X', product_service: '', path_url: 'javascript:alert(1)' });
    const res = await t.as(admin, { method: 'POST', url, payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual(
      expect.arrayContaining(['URL inválida', 'Cor inválida, use o formato #RRGGBB', 'Campo obrigatório']),
    );
    const noFiles = multipart(texts);
    const missing = await t.as(admin, { method: 'POST', url, payload: noFiles.payload, headers: noFiles.headers });
    expect(missing.json().errors.message).toEqual(['Logo: Campo obrigatório', 'Imagem: Campo obrigatório']);
  });
});

describe('who may call what', () => {
  it('lets a creditor user with the permission work on its own identity only', async () => {
    const own = await createCreditor(t.database.db);
    const other = await createCreditor(t.database.db);
    const token = await creditorUserToken(t, own.id, [[SLUG, ['read', 'create', 'edit']]]);
    const nobody = await creditorUserToken(t, own.id, []);
    const form = async () => multipart(texts, { file_logo: png(await pngImage(20, 20)), file_image: png(await pngImage(20, 20)) });
    const post = async (tk: string | null, creditorId: string) => {
      const f = await form();
      return t.as(tk, { method: 'POST', url: `/api/creditors/${creditorId}/visual-identity`, payload: f.payload, headers: f.headers });
    };
    expect((await t.as(null, { method: 'GET', url: `/api/creditors/${own.id}/visual-identity` })).statusCode).toBe(401);
    expect((await t.as(nobody, { method: 'GET', url: `/api/creditors/${own.id}/visual-identity` })).statusCode).toBe(403);
    expect((await post(nobody, own.id)).statusCode).toBe(403);
    expect((await post(token, other.id)).statusCode).toBe(404);
    expect((await post(token, own.id)).statusCode).toBe(201);
    expect((await t.as(token, { method: 'GET', url: `/api/creditors/${other.id}/visual-identity` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'GET', url: `/api/creditors/${own.id}/visual-identity` })).statusCode).toBe(200);
  });
});
