import { PERMISSIONS, type PermissionAction, type PermissionSlug } from '@lastro/domain';
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
