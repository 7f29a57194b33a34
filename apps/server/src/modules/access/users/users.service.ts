import {
  MESSAGES,
  creditorUserCreateSchema,
  creditorUserUpdateSchema,
  listResponse,
  onlyDigits,
  platformUserCreateSchema,
  platformUserUpdateSchema,
  type ListQuery,
  type PermissionAction,
} from '@lastro/domain';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import type { Tx } from '../../../lib/transaction';
import type { AuthContext } from '../../../plugins/route-auth';
import { assertCanManageAccount, assertUserPermission, scopedCreditorId, type AccountKind, assertMayActOnUser } from '../access-scope';
import { parseBody } from '../validate';
import type { InvitationsService } from '../invitations/invitations.service';
import { presentUser } from './users.presenter';
import type { UserFilter, UserRow, UsersRepository } from './users.repository';
import { NO_AUDIT_TRAIL, type AuditTrail } from '../../../lib/audit-trail';

const M = MESSAGES.access;

export interface UsersDeps {
  invitations: Pick<InvitationsService, 'invite' | 'issue'>;
  revokeAccountSessions: (accountId: string, keep?: string) => Promise<void>;
  /** Whether a creditor with this id exists (asked of the creditors module). */
  creditorExists: (creditorId: string) => Promise<boolean>;
  /** The audit trail: a user's change is recorded with its fields before and after. */
  audit?: AuditTrail;
}

export interface UserListFilter {
  type?: AccountKind | undefined;
  creditor_id?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  phone_number?: string | undefined;
  profile_id?: number | undefined;
  active?: boolean | undefined;
}

/**
 * Loads the user a route acts on and applies the one rule of assertMayActOnUser; every route
 * that edits, changes the password of, unlocks, re-invites or inactivates a user goes through it.
 */
export function createUserActionGuard(repo: UsersRepository) {
  return async function userToActOn(
    auth: AuthContext,
    lookup: { id: string } | { email: string },
    action: PermissionAction,
  ): Promise<UserRow> {
    const user =
      'id' in lookup
        ? /^[0-9a-f-]{36}$/i.test(lookup.id)
          ? await repo.findById(lookup.id)
          : undefined
        : await repo.findByEmail(lookup.email);
    if (!user) throw notFound();
    const targetPermissions = auth.isAdmin ? [] : await repo.permissionsOfProfile(user.account.profileId);
    assertMayActOnUser(auth, user.account, targetPermissions, action);
    return user;
  };
}

export function createUsersService(repo: UsersRepository, deps: UsersDeps) {
  const userToActOn = createUserActionGuard(repo);

  /** An account the caller may see (404 when it may not). */
  async function loadVisible(auth: AuthContext, id: string) {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findById(id) : undefined;
    if (!user) throw notFound();
    assertCanManageAccount(auth, user.account, 'read');
    return user;
  }

  /** The profile a user of `kind` may receive from this caller (an unchanged profile is kept). */
  async function assertAssignableProfile(auth: AuthContext, kind: AccountKind, profileId: number, current?: number | null) {
    if (current != null && profileId === current) return;
    const profile = Number.isInteger(profileId) && profileId > 0 ? await repo.findProfile(profileId) : undefined;
    if (!profile || !profile.active) throw badRequest(M.profileNotSelectable);
    if (kind === 'Creditor') {
      if (profile.isLastro) throw badRequest(M.creditorUserNeedsCreditorProfile);
      if (!auth.isAdmin && profile.isCreditorAdmin) throw badRequest(M.profileNotSelectable);
      // Nor may a creditor user hand out a permission it does not hold itself.
      if (!auth.isAdmin) {
        const grants = await repo.permissionsOfProfile(profile.id);
        if (grants.some((g) => !auth.permissions.get(g.slug)?.has(g.permition as PermissionAction))) {
          throw badRequest(M.profileNotSelectable);
        }
      }
    } else if (!profile.isLastro) {
      throw badRequest(M.platformUserNeedsPlatformProfile);
    }
  }

  async function existingCreditor(auth: AuthContext, requested: string | undefined) {
    const creditorId = scopedCreditorId(auth, requested);
    if (!creditorId) throw badRequest(M.creditorRequired);
    if (auth.isAdmin && !(await deps.creditorExists(creditorId))) throw notFound(M.creditorNotFound);
    return creditorId;
  }

  async function list(filter: UserFilter, page: ListQuery) {
    const { rows, count } = await repo.list(filter, page);
    return listResponse(rows.map(presentUser), { ...page, count });
  }

  const listFilter = (f: UserListFilter): UserFilter => ({
    name: f.name,
    email: f.email,
    phone: f.phone_number ? onlyDigits(f.phone_number) || undefined : undefined,
    profileId: f.profile_id,
    active: f.active,
  });

  /**
   * Creates a creditor user of an existing creditor, with no password: the invitation lets
   * the user choose one. The creditor's first user is its primary account. Also used by the
   * creditors module for a new creditor's master user.
   */
  async function createCreditorUser(
    input: { creditorId: string; profileId: number | null; name: string; email: string; phoneNumber: string },
    createdBy: string | null,
  ) {
    const { account, sendInvitation } = await createCreditorUserIn(undefined, input, createdBy);
    await sendInvitation();
    return account;
  }

  /**
   * The account and its invitation, written inside `tx` when given (a new creditor's master
   * user commits with its creditor); the e-mail goes by `sendInvitation` once that committed.
   */
  async function createCreditorUserIn(
    tx: Tx | undefined,
    input: { creditorId: string; profileId: number | null; name: string; email: string; phoneNumber: string },
    createdBy: string | null,
  ) {
    const r = tx ? repo.withTx(tx) : repo;
    const isSecondary = await r.hasPrimaryAccount(input.creditorId);
    const account = await r.insert({
      email: input.email.trim(),
      name: input.name.trim(),
      phoneNumber: onlyDigits(input.phoneNumber),
      accountType: 'Creditor',
      creditorId: input.creditorId,
      profileId: input.profileId,
      status: 'ativo',
      isSecondary,
      passwordHash: null,
    });
    const sendInvitation = await deps.invitations.issue(account, createdBy, tx);
    return { account, sendInvitation };
  }

  return {
    createCreditorUser,
    createCreditorUserIn,
    emailTaken: (email: string) => repo.emailTaken(email),
    masterAccountOf: (creditorId: string) => repo.masterAccountOf(creditorId),
    accountIdsOf: (creditorId: string) => repo.accountIdsOf(creditorId),

    /** Platform users (type Backoffice) or creditor users; a creditor user only ever sees its own creditor's. */
    async search(auth: AuthContext, filter: UserListFilter, page: ListQuery) {
      if (!auth.isAdmin) {
        assertUserPermission(auth, 'Creditor', 'read');
        if (filter.type === 'Backoffice') return listResponse([], { offset: page.offset, limit: page.limit, count: 0 });
        const creditorId = scopedCreditorId(auth, filter.creditor_id);
        return list({ ...listFilter(filter), accountType: 'Creditor', creditorId }, page);
      }
      return list({ ...listFilter(filter), accountType: filter.type, creditorId: filter.creditor_id }, page);
    },

    async listOfCreditor(auth: AuthContext, creditorId: string, filter: UserListFilter, page: ListQuery) {
      const id = await existingCreditor(auth, creditorId);
      return list({ ...listFilter(filter), accountType: 'Creditor', creditorId: id }, page);
    },

    async get(auth: AuthContext, id: string) {
      return presentUser(await loadVisible(auth, id));
    },

    /** POST users: a creditor user when the body names its creditor (`id`), else a platform user. */
    async create(auth: AuthContext, body: Record<string, unknown>) {
      if (body.id !== undefined && body.id !== null && body.id !== '') {
        const input = parseBody(creditorUserCreateSchema, body);
        assertUserPermission(auth, 'Creditor', 'create');
        const creditorId = await existingCreditor(auth, input.id);
        const profileId = Number(input.profile_id);
        await assertAssignableProfile(auth, 'Creditor', profileId);
        if (await repo.emailTaken(input.email)) throw conflict(M.emailInUse);
        const account = await createCreditorUser(
          { creditorId, profileId, name: input.name, email: input.email, phoneNumber: input.phone_number },
          auth.accountId,
        );
        return { account_id: account.id, user_id: account.id };
      }
      assertUserPermission(auth, 'Backoffice', 'create');
      const input = parseBody(platformUserCreateSchema, body);
      const profileId = Number(input.profile_id);
      await assertAssignableProfile(auth, 'Backoffice', profileId);
      if (await repo.emailTaken(input.email)) throw conflict(M.emailInUse);
      const account = await repo.insert({
        email: input.email,
        name: input.name,
        phoneNumber: onlyDigits(input.phone_number),
        accountType: 'Backoffice',
        profileId,
        status: 'ativo',
        passwordHash: await hashPassword(input.password),
      });
      // The administrator chose a first password; the invitation lets the user pick their own.
      await deps.invitations.invite(account, auth.accountId);
      return { account_id: account.id, user_id: account.id };
    },

    async update(auth: AuthContext, id: string, body: Record<string, unknown>) {
      const user = await userToActOn(auth, { id }, 'edit');
      const a = user.account;
      if (a.status === 'inativo') throw badRequest(M.userInactiveReadOnly);
      const kind: AccountKind = a.accountType === 'Backoffice' ? 'Backoffice' : 'Creditor';
      const normalized = { ...body, user_name: body.user_name ?? body.name };
      const input =
        kind === 'Backoffice'
          ? parseBody(platformUserUpdateSchema, normalized)
          : parseBody(creditorUserUpdateSchema, normalized);
      const profileId = Number(input.profile_id);
      if (a.id === auth.accountId && !auth.isAdmin && profileId !== a.profileId) throw badRequest(M.ownProfileReadOnly);
      await assertAssignableProfile(auth, kind, profileId, a.profileId);
      if (await repo.emailTaken(input.email, a.id)) throw conflict(M.emailInUse);
      const values = { name: input.user_name, email: input.email, phoneNumber: onlyDigits(input.phone_number), profileId };
      await repo.transaction(async (tx) => {
        await repo.withTx(tx).update(a.id, values);
        const fields = (v: typeof values) => ({ name: v.name, email: v.email, phone_number: v.phoneNumber, profile_id: v.profileId });
        await (deps.audit ?? NO_AUDIT_TRAIL).change(tx, {
          entity: 'users',
          entityId: a.id,
          action: profileId !== a.profileId ? 'permission' : 'update',
          before: fields({ name: a.name, email: a.email, phoneNumber: a.phoneNumber ?? '', profileId: a.profileId ?? 0 }),
          after: fields(values),
          creditorId: a.creditorId,
          by: auth,
        });
      });
      return presentUser((await repo.findById(a.id))!);
    },

    /**
     * Inativar: irreversible and immediate (the user's sessions end now). DELETE users/{id} and
     * PATCH accounts/{id} both inactivate, so both demand the same 'delete' permission.
     */
    async inactivate(auth: AuthContext, id: string) {
      const user = await userToActOn(auth, { id }, 'delete');
      if (user.account.id === auth.accountId) throw badRequest(M.ownAccountInactivation);
      if (!(await repo.inactivate(user.account.id))) throw badRequest(M.userAlreadyInactive);
      await deps.revokeAccountSessions(user.account.id);
      return { message: M.inactivated };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
