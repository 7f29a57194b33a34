import { eq, sql } from 'drizzle-orm';
import {
  CREDITOR_ADMIN_PROFILE_NAME,
  PERMISSIONS,
  RESOURCE_CATALOGUE,
  type PermissionAction,
  type PermissionSlug,
} from '@lastro/domain';
import type { AppDb } from '../db/client';
import { accounts, creditors, profileResources, profiles, userResources } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedReferenceData } from './reference-data.seed';

export const DEMO_PASSWORD = 'Lastro@2026';
export const DEMO_ADMIN_EMAIL = 'admin@lastro.dev';
export const DEMO_CREDITOR_EMAIL = 'fornecedor@lastro.dev';
/** A valid CNPJ for the demo creditor. */
export const DEMO_CREDITOR_DOCUMENT = '11222333000181';

/** The creditor users' realistic subset: their own users, commitments, schedules, merchants, imports. */
const DEMO_CREDITOR_GRANTS: ReadonlyArray<[PermissionSlug, PermissionAction[]]> = [
  [PERMISSIONS.cad_acesso_usuario_fornecedor, ['create', 'read', 'edit']],
  [PERMISSIONS.cad_agenda_consulta_agenda, ['create', 'read']],
  [PERMISSIONS.cad_compromisso_dados_compromissos, ['create', 'read', 'edit', 'delete']],
  [PERMISSIONS.cad_compromisso_dados_solicitacoes, ['read']],
  [PERMISSIONS.cad_compromisso_dados_bancarios, ['read']],
  [PERMISSIONS.cad_estabelecimento, ['create', 'read', 'edit']],
  [PERMISSIONS.cad_estabelecimento_dados_socios, ['read']],
  [PERMISSIONS.cad_estabelecimento_credenciadoras, ['read']],
  [PERMISSIONS.importacao_compromisso, ['create']],
  [PERMISSIONS.importacao_estabelecimento, ['create']],
  [PERMISSIONS.importacao_alterar_contrato, ['create']],
  [PERMISSIONS.relatorios_liquidacao, ['read']],
  // Spec 4 §7: read on the six reconciliation screens, upload statements, match and justify.
  [PERMISSIONS.conciliacao_agenda, ['read']],
  [PERMISSIONS.conciliacao_bancaria, ['read', 'edit']],
  [PERMISSIONS.conciliacao_divergencias, ['read', 'edit']],
  [PERMISSIONS.conciliacao_extratos, ['create', 'read']],
  [PERMISSIONS.conciliacao_empresas, ['read']],
  [PERMISSIONS.conciliacao_monitoramento_contratos, ['read']],
];

export async function grantProfile(
  db: AppDb,
  profileId: number,
  grants: ReadonlyArray<readonly [string, readonly PermissionAction[]]>,
): Promise<void> {
  const resources = await db.select({ id: userResources.id, slug: userResources.slug }).from(userResources);
  const idOf = new Map(resources.map((r) => [r.slug, r.id]));
  const rows = grants.flatMap(([slug, actions]) => {
    const id = idOf.get(slug);
    if (id == null) throw new Error(`unknown resource ${slug}`);
    return actions.map((permition) => ({ profileId, userResourceId: id, permition }));
  });
  if (rows.length) await db.insert(profileResources).values(rows).onConflictDoNothing();
}

/** First start of the embedded database: the two demo accounts and what they need. Idempotent. */
export async function seedDemo(db: AppDb): Promise<{ created: boolean }> {
  const existing = await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_ADMIN_EMAIL}`);
  if (existing.length) return { created: false };
  await seedReferenceData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const [creditor] = await db
    .insert(creditors)
    .values({
      documentNumber: DEMO_CREDITOR_DOCUMENT,
      tradingName: 'Fornecedor Demonstração',
      companyName: 'Fornecedor Demonstração Ltda',
      address: 'Avenida Paulista',
      addressNumber: '1000',
      addressNeighborhood: 'Bela Vista',
      addressCity: 'São Paulo',
      addressState: 'SP',
      addressZipCode: '01310100',
    })
    .onConflictDoNothing()
    .returning();
  const creditorId =
    creditor?.id ??
    (await db.select({ id: creditors.id }).from(creditors).where(eq(creditors.documentNumber, DEMO_CREDITOR_DOCUMENT)))[0]!.id;

  const [platformProfile] = await db
    .insert(profiles)
    .values({ description: 'Administrador', isLastro: true })
    .returning();
  await grantProfile(
    db,
    platformProfile!.id,
    RESOURCE_CATALOGUE.filter((r) => r.scope !== 2).map((r) => [r.slug, r.actions] as const),
  );
  const [creditorAdmin] = await db
    .insert(profiles)
    .values({ description: CREDITOR_ADMIN_PROFILE_NAME, isLastro: false, isCreditorAdmin: true })
    .returning();
  await grantProfile(
    db,
    creditorAdmin!.id,
    RESOURCE_CATALOGUE.filter((r) => r.scope !== 1).map((r) => [r.slug, r.actions] as const),
  );
  const [operatorProfile] = await db
    .insert(profiles)
    .values({ description: 'Operador Fornecedor', isLastro: false })
    .returning();
  await grantProfile(db, operatorProfile!.id, DEMO_CREDITOR_GRANTS);

  await db.insert(accounts).values([
    {
      email: DEMO_ADMIN_EMAIL,
      name: 'Administrador Lastro',
      phoneNumber: '11987654321',
      passwordHash,
      accountType: 'Backoffice',
      profileId: platformProfile!.id,
    },
    {
      email: DEMO_CREDITOR_EMAIL,
      name: 'Usuário Fornecedor',
      phoneNumber: '11912345678',
      passwordHash,
      accountType: 'Creditor',
      creditorId,
      profileId: operatorProfile!.id,
    },
  ]);
  return { created: true };
}
