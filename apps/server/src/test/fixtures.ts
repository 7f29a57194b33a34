import { eq } from 'drizzle-orm';
import { generateCnpj, type PermissionAction, type PermissionSlug } from '@lastro/domain';
import type { AppDb } from '../db/client';
import { accounts, creditors, profiles } from '../db/schema';
import { grantProfile } from '../seeds/access.seed';
import { hashPassword } from '../lib/passwords';

export const TEST_PASSWORD = 'Senha@Forte1';
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function createCreditor(db: AppDb, over: Partial<typeof creditors.$inferInsert> = {}) {
  const id = next();
  const [row] = await db
    .insert(creditors)
    .values({
      documentNumber: generateCnpj({ seed: Math.floor(Math.random() * 2 ** 31) }),
      tradingName: `Fornecedor ${id}`,
      companyName: `Fornecedor ${id} Ltda`,
      ...over,
    })
    .returning();
  return row!;
}

export async function createProfile(
  db: AppDb,
  opts: { isLastro: boolean; grants?: ReadonlyArray<readonly [PermissionSlug, readonly PermissionAction[]]>; description?: string },
) {
  const [row] = await db
    .insert(profiles)
    .values({ description: opts.description ?? `Perfil ${next()}`.slice(0, 30), isLastro: opts.isLastro })
    .returning();
  if (opts.grants?.length) await grantProfile(db, row!.id, opts.grants);
  return row!;
}

export async function createAccount(
  db: AppDb,
  opts: {
    type: 'Backoffice' | 'Creditor';
    creditorId?: string;
    profileId?: number;
    email?: string;
    password?: string | null;
    status?: string;
    isSecondary?: boolean;
  },
) {
  const email = opts.email ?? `user-${next()}@teste.dev`;
  const [row] = await db
    .insert(accounts)
    .values({
      email,
      name: `Usuário ${email.split('@')[0]}`,
      phoneNumber: '11987654321',
      passwordHash: opts.password === null ? null : await hashPassword(opts.password ?? TEST_PASSWORD),
      accountType: opts.type,
      creditorId: opts.creditorId ?? null,
      profileId: opts.profileId ?? null,
      status: opts.status ?? 'ativo',
      isSecondary: opts.isSecondary ?? false,
    })
    .returning();
  return row!;
}

export async function getAccount(db: AppDb, id: string) {
  return (await db.select().from(accounts).where(eq(accounts.id, id)))[0];
}
