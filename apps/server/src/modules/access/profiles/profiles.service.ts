import {
  MESSAGES,
  PROFILE_TYPES,
  findResource,
  isGrantable,
  isPermissionAction,
  listResponse,
  type ListQuery,
  type PermissionAction,
  type ProfileInput,
} from '@lastro/domain';
import { NO_AUDIT_TRAIL, type AuditTrail } from '../../../lib/audit-trail';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import { toIso } from '../validate';
import type { ProfileAccountsFilter, ProfileRow, ProfilesRepository } from './profiles.repository';

const M = MESSAGES.access;

export interface ProfileListFilter {
  name?: string | undefined;
  is_lastro?: boolean | undefined;
  active?: boolean | undefined;
}

export interface ProfileUpdateInput {
  mode?: 'inactive' | undefined;
  active?: boolean | undefined;
  description?: string | undefined;
  is_lastro?: boolean | undefined;
  resources?: ProfileInput['resources'] | undefined;
}

const present = (p: ProfileRow & { count: number }) => ({
  id: p.id,
  description: p.description,
  is_lastro: p.isLastro,
  active: p.active,
  is_creditor_admin: p.isCreditorAdmin,
  created_at: p.createdAt.toISOString(),
  updated_at: toIso(p.updatedAt),
  count: p.count,
});

/** What a creditor user may see of profiles: active Fornecedor ones, never 'Administrador Fornecedor'. */
const visibleToCreditorUser = (p: ProfileRow) => !p.isLastro && p.active && !p.isCreditorAdmin;

/** A profile's grants as the audit keeps them: 'resource id:action', sorted, so equal sets compare equal. */
const grantsText = (grants: readonly { userResourceId: number; permition: string }[]) =>
  grants.map((g) => `${g.userResourceId}:${g.permition}`).sort();

export function createProfilesService(repo: ProfilesRepository, audit: AuditTrail = NO_AUDIT_TRAIL) {
  /** Checks every grant against the catalogue and the profile type; drops duplicates. */
  async function validGrants(isLastro: boolean, resources: ProfileInput['resources']) {
    const type = isLastro ? 1 : 2;
    const ids = [...new Set(resources.map((r) => Number(r.user_resource_id)))];
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw badRequest(M.profileResourceNotAllowed);
    const found = new Map((await repo.resourcesByIds(ids)).map((r) => [r.id, r]));
    const seen = new Set<string>();
    const grants: { userResourceId: number; permition: PermissionAction }[] = [];
    for (const r of resources) {
      const resource = found.get(Number(r.user_resource_id));
      if (!resource || !isPermissionAction(r.permition) || !isGrantable(type, resource.slug, r.permition)) {
        throw badRequest(M.profileResourceNotAllowed);
      }
      const key = `${resource.id}:${r.permition}`;
      if (seen.has(key)) continue;
      seen.add(key);
      grants.push({ userResourceId: resource.id, permition: r.permition });
    }
    if (!grants.length) throw badRequest(M.profilePermissionRequired);
    return grants;
  }

  async function load(auth: AuthContext, id: number) {
    const profile = await repo.findById(id, auth.isAdmin ? null : auth.creditorId);
    if (!profile || (!auth.isAdmin && !visibleToCreditorUser(profile))) throw notFound();
    return profile;
  }

  return {
    /** The 'Administrador Fornecedor' profile a new creditor's master user receives (created when missing). */
    creditorAdminProfileId: () => repo.ensureCreditorAdminProfile(),

    async listResources(type: 1 | 2, page: ListQuery) {
      const { rows, count } = await repo.listResources({ forCreditor: type === 2, ...page });
      return listResponse(
        rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          module: r.module,
          sub_module: r.subModule,
          description: r.description,
          permition_delete: r.permitionDelete,
          /** The actions that mean something for the resource (the matrix disables the others). */
          actions: [...(findResource(r.slug)?.actions ?? [])].filter((a) => isGrantable(type, r.slug, a)),
        })),
        { ...page, count },
      );
    },

    types() {
      return PROFILE_TYPES.map((t) => ({ id: t.resourceType, description: t.label, is_lastro: t.value }));
    },

    async list(auth: AuthContext, filter: ProfileListFilter, page: ListQuery) {
      const scoped = auth.isAdmin
        ? { name: filter.name, isLastro: filter.is_lastro, active: filter.active }
        : { name: filter.name, isLastro: false, active: true, hideCreditorAdmin: true, countCreditorId: auth.creditorId };
      if (!auth.isAdmin && (filter.is_lastro === true || filter.active === false)) {
        return listResponse([], { ...page, count: 0 });
      }
      const { rows, count } = await repo.list(scoped, page);
      return listResponse(rows.map(present), { ...page, count });
    },

    async get(auth: AuthContext, id: number) {
      const profile = await load(auth, id);
      const resources = await repo.resourcesOf(id);
      return {
        ...present(profile),
        // Grants are checked on write; the guard only narrows the stored text to an action.
        resources: resources.flatMap((r) =>
          isPermissionAction(r.permition) ? [{ user_resource_id: r.userResourceId, permition: r.permition, slug: r.slug }] : [],
        ),
      };
    },

    /** `by`: the caller, whose event records the creation (null for a seed). */
    async create(input: ProfileInput, by: AuthContext | null) {
      const grants = await validGrants(input.is_lastro, input.resources);
      const row = await repo.create({ description: input.description, isLastro: input.is_lastro, grants }, (tx, created) =>
        audit.change(tx, {
          entity: 'domains/profiles',
          entityId: created.id,
          action: 'create',
          after: { description: created.description, is_lastro: created.isLastro, resources: grantsText(grants) },
          by,
        }),
      );
      return present({ ...row, count: 0 });
    },

    /**
     * Either inactivates (mode 'inactive': irreversible, refused while users hold the profile)
     * or updates name and permissions of an active profile. The type never changes.
     */
    async update(auth: AuthContext, id: number, input: ProfileUpdateInput) {
      const profile = await load(auth, id);
      if (input.mode === 'inactive' || (input.active === false && !input.resources)) {
        if (!profile.active) throw badRequest(M.profileAlreadyInactive);
        if (profile.count > 0 || !(await repo.inactivateIfUnused(id))) throw conflict(M.profileWithUsersNote);
        return present({ ...(await load(auth, id)) });
      }
      if (!profile.active) throw badRequest(M.profileInactiveReadOnly);
      if (input.is_lastro !== undefined && input.is_lastro !== profile.isLastro) throw badRequest(M.profileTypeReadOnly);
      if (!input.resources?.length) throw badRequest(M.profilePermissionRequired);
      const grants = await validGrants(profile.isLastro, input.resources);
      const description = input.description ?? profile.description;
      const before = { description: profile.description, resources: grantsText(await repo.resourcesOf(id)) };
      const ok = await repo.update(id, { description, grants }, (tx) =>
        audit.change(tx, {
          entity: 'domains/profiles',
          entityId: id,
          action: 'permission',
          before,
          after: { description, resources: grantsText(grants) },
          by: auth,
        }),
      );
      if (!ok) throw badRequest(M.profileInactiveReadOnly);
      return present(await load(auth, id));
    },

    async remove(auth: AuthContext, id: number) {
      const profile = await load(auth, id);
      if (profile.isCreditorAdmin) throw badRequest(M.profileCreditorAdminDelete);
      if (!(await repo.deleteIfUnreferenced(id))) throw conflict(M.profileInUseDelete);
    },

    async accounts(auth: AuthContext, filter: ProfileAccountsFilter, page: ListQuery) {
      await load(auth, filter.profileId);
      const { rows, count } = await repo.accountsOf(filter, page);
      return listResponse(
        rows.map((r) => ({
          id: r.id,
          account_id: r.id,
          name: r.name,
          email: r.email,
          phone_number: r.phoneNumber,
          status: r.status === 'ativo' ? M.statusActive : M.statusInactive,
          active: r.status === 'ativo',
          account_type: r.accountType,
          creditor_id: r.creditorId,
          creditor_name: r.creditorName,
          created_at: r.createdAt.toISOString(),
        })),
        { ...page, count },
      );
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
