import type { PermissionAction, PermissionSlug } from '@lastro/domain';
import type { TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../test/fixtures';

export type Grants = ReadonlyArray<readonly [PermissionSlug, readonly PermissionAction[]]>;

/** A signed-in admin (Backoffice). */
export async function signedInAdmin(t: TestApp) {
  const account = await createAccount(t.database.db, { type: 'Backoffice' });
  return { account, token: await t.signIn(account.email, TEST_PASSWORD) };
}

/** A signed-in creditor user holding exactly `grants` (a new creditor unless one is given). */
export async function signedInCreditorUser(t: TestApp, grants: Grants, creditorId?: string) {
  const creditor = creditorId ? { id: creditorId } : await createCreditor(t.database.db);
  const profile = await createProfile(t.database.db, { isLastro: false, grants });
  const account = await createAccount(t.database.db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
  return { account, creditorId: creditor.id, profile, token: await t.signIn(account.email, TEST_PASSWORD) };
}

const TOKEN_IN_LINK = /\/convite\?token=([A-Za-z0-9_-]+)/;

/** The token of the newest invitation e-mailed to `email`, read from the outbox as an admin would. */
export async function latestInvitationToken(t: TestApp, adminToken: string, email: string): Promise<string | null> {
  const res = await t.as(adminToken, { method: 'GET', url: `/api/mail/outbox?to=${encodeURIComponent(email)}&limit=1` });
  if (res.statusCode !== 200) throw new Error(`outbox ${res.statusCode}: ${res.body}`);
  const mail = (res.json() as { results: { text: string }[] }).results[0];
  return mail?.text.match(TOKEN_IN_LINK)?.[1] ?? null;
}

let seq = 0;
/** A unique e-mail for a test. */
export const uniqueEmail = (prefix = 'pessoa') => `${prefix}-${Date.now().toString(36)}${(seq++).toString(36)}@teste.dev`;
