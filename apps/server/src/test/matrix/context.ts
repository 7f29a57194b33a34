import type { PermissionAction } from '@lastro/domain';
import { PERMISSIONS } from '@lastro/domain';
import type { TestApp } from '../app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../fixtures';
import type { Grants, MatrixContext, Role } from './types';

let seq = 0;
const email = (prefix = 'matriz') => `${prefix}-${Date.now().toString(36)}${(seq++).toString(36)}@teste.dev`;

/** The shared world of the matrix: two creditors, an admin and signed-in callers per grant set. */
export async function createMatrixContext(t: TestApp) {
  const db = t.database.db;
  const creditorA = await createCreditor(db);
  const creditorB = await createCreditor(db);
  const adminAccount = await createAccount(db, { type: 'Backoffice', email: email('admin') });
  const adminToken = await t.signIn(adminAccount.email, TEST_PASSWORD);
  const creditorProfile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.relatorios_liquidacao, ['read']]] });
  const platformProfile = await createProfile(db, { isLastro: true, grants: [[PERMISSIONS.cad_parceiros, ['read']]] });
  const emptyProfile = await createProfile(db, { isLastro: false });

  const ctx: MatrixContext = {
    t,
    db,
    creditorA,
    creditorB,
    adminToken,
    creditorProfileId: creditorProfile.id,
    platformProfileId: platformProfile.id,
    // A secondary user holding nothing beyond its callers' grants: the user-takeover rule
    // (access-scope assertMayActOnUser) refuses acting on the primary or on a stronger user.
    async creditorAccount(creditorId = creditorA.id) {
      const acc = await createAccount(db, { type: 'Creditor', creditorId, profileId: emptyProfile.id, email: email('alvo'), isSecondary: true });
      return { id: acc.id, email: acc.email };
    },
    email,
  };

  async function creditorUser(creditorId: string, grants: Grants) {
    const profile = grants.length ? await createProfile(db, { isLastro: false, grants }) : emptyProfile;
    const acc = await createAccount(db, { type: 'Creditor', creditorId, profileId: profile.id, email: email('chamador') });
    return t.signIn(acc.email, TEST_PASSWORD);
  }

  const cache = new Map<string, Promise<string>>();
  const keyOf = (grants: Grants) =>
    grants
      .map(([slug, actions]) => `${slug}:${[...actions].sort().join('+')}`)
      .sort()
      .join(',');

  /** The bearer token of a role for an entry's grants (cached unless the call needs a session of its own). */
  async function tokenFor(role: Role, grants: Grants, fresh: boolean): Promise<string | null> {
    if (role === 'anonymous') return null;
    if (role === 'admin') {
      if (!fresh) return adminToken;
      const acc = await createAccount(db, { type: 'Backoffice', email: email('admin') });
      return t.signIn(acc.email, TEST_PASSWORD);
    }
    const creditorId = role === 'otherCreditor' ? creditorB.id : creditorA.id;
    const roleGrants: Grants = role === 'lacking' ? [] : grants;
    if (fresh) return creditorUser(creditorId, roleGrants);
    const key = `${role}|${keyOf(roleGrants)}`;
    if (!cache.has(key)) cache.set(key, creditorUser(creditorId, roleGrants));
    return cache.get(key)!;
  }

  return { ctx, tokenFor };
}

export type { PermissionAction };
