import { eq } from 'drizzle-orm';
import { PERMISSIONS, generateCnpj } from '@lastro/domain';
import { merchants } from '../../db/schema/merchants';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** The merchants' onboarding link (admin issuing, public steps), the SMS outbox and 'Dados de acesso'. */
const ACCESS_READ = [[PERMISSIONS.cad_estabelecimento_dados_acesso, ['read']]] as const;

let seed = 9400;
/** A merchant of creditor A with a contact, its lead account created by a first link. */
async function merchantOfA(ctx: MatrixContext) {
  const m = await ctx.t.app.modules
    .services('merchants')
    .ensure({ creditorId: ctx.creditorA.id, documentNumber: generateCnpj({ seed: seed++ }), companyName: 'Loja Cadastro Ltda', tradingName: 'Loja Cadastro' });
  const email = ctx.email('estabelecimento');
  await ctx.db.update(merchants).set({ contactEmail: email, contactName: 'Contato Matriz', phoneNumber: '11987654321' }).where(eq(merchants.id, m.id));
  const res = await ctx.t.as(ctx.adminToken, { method: 'POST', url: `/api/merchants/${m.id}/onboarding-link` });
  const token = new URL(res.json<{ link: string }>().link).searchParams.get('token')!;
  return { id: m.id, email, token };
}

const UNKNOWN_TOKEN = 'x'.repeat(43);
const publicStep = (url: string, payload: object = { token: UNKNOWN_TOKEN }): MatrixEntry => ({
  method: 'POST',
  url,
  // Anyone may call a step; an unknown token is simply not found.
  expect: outcomes.public(404),
  request: () => ({ payload }),
});

const boundary = '----matriz';
const selfieBody = `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${UNKNOWN_TOKEN}\r\n--${boundary}--\r\n`;

export const matrix: MatrixEntry[] = [
  {
    method: 'POST',
    url: '/api/merchants/:id/onboarding-link',
    expect: outcomes.adminOnly(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/onboarding-link` }),
  },
  {
    method: 'POST',
    url: '/api/merchants/:id/onboarding-link/email',
    expect: outcomes.adminOnly(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/onboarding-link/email` }),
  },
  {
    method: 'POST',
    url: '/api/onboarding/open',
    expect: outcomes.public(),
    request: async (ctx) => ({ payload: { token: (await merchantOfA(ctx)).token } }),
  },
  publicStep('/api/onboarding/email-code'),
  publicStep('/api/onboarding/email-code/confirm', { token: UNKNOWN_TOKEN, code: '123456' }),
  publicStep('/api/onboarding/phone-code'),
  publicStep('/api/onboarding/phone-code/confirm', { token: UNKNOWN_TOKEN, code: '123456' }),
  publicStep('/api/onboarding/term-partnership'),
  publicStep('/api/onboarding/term-policy'),
  {
    method: 'POST',
    url: '/api/onboarding/selfie',
    expect: outcomes.public(404),
    request: () => ({ payload: selfieBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
  },
  { method: 'GET', url: '/api/sms/outbox', expect: outcomes.adminOnly() },
  {
    method: 'GET',
    url: '/api/merchants/:id/access',
    grants: ACCESS_READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/access` }),
  },
  {
    method: 'GET',
    url: '/api/merchants/:id/access/pdf',
    grants: ACCESS_READ,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/merchants/${(await merchantOfA(ctx)).id}/access/pdf` }),
  },
  {
    method: 'POST',
    url: '/api/merchants/:id/access/change-password',
    expect: outcomes.adminOnly(),
    request: async (ctx) => {
      const m = await merchantOfA(ctx);
      return { url: `/api/merchants/${m.id}/access/change-password`, payload: { email: m.email, newPassword: 'Nova@Senha1' } };
    },
  },
  {
    method: 'POST',
    url: '/api/merchants/:id/access/unlockout',
    expect: outcomes.adminOnly(),
    request: async (ctx) => {
      const m = await merchantOfA(ctx);
      return { url: `/api/merchants/${m.id}/access/unlockout`, payload: { email: m.email } };
    },
  },
];
