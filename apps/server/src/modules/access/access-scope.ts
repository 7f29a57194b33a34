import { MESSAGES, PERMISSIONS, type PermissionAction, type PermissionSlug } from '@lastro/domain';
import { forbidden, notFound } from '../../lib/errors';
import { hasPermission } from '../../plugins/auth';
import type { AuthContext } from '../../plugins/route-auth';

export type AccountKind = 'Backoffice' | 'Creditor';

/** The resource that governs managing accounts of a kind. */
export function userSlugOf(kind: AccountKind | string): PermissionSlug {
  return kind === 'Backoffice' ? PERMISSIONS.cad_acesso_usuario_lastro : PERMISSIONS.cad_acesso_usuario_fornecedor;
}

/**
 * A creditor user sees only the creditor users of its own creditor: anything else is "not
 * found". Then the action on that kind of user must be granted (403).
 */
export function assertCanManageAccount(
  auth: AuthContext,
  account: { accountType: string; creditorId: string | null },
  action: PermissionAction,
): void {
  if (auth.isAdmin) return;
  if (account.accountType !== 'Creditor' || !auth.creditorId || account.creditorId !== auth.creditorId) throw notFound();
  if (!hasPermission(auth, userSlugOf(account.accountType), action)) throw forbidden();
}

export interface TargetUser {
  id: string;
  accountType: string;
  creditorId: string | null;
  isSecondary: boolean;
  status: string;
}

/**
 * The one rule for every route that acts on a user (edit, change password, unlock, resend
 * the invitation, inactivate): the scope and permission of assertCanManageAccount, and then
 * a creditor user never acts on its creditor's primary account nor on a user holding a
 * permission it does not hold itself (either would let it sign in as someone above itself).
 * Acting on oneself is judged by the routes (own profile, own inactivation).
 */
export function assertMayActOnUser(
  auth: AuthContext,
  target: TargetUser,
  targetPermissions: ReadonlyArray<{ slug: string; permition: string }>,
  action: PermissionAction,
): void {
  assertCanManageAccount(auth, target, action);
  if (auth.isAdmin || target.id === auth.accountId) return;
  const isPrimary = target.accountType === 'Creditor' && !target.isSecondary && target.status !== 'pendente';
  if (isPrimary) throw forbidden(MESSAGES.access.userAboveCaller);
  const above = targetPermissions.some((p) => !auth.permissions.get(p.slug)?.has(p.permition as PermissionAction));
  if (above) throw forbidden(MESSAGES.access.userAboveCaller);
}

/** Admins may name any creditor; a creditor user is fixed to its own (another one is "not found"). */
export function scopedCreditorId(auth: AuthContext, requested: string | null | undefined): string | null {
  if (auth.isAdmin) return requested ?? null;
  if (!auth.creditorId) throw forbidden();
  if (requested && requested !== auth.creditorId) throw notFound();
  return auth.creditorId;
}

/** The permission a creditor user needs for an action on users of a kind (admins pass). */
export function assertUserPermission(auth: AuthContext, kind: AccountKind, action: PermissionAction): void {
  if (auth.isAdmin) return;
  if (kind === 'Backoffice') throw forbidden();
  if (!hasPermission(auth, userSlugOf(kind), action)) throw forbidden();
}
