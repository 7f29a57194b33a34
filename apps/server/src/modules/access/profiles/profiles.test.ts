import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_ADMIN_PROFILE_NAME, MESSAGES, PERMISSIONS, RESOURCE_CATALOGUE } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, createCreditor, createProfile } from '../../../test/fixtures';
import { profiles } from '../../../db/schema';
import { signedInAdmin, signedInCreditorUser } from '../access.test-helpers';
import { exportThroughJob, xlsxRows } from '../../exports/testing/export-flow';

let t: TestApp;
let admin: string;
let resourceId: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).token;
  const res = await t.as(admin, { method: 'GET', url: '/api/domains/user-resource?limit=200&type=1' });
  resourceId = new Map((res.json().results as { slug: string; id: number }[]).map((r) => [r.slug, r.id]));
});
afterAll(async () => t?.close());

const M = MESSAGES.access;
const grant = (slug: string, ...actions: string[]) =>
  actions.map((permition) => ({ user_resource_id: resourceId.get(slug)!, permition }));

async function createViaApi(body: object) {
  return t.as(admin, { method: 'POST', url: '/api/domains/profiles', payload: body });
}

describe('resource catalogue', () => {
  it('lists every resource for platform profiles and only the creditor ones for type 2', async () => {
    const platform = (await t.as(admin, { method: 'GET', url: '/api/domains/user-resource?limit=200&type=1' })).json();
    expect(platform.results).toHaveLength(RESOURCE_CATALOGUE.length);
    expect(platform.metadata.resultset).toEqual({ offset: 0, limit: 200, count: RESOURCE_CATALOGUE.length });
    expect(platform.results[0]).toMatchObject({
      slug: 'cad_acesso_usuario_lastro',
      module: 'Cadastro e Consulta',
      sub_module: 'Gestão de acessos',
      description: 'Usuários da plataforma',
      permition_delete: true,
      actions: ['create', 'read', 'edit', 'delete'],
    });
    const creditor = (await t.as(admin, { method: 'GET', url: '/api/domains/user-resource?limit=200&type=2' })).json();
    const slugs = creditor.results.map((r: { slug: string }) => r.slug);
    expect(slugs).toContain('cad_acesso_usuario_fornecedor');
    expect(slugs).not.toContain('cad_fornecedor');
    expect(slugs).not.toContain('cad_acesso_perfil');
    const report = creditor.results.find((r: { slug: string }) => r.slug === 'relatorios_liquidacao');
    expect(report).toMatchObject({ permition_delete: false, actions: ['read'] });
  });

  it('names the two profile types', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/domains/types' });
    expect(res.json()).toEqual([
      { id: 1, description: 'Plataforma', is_lastro: true },
      { id: 2, description: 'Fornecedor', is_lastro: false },
    ]);
  });
});

describe('profile rules', () => {
  it('words each rule of the form in Portuguese', async () => {
    const short = await createViaApi({ description: 'ab', is_lastro: true, resources: grant('cad_parceiros', 'read') });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.message).toEqual([M.profileNameMin]);
    const long = await createViaApi({ description: 'x'.repeat(31), is_lastro: true, resources: grant('cad_parceiros', 'read') });
    expect(long.json().errors.message).toEqual([M.profileNameMax]);
    const noType = await createViaApi({ description: 'Sem tipo', resources: grant('cad_parceiros', 'read') });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors.message).toContain(MESSAGES.validation.required);
    const none = await createViaApi({ description: 'Sem permissão', is_lastro: true, resources: [] });
    expect(none.json().errors.message).toEqual([M.profilePermissionRequired]);
  });

  it('refuses a permission the profile type cannot hold or the resource does not have', async () => {
    const adminOnly = await createViaApi({ description: 'Fornecedor X', is_lastro: false, resources: grant('cad_fornecedor', 'read') });
    expect(adminOnly.statusCode).toBe(400);
    expect(adminOnly.json().errors.message).toEqual([M.profileResourceNotAllowed]);
    const noDelete = await createViaApi({ description: 'Relatórios', is_lastro: true, resources: grant('relatorios_liquidacao', 'delete') });
    expect(noDelete.json().errors.message).toEqual([M.profileResourceNotAllowed]);
    const unknown = await createViaApi({ description: 'Desconhecido', is_lastro: true, resources: [{ user_resource_id: 99999, permition: 'read' }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('creates, reads, filters and updates a profile', async () => {
    const name = `Operador ${Date.now() % 100000}`;
    const created = await createViaApi({
      description: name,
      is_lastro: false,
      resources: [...grant('cad_estabelecimento', 'read', 'edit'), ...grant('cad_estabelecimento', 'read')],
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ description: name, is_lastro: false, active: true, count: 0, updated_at: null });

    const got = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles/${p.id}` })).json();
    expect(got.resources.map((r: { slug: string; permition: string }) => `${r.slug}:${r.permition}`).sort()).toEqual([
      'cad_estabelecimento:edit',
      'cad_estabelecimento:read',
    ]);

    const byName = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles?name=${encodeURIComponent(name)}` })).json();
    expect(byName.results.map((r: { id: number }) => r.id)).toEqual([p.id]);
    const platformOnly = (
      await t.as(admin, { method: 'GET', url: `/api/domains/profiles?name=${encodeURIComponent(name)}&is_lastro=true` })
    ).json();
    expect(platformOnly.results).toEqual([]);

    const typeChange = await t.as(admin, {
      method: 'PATCH',
      url: `/api/domains/profiles/${p.id}`,
      payload: { is_lastro: true, resources: grant('cad_parceiros', 'read') },
    });
    expect(typeChange.json().errors.message).toEqual([M.profileTypeReadOnly]);

    const updated = await t.as(admin, {
      method: 'PATCH',
      url: `/api/domains/profiles/${p.id}`,
      payload: { active: true, resources: grant('importacao_compromisso', 'create') },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().updated_at).not.toBeNull();
    const after = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles/${p.id}` })).json();
    expect(after.resources).toEqual([
      { user_resource_id: resourceId.get('importacao_compromisso'), permition: 'create', slug: 'importacao_compromisso' },
    ]);
  });

  it('changes the permissions of signed-in users at once', async () => {
    const creditor = await createCreditor(t.database.db);
    const profile = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
    const acc = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
    const token = await t.signIn(acc.email, 'Senha@Forte1');
    await t.as(admin, {
      method: 'PATCH',
      url: `/api/domains/profiles/${profile.id}`,
      payload: { resources: grant('relatorios_liquidacao', 'read') },
    });
    const perms = (await t.as(token, { method: 'GET', url: '/api/profile' })).json();
    expect(perms).toEqual([{ resource_slug: 'relatorios_liquidacao', permitions: ['read'] }]);
  });
});

describe('inactivation', () => {
  it('is refused while users are attached, then irreversible', async () => {
    const creditor = await createCreditor(t.database.db);
    const profile = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
    const user = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
    const listed = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles?name=${encodeURIComponent(profile.description)}` })).json();
    expect(listed.results[0].count).toBe(1);

    const refused = await t.as(admin, { method: 'PATCH', url: `/api/domains/profiles/${profile.id}`, payload: { mode: 'inactive' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.message).toEqual([M.profileWithUsersNote]);

    // An inactivated user still holds the profile: it still counts and still blocks the inactivation.
    expect((await t.as(admin, { method: 'DELETE', url: `/api/users/${user.id}` })).statusCode).toBe(200);
    const held = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles?name=${encodeURIComponent(profile.description)}` })).json();
    expect(held.results[0].count).toBe(1);
    expect((await t.as(admin, { method: 'GET', url: `/api/domains/profiles/${profile.id}` })).json().count).toBe(1);
    const stillRefused = await t.as(admin, { method: 'PATCH', url: `/api/domains/profiles/${profile.id}`, payload: { mode: 'inactive' } });
    expect(stillRefused.statusCode).toBe(409);
    expect(stillRefused.json().errors.message).toEqual([M.profileWithUsersNote]);
    expect((await t.as(admin, { method: 'GET', url: `/api/domains/profiles/${profile.id}` })).json().active).toBe(true);

    // A profile nobody holds is inactivated, for good.
    const unused = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
    const done = await t.as(admin, { method: 'PATCH', url: `/api/domains/profiles/${unused.id}`, payload: { mode: 'inactive' } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ active: false, count: 0 });

    const again = await t.as(admin, { method: 'PATCH', url: `/api/domains/profiles/${unused.id}`, payload: { mode: 'inactive' } });
    expect(again.json().errors.message).toEqual([M.profileAlreadyInactive]);
    const reactivate = await t.as(admin, {
      method: 'PATCH',
      url: `/api/domains/profiles/${unused.id}`,
      payload: { active: true, resources: grant('cad_estabelecimento', 'read') },
    });
    expect(reactivate.statusCode).toBe(400);
    expect(reactivate.json().errors.message).toEqual([M.profileInactiveReadOnly]);
    const inactiveOnly = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles?name=${encodeURIComponent(unused.description)}&active=false` })).json();
    expect(inactiveOnly.results.map((r: { id: number }) => r.id)).toEqual([unused.id]);
  });

  it('deletes only a profile never given to anyone', async () => {
    const unused = await createProfile(t.database.db, { isLastro: true, grants: [[PERMISSIONS.cad_parceiros, ['read']]] });
    expect((await t.as(admin, { method: 'DELETE', url: `/api/domains/profiles/${unused.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/api/domains/profiles/${unused.id}` })).statusCode).toBe(404);
    const used = await createProfile(t.database.db, { isLastro: true, grants: [[PERMISSIONS.cad_parceiros, ['read']]] });
    await createAccount(t.database.db, { type: 'Backoffice', profileId: used.id, status: 'inativo' });
    const refused = await t.as(admin, { method: 'DELETE', url: `/api/domains/profiles/${used.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.message).toEqual([M.profileInUseDelete]);
  });
});

describe('what creditor users see', () => {
  it('only active Fornecedor profiles, never the creditor administrator one', async () => {
    const [creditorAdmin] = await t.database.db
      .insert(profiles)
      .values({ description: CREDITOR_ADMIN_PROFILE_NAME, isLastro: false, isCreditorAdmin: true })
      .returning();
    const platform = await createProfile(t.database.db, { isLastro: true, grants: [[PERMISSIONS.cad_parceiros, ['read']]] });
    const { token } = await signedInCreditorUser(t, [[PERMISSIONS.cad_acesso_usuario_fornecedor, ['create', 'read']]]);
    const res = await t.as(token, { method: 'GET', url: '/api/domains/profiles?limit=200' });
    expect(res.statusCode).toBe(200);
    const list = res.json().results as { id: number; is_lastro: boolean; active: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => !p.is_lastro && p.active)).toBe(true);
    expect(list.map((p) => p.id)).not.toContain(creditorAdmin!.id);
    expect((await t.as(token, { method: 'GET', url: `/api/domains/profiles/${creditorAdmin!.id}` })).statusCode).toBe(404);
    expect((await t.as(token, { method: 'GET', url: `/api/domains/profiles/${platform.id}` })).statusCode).toBe(404);
    expect(
      (await t.as(token, { method: 'POST', url: '/api/domains/profiles', payload: { description: 'Meu', is_lastro: false, resources: [] } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('users of a profile', () => {
  it('lists them with filters by name, e-mail and state', async () => {
    const creditor = await createCreditor(t.database.db);
    const profile = await createProfile(t.database.db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
    const a = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
    const b = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id, status: 'inativo' });
    const all = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles/accounts?profile_id=${profile.id}&limit=99999` })).json();
    expect(all.metadata.resultset.count).toBe(2);
    expect(all.results[0]).toMatchObject({ creditor_id: creditor.id, creditor_name: creditor.companyName });
    const active = (await t.as(admin, { method: 'GET', url: `/api/domains/profiles/accounts?profile_id=${profile.id}&active=true` })).json();
    expect(active.results.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const byEmail = (
      await t.as(admin, { method: 'GET', url: `/api/domains/profiles/accounts?profile_id=${profile.id}&email=${encodeURIComponent(b.email)}` })
    ).json();
    expect(byEmail.results.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[b.id, 'Inativo']]);
  });
});

describe('export', () => {
  it('writes the filtered list to the file profiles through a job and its notification', async () => {
    const p = await createProfile(t.database.db, { isLastro: false, description: '=Perfil Exportado', grants: [[PERMISSIONS.cad_estabelecimento, ['read']]] });
    const { download } = await exportThroughJob(t, admin, `/api/domains/profiles/export?name=${encodeURIComponent('Perfil Exportado')}&format=xls`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="profiles-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"/);
    const { rows } = await xlsxRows(download.rawPayload);
    expect(rows[0]).toEqual([M.profileNameColumn, M.profileTypeColumn, M.activeColumn, M.createdAtColumn, M.updatedAtColumn, M.userCountColumn]);
    // A leading '=' is neutralised so a spreadsheet never runs it as a formula.
    expect(rows.slice(1)).toEqual([[`'${p.description}`, 'Fornecedor', 'Sim', expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/), '-', 0]]);
  });

  it('is for administrators only', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/domains/profiles/export' })).statusCode).toBe(401);
    const { token } = await signedInCreditorUser(t, [[PERMISSIONS.cad_acesso_perfil, ['read']]]);
    expect((await t.as(token, { method: 'GET', url: '/api/domains/profiles/export' })).statusCode).toBe(403);
  });
});
