import sharp from 'sharp';
import type { PermissionAction, PermissionSlug } from '@lastro/domain';
import type { TestApp } from '../../test/app';
import { createAccount, createCreditor, createProfile, TEST_PASSWORD } from '../../test/fixtures';

/** A real PNG (or JPEG) of the given size. */
export function testImage(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 14, g: 151, b: 247 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** multipart/form-data body with text fields and an optional `file`. */
export function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  return fd;
}

export interface Actors {
  admin: string;
  /** Creditor user whose profile lacks every grant. */
  noPermission: string;
  /** Creditor user with `read` on the slug. */
  reader: string;
  /** Creditor user with create/read/edit/delete on the slug. */
  manager: string;
}

/** Signed-in tokens of the roles an authorization check needs, for one permission slug. */
export async function signInActors(t: TestApp, slug: PermissionSlug): Promise<Actors> {
  const db = t.database.db;
  const creditor = await createCreditor(db);
  const tokenFor = async (grants: ReadonlyArray<readonly [PermissionSlug, readonly PermissionAction[]]>) => {
    const profile = await createProfile(db, { isLastro: false, grants });
    const account = await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id });
    return t.signIn(account.email, TEST_PASSWORD);
  };
  const adminAccount = await createAccount(db, { type: 'Backoffice' });
  return {
    admin: await t.signIn(adminAccount.email, TEST_PASSWORD),
    noPermission: await tokenFor([]),
    reader: await tokenFor([[slug, ['read']]]),
    manager: await tokenFor([[slug, ['create', 'read', 'edit', 'delete']]]),
  };
}

/** First error message of an answer. */
export const firstMessage = (res: { json(): unknown }) =>
  (res.json() as { errors?: { message?: string[] } }).errors?.message?.[0];
