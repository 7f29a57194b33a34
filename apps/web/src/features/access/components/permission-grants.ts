import { ACTIONS, type PermissionAction } from '@lastro/domain';
import type { ProfileGrant, Resource } from '../types';

/** A grant as the form holds it (the request schema takes the resource id as a number or text). */
type HeldGrant = Omit<ProfileGrant, 'user_resource_id'> & { user_resource_id: number | string };

/** A set of granted `${resourceId}:${action}` keys: what the permission matrix edits. */
export type GrantSet = ReadonlySet<string>;

export const grantKey = (resourceId: number | string, action: PermissionAction) => `${resourceId}:${action}`;

/** The actions a cell may hold: Deletar only where the resource permits delete. */
export const allowedActions = (r: Resource): PermissionAction[] =>
  ACTIONS.filter((a) => r.actions.includes(a) && (a !== 'delete' || r.permition_delete));

export function toGrantSet(grants: readonly HeldGrant[]): GrantSet {
  return new Set(grants.map((g) => grantKey(g.user_resource_id, g.permition)));
}

/** The grants, in matrix order, keeping only what the resources allow. */
export function toGrants(set: GrantSet, resources: readonly Resource[]): ProfileGrant[] {
  return resources.flatMap((r) =>
    allowedActions(r)
      .filter((a) => set.has(grantKey(r.id, a)))
      .map((permition) => ({ user_resource_id: r.id, permition })),
  );
}

export function toggle(set: GrantSet, key: string): Set<string> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** 'Todos' of a row: all of the row's allowed actions on, or all off when they already are. */
export function toggleRow(set: GrantSet, r: Resource): Set<string> {
  const keys = allowedActions(r).map((a) => grantKey(r.id, a));
  const next = new Set(set);
  const allOn = keys.every((k) => next.has(k));
  keys.forEach((k) => (allOn ? next.delete(k) : next.add(k)));
  return next;
}

/** 'Selecionar todos': every allowed cell, or none when all are already on. */
export function toggleAll(set: GrantSet, resources: readonly Resource[]): Set<string> {
  const keys = resources.flatMap((r) => allowedActions(r).map((a) => grantKey(r.id, a)));
  const allOn = keys.length > 0 && keys.every((k) => set.has(k));
  return allOn ? new Set() : new Set(keys);
}

export const rowAllOn = (set: GrantSet, r: Resource) => {
  const keys = allowedActions(r).map((a) => grantKey(r.id, a));
  return keys.length > 0 && keys.every((k) => set.has(k));
};
