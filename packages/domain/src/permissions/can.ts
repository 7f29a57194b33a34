import type { PermissionAction } from './slugs';

/** One permission of the signed-in account: a resource and the actions granted on it. */
export interface PermissionEntry {
  resource_slug: string;
  permitions: readonly PermissionAction[] | readonly string[];
}

type Permissions = readonly PermissionEntry[] | null | undefined;

/** True when the entries grant `action` on `slug`. */
export function can(permissions: Permissions, slug: string, action: PermissionAction): boolean {
  if (!permissions) return false;
  return permissions.some(
    (entry) => entry.resource_slug === slug && (entry.permitions as readonly string[]).includes(action),
  );
}

/**
 * True when the entries grant any action (or the given `action`) on at least one of `slugs`
 * (menu items are shown when the user holds at least one of their slugs).
 */
export function canAny(
  permissions: Permissions,
  slugs: readonly string[],
  action?: PermissionAction,
): boolean {
  if (!permissions) return false;
  return permissions.some(
    (entry) =>
      slugs.includes(entry.resource_slug) &&
      (action ? (entry.permitions as readonly string[]).includes(action) : entry.permitions.length > 0),
  );
}
