import { useSearchParams } from 'react-router';
import { PERMISSIONS, type PermissionAction, type PermissionSlug } from '@lastro/domain';
import { usePermissions } from '../../../lib/permissions';
import type { AccessFormType } from '../types';

const TYPES: readonly AccessFormType[] = ['user', 'user-creditor', 'profile', 'visual'];

const SLUG_OF: Record<AccessFormType, PermissionSlug> = {
  user: PERMISSIONS.cad_acesso_usuario_lastro,
  'user-creditor': PERMISSIONS.cad_acesso_usuario_fornecedor,
  profile: PERMISSIONS.cad_acesso_perfil,
  visual: PERMISSIONS.cad_acesso_perfil,
};

/** The ?type= of the create and edit pages and whether the user may open it (create or edit permission). */
export function useAccessForm(action: PermissionAction) {
  const [params] = useSearchParams();
  const { can, loading, isAdmin } = usePermissions();
  const raw = params.get('type');
  const type = TYPES.includes(raw as AccessFormType) ? (raw as AccessFormType) : null;
  const needed: PermissionAction = type === 'visual' ? 'read' : action;
  // Platform users and profiles are managed by admins only (the spec's tabs).
  const allowed = type != null && (type === 'user-creditor' ? can(SLUG_OF[type], needed) : isAdmin);
  return { type, params, allowed, loading };
}
