import { and, eq, inArray, sql } from 'drizzle-orm';
import { generateCnpj, generateCpf } from '@lastro/domain';
import type { ModuleHost } from '../../lib/module';
import type { AppDb } from '../../db/client';
import { creditors, merchantAccounts, merchants } from '../../db/schema';
import { DEMO_CREDITOR_DOCUMENT } from '../access.seed';
import { DEMO_SECOND_CREDITOR_DOCUMENT } from '../schedules.seed';

/** How far a demo merchant's access account went through the onboarding link. */
type AccessState = 'lead' | 'email' | 'phone' | 'terms' | 'selfie' | 'locked';
const STEPS_DONE: Record<AccessState, number> = { lead: 0, email: 1, phone: 2, terms: 4, selfie: 5, locked: 5 };

/**
 * A merchant of its own for trying the onboarding link end to end (the e2e spec follows it):
 * Farmácia Vida Plena stays without opt-in for the schedules' manual opt-in.
 */
export const ONBOARDING_DEMO_MERCHANT = {
  document: generateCnpj({ seed: 106 }),
  companyName: 'Floricultura Jardim Secreto Ltda',
  tradingName: 'Jardim Secreto',
} as const;

/** [creditor document, merchant document, contact name, e-mail, mobile, state, client address]. */
const DEMO_ACCESS: ReadonlyArray<[string, string, string, string, string, AccessState, string]> = [
  [DEMO_CREDITOR_DOCUMENT, generateCnpj({ seed: 101 }), 'João Batista Lima', 'joao@paodourado.com.br', '11987650101', 'selfie', '189.6.34.12'],
  [DEMO_CREDITOR_DOCUMENT, generateCnpj({ seed: 102 }), 'Carla Mendes', 'financeiro@bompreco.com.br', '11987650102', 'terms', '177.92.10.45'],
  [DEMO_CREDITOR_DOCUMENT, generateCnpj({ seed: 103 }), 'Roberto Teixeira', 'roberto@rotasul.com.br', '51987650103', 'phone', '200.180.7.201'],
  [DEMO_CREDITOR_DOCUMENT, generateCpf({ seed: 104 }), 'Maria Aparecida Souza', 'maria@ateliedamaria.com.br', '31987650104', 'email', '187.45.120.9'],
  // The link not followed yet: the one to try the onboarding with (it has no opt-in either).
  [DEMO_CREDITOR_DOCUMENT, generateCnpj({ seed: 105 }), 'Fernanda Rocha', 'contato@vidaplena.com.br', '11987650105', 'lead', ''],
  [DEMO_CREDITOR_DOCUMENT, ONBOARDING_DEMO_MERCHANT.document, 'Helena Castro', 'helena@jardimsecreto.com.br', '11987650106', 'lead', ''],
  [DEMO_SECOND_CREDITOR_DOCUMENT, generateCnpj({ seed: 201 }), 'Antônio Pereira', 'antonio@sabormineiro.com.br', '31987650201', 'locked', '179.108.33.77'],
  [DEMO_SECOND_CREDITOR_DOCUMENT, generateCnpj({ seed: 202 }), 'Luciana Alves', 'luciana@esportetotal.com.br', '41987650202', 'terms', '191.252.66.18'],
];

const STEP_KEYS = ['checkedEmail', 'checkedPhoneNumber', 'checkedTermPartnership', 'checkedTermPolicy', 'checkedSelfie'] as const;

/**
 * Access accounts of the demo creditors' merchants in every state of the onboarding link, each
 * step a few minutes after the one before, days ago, from the merchant's own address. Runs after
 * the merchants exist; a merchant that already has its lead account is left as it is.
 */
export async function seedDemoMerchantAccess(db: AppDb, services: ModuleHost['services']): Promise<void> {
  const creditorRows = await db
    .select({ id: creditors.id, documentNumber: creditors.documentNumber })
    .from(creditors)
    .where(inArray(creditors.documentNumber, [DEMO_CREDITOR_DOCUMENT, DEMO_SECOND_CREDITOR_DOCUMENT]));
  const creditorId = new Map(creditorRows.map((c) => [c.documentNumber, c.id]));
  const demoId = creditorId.get(DEMO_CREDITOR_DOCUMENT);
  if (demoId)
    await services('merchants').ensure({ creditorId: demoId, documentNumber: ONBOARDING_DEMO_MERCHANT.document, companyName: ONBOARDING_DEMO_MERCHANT.companyName, tradingName: ONBOARDING_DEMO_MERCHANT.tradingName });
  let day = 12;
  for (const [creditorDocument, document, name, email, phone, state, address] of DEMO_ACCESS) {
    const owner = creditorId.get(creditorDocument);
    if (!owner) continue;
    const [merchant] = await db.select().from(merchants).where(and(eq(merchants.creditorId, owner), eq(merchants.documentNumber, document)));
    if (!merchant || merchant.leadAccountId) continue;
    const start = Date.now() - day-- * 86_400_000 - 5 * 3_600_000;
    const steps: Record<string, Date | string> = {};
    STEP_KEYS.slice(0, STEPS_DONE[state]).forEach((key, i) => {
      steps[`${key}Date`] = new Date(start + (i + 1) * 4 * 60_000);
      steps[`${key}Address`] = address;
    });
    await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(merchantAccounts)
        .values({
          merchantId: merchant.id,
          fullName: name,
          email,
          phoneNumber: phone,
          createdAt: new Date(start),
          ...steps,
          ...(state === 'locked' ? { failedSignIns: 5, lockedUntil: new Date(Date.now() + 86_400_000) } : {}),
        })
        .returning({ id: merchantAccounts.id });
      await tx
        .update(merchants)
        .set({
          leadAccountId: account!.id,
          contactName: sql`coalesce(${merchants.contactName}, ${name})`,
          contactEmail: sql`coalesce(${merchants.contactEmail}, ${email})`,
          phoneNumber: sql`coalesce(${merchants.phoneNumber}, ${phone})`,
          ...(STEPS_DONE[state] === 5 ? { accountStatus: 'ativo' as const } : {}),
        })
        .where(eq(merchants.id, merchant.id));
    });
  }
}
