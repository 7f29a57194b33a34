import { PERMISSIONS } from '@lastro/domain';
import { accounts } from '../../db/schema';
import { outcomes, type MatrixContext, type MatrixEntry } from './types';

/** Profiles, users, accounts, invitations and the e-mail outbox. */
const F = PERMISSIONS.cad_acesso_usuario_fornecedor;
/** What ctx.creditorProfileId grants: a creditor user may hand out only what it holds itself. */
const PROFILE_GRANT = [PERMISSIONS.relatorios_liquidacao, ['read']] as const;

const creditorUserBody = (ctx: MatrixContext) => ({
  profile_id: ctx.creditorProfileId,
  origin: '2',
  type: '2',
  id: ctx.creditorA.id,
  name: 'Usuário da Matriz',
  email: ctx.email('novo'),
  phone_number: '11987654321',
});

/** A fresh invitation token, read from the outbox as an admin. */
async function invitationToken(ctx: MatrixContext) {
  const body = creditorUserBody(ctx);
  const created = await ctx.t.as(ctx.adminToken, { method: 'POST', url: '/api/users', payload: body });
  if (created.statusCode !== 201) throw new Error(created.body);
  const outbox = await ctx.t.as(ctx.adminToken, { method: 'GET', url: `/api/mail/outbox?to=${encodeURIComponent(body.email)}` });
  const token = (outbox.json().results[0].text as string).match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no invitation token in the outbox');
  return token;
}

async function pendingLead(ctx: MatrixContext) {
  const [lead] = await ctx.db
    .insert(accounts)
    .values({ email: ctx.email('lead'), name: 'Lead', accountType: 'Creditor', creditorId: ctx.creditorA.id, status: 'pendente' })
    .returning();
  return lead!;
}

export const matrix: MatrixEntry[] = [
  // Resource catalogue and profiles (shared by every creditor: reading them is not creditor-scoped).
  {
    method: 'GET',
    url: '/api/domains/user-resource',
    grants: [[PERMISSIONS.cad_acesso_perfil, ['read']]],
    expect: outcomes.permission(200, 200),
    request: () => ({ query: { limit: 200, type: 2 } }),
  },
  { method: 'GET', url: '/api/domains/types', expect: outcomes.signedIn(200) },
  {
    method: 'GET',
    url: '/api/domains/profiles',
    grants: [[F, ['read']]],
    expect: outcomes.permission(200, 200),
  },
  {
    method: 'GET',
    url: '/api/domains/profiles/:id',
    grants: [[F, ['read']]],
    expect: outcomes.permission(200, 200),
    request: (ctx) => ({ url: `/api/domains/profiles/${ctx.creditorProfileId}` }),
  },
  {
    method: 'GET',
    url: '/api/domains/profiles/accounts',
    expect: outcomes.adminOnly(200),
    request: (ctx) => ({ query: { profile_id: ctx.creditorProfileId } }),
  },
  // A list export: queued as a job, the file arrives as a notification.
  { method: 'GET', url: '/api/domains/profiles/export', expect: outcomes.adminOnly(202) },
  {
    method: 'POST',
    url: '/api/domains/profiles',
    expect: outcomes.adminOnly(201),
    request: async (ctx) => {
      const res = await ctx.t.as(ctx.adminToken, { method: 'GET', url: '/api/domains/user-resource?type=2&limit=200' });
      const id = (res.json().results as { id: number; slug: string }[]).find((r) => r.slug === F)!.id;
      return { payload: { description: 'Perfil da matriz', is_lastro: false, resources: [{ user_resource_id: id, permition: 'read' }] } };
    },
  },
  {
    method: 'PATCH',
    url: '/api/domains/profiles/:id',
    expect: outcomes.adminOnly(200),
    request: async (ctx) => {
      const created = await ctx.t.as(ctx.adminToken, {
        method: 'GET',
        url: '/api/domains/user-resource?type=2&limit=200',
      });
      const id = (created.json().results as { id: number; slug: string }[]).find((r) => r.slug === F)!.id;
      const p = await ctx.t.as(ctx.adminToken, {
        method: 'POST',
        url: '/api/domains/profiles',
        payload: { description: 'Para inativar', is_lastro: false, resources: [{ user_resource_id: id, permition: 'read' }] },
      });
      return { url: `/api/domains/profiles/${p.json().id}`, payload: { mode: 'inactive' } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/domains/profiles/:id',
    expect: outcomes.adminOnly(204),
    request: async (ctx) => {
      const list = await ctx.t.as(ctx.adminToken, { method: 'GET', url: '/api/domains/user-resource?type=1&limit=1' });
      const id = list.json().results[0].id as number;
      const p = await ctx.t.as(ctx.adminToken, {
        method: 'POST',
        url: '/api/domains/profiles',
        payload: { description: 'Para excluir', is_lastro: true, resources: [{ user_resource_id: id, permition: 'read' }] },
      });
      return { url: `/api/domains/profiles/${p.json().id}` };
    },
  },

  // Users: a creditor user reaches only the creditor users of its own creditor.
  {
    method: 'GET',
    url: '/api/users/search',
    grants: [[F, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'GET',
    url: '/api/users/:id',
    grants: [[F, ['read']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ url: `/api/users/${(await ctx.creditorAccount()).id}` }),
  },
  {
    method: 'POST',
    url: '/api/users',
    grants: [[F, ['create']], PROFILE_GRANT],
    expect: outcomes.permission(201),
    request: (ctx) => ({ payload: creditorUserBody(ctx) }),
  },
  {
    method: 'PATCH',
    url: '/api/users/:id',
    grants: [[F, ['edit']], PROFILE_GRANT],
    expect: outcomes.permission(200),
    request: async (ctx) => {
      const target = await ctx.creditorAccount();
      return {
        url: `/api/users/${target.id}`,
        payload: { user_name: 'Nome Alterado', email: target.email, phone_number: '1133334444', profile_id: ctx.creditorProfileId },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/users/:id',
    grants: [[F, ['delete']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ url: `/api/users/${(await ctx.creditorAccount()).id}` }),
  },

  // Accounts.
  {
    method: 'GET',
    url: '/api/accounts/search',
    grants: [[F, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ query: { creditor_id: ctx.creditorA.id } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/lead',
    grants: [[F, ['create']]],
    // A lead belongs to the caller's own creditor: there is nothing of creditor A to aim at.
    expect: outcomes.permission(201, 201),
    request: (ctx) => ({ payload: { full_name: 'Lead da Matriz', email: ctx.email('lead') } }),
  },
  {
    method: 'POST',
    url: '/api/accounts',
    grants: [[F, ['create']]],
    expect: outcomes.permission(201),
    request: async (ctx) => ({
      payload: { lead_account_id: (await pendingLead(ctx)).id, contact_name: 'Contato', phone_number: '1133334444' },
    }),
  },
  {
    method: 'POST',
    url: '/api/accounts/change-password',
    grants: [[F, ['edit']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ payload: { email: (await ctx.creditorAccount()).email, newPassword: 'Nova@Senha1' } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/unlockout',
    grants: [[F, ['edit']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ payload: { email: (await ctx.creditorAccount()).email } }),
  },
  {
    method: 'PATCH',
    url: '/api/accounts/:accountId',
    grants: [[F, ['delete']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ url: `/api/accounts/${(await ctx.creditorAccount()).id}`, payload: { status: 'inativo' } }),
  },
  {
    method: 'POST',
    url: '/api/accounts/send-token',
    grants: [[F, ['edit']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ payload: { email: (await ctx.creditorAccount()).email } }),
  },
  {
    method: 'GET',
    url: '/api/creditors/:id/access',
    grants: [[F, ['read']]],
    expect: outcomes.permission(200),
    request: (ctx) => ({ url: `/api/creditors/${ctx.creditorA.id}/access` }),
  },
  {
    method: 'POST',
    url: '/api/creditors/secundary-account',
    grants: [[F, ['create']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ payload: { creditor_id: ctx.creditorA.id, account_id: (await ctx.creditorAccount()).id } }),
  },
  {
    method: 'POST',
    url: '/api/creditors/secundary-account/send-token',
    grants: [[F, ['edit']]],
    expect: outcomes.permission(200),
    request: async (ctx) => ({ payload: { email: (await ctx.creditorAccount()).email } }),
  },

  // Invitations: public, the token is the credential.
  {
    method: 'GET',
    url: '/api/invitations/:token',
    expect: outcomes.public(200),
    request: async (ctx) => ({ url: `/api/invitations/${await invitationToken(ctx)}` }),
  },
  {
    method: 'POST',
    url: '/api/invitations/:token/accept',
    expect: outcomes.public(200),
    request: async (ctx) => ({ url: `/api/invitations/${await invitationToken(ctx)}/accept`, payload: { password: 'Nova@Senha1' } }),
  },
  { method: 'GET', url: '/api/mail/outbox', expect: outcomes.adminOnly(200) },
];
