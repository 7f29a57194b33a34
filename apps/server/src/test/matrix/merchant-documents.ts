import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { generateCnpj } from '@lastro/domain';
import { merchants } from '../../db/schema/merchants';
import { merchantDocuments } from '../../db/schema/merchants.documents';
import { multipart } from '../../modules/creditors/testing';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/**
 * Documentos (checkids) and the documents-validation page. Their permissions are platform
 * resources no creditor profile can hold, so no entry grants them: only administrators pass.
 */
let seed = 9900;
async function merchantOfA(ctx: MatrixContext) {
  const m = await ctx.t.app.modules.services('merchants').ensure({
    creditorId: ctx.creditorA.id,
    documentNumber: generateCnpj({ seed: seed++ }),
    companyName: 'Loja Documentos Ltda',
    tradingName: 'Loja Documentos',
  });
  await ctx.db
    .update(merchants)
    .set({ contactEmail: ctx.email('documentos') })
    .where(eq(merchants.id, m.id));
  return m;
}

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#fafafa' } })
    .png()
    .toBuffer();

async function documentOfA(ctx: MatrixContext, status = 1) {
  const m = await merchantOfA(ctx);
  const upload = await ctx.t.as(ctx.adminToken, {
    method: 'POST',
    url: '/api/checkids',
    ...multipart(
      { account_id: m.id, file_type: '2' },
      { files: { filename: 'rg.png', contentType: 'image/png', data: await png() } },
    ),
  });
  const id = (upload.json() as { body: { id: string } }).body.id;
  if (status !== 1)
    await ctx.db
      .update(merchantDocuments)
      .set({ status, comment: 'Dados inválidos' })
      .where(eq(merchantDocuments.id, id));
  return { merchantId: m.id, id };
}

const ADMIN = outcomes.adminOnly();

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/checkids',
    expect: ADMIN,
    request: async (ctx) => ({ query: { accountId: (await merchantOfA(ctx)).id } }),
  },
  {
    method: 'GET',
    url: '/api/checkids/history',
    expect: ADMIN,
    request: async (ctx) => ({ query: { accountId: (await merchantOfA(ctx)).id } }),
  },
  {
    method: 'GET',
    url: '/api/checkids/details/:id',
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/checkids/details/${(await documentOfA(ctx)).id}` }),
  },
  {
    method: 'GET',
    url: '/api/checkids/:id/file',
    expect: ADMIN,
    request: async (ctx) => ({ url: `/api/checkids/${(await documentOfA(ctx)).id}/file` }),
  },
  {
    method: 'GET',
    url: '/api/checkids/process',
    expect: outcomes.adminOnly(202),
    request: async (ctx) => ({ query: { accountId: (await documentOfA(ctx)).merchantId } }),
  },
  {
    method: 'POST',
    url: '/api/checkids',
    expect: ADMIN,
    request: async (ctx) =>
      multipart(
        { account_id: (await merchantOfA(ctx)).id, file_type: '1' },
        { files: { filename: 'c.png', contentType: 'image/png', data: await png() } },
      ),
  },
  {
    method: 'PATCH',
    url: '/api/checkids',
    expect: ADMIN,
    request: async (ctx) => ({ payload: { id: (await documentOfA(ctx)).id, status: 2 } }),
  },
  {
    method: 'POST',
    url: '/api/checkids/email-account',
    expect: ADMIN,
    request: async (ctx) => ({ payload: { account_id: (await merchantOfA(ctx)).id } }),
  },
  {
    method: 'POST',
    url: '/api/checkids/email-docs',
    expect: ADMIN,
    request: async (ctx) => ({ payload: { account_id: (await documentOfA(ctx, 3)).merchantId } }),
  },
  {
    method: 'PATCH',
    url: '/api/merchants/:id/account-status',
    expect: ADMIN,
    request: async (ctx) => ({
      url: `/api/merchants/${(await merchantOfA(ctx)).id}/account-status`,
      payload: { status: 'ativo' },
    }),
  },
  { method: 'GET', url: '/api/checkids/pending', expect: ADMIN },
];
