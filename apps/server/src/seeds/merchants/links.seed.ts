import { asc } from 'drizzle-orm';
import { ADVANCEMENTS, PERSON_TYPE, generateCpf, seededRandom } from '@lastro/domain';
import type { ModuleHost } from '../../lib/module';
import type { AppDb } from '../../db/client';
import { REFERENCE_ACQUIRERS } from '../../db/reference-data';
import { acquirers, merchants } from '../../db/schema';
import { merchantAcquirers } from '../../db/schema/merchants.acquirers';
import { merchantPartners } from '../../db/schema/merchants.partners';

/** The demo holds a few dozen merchants; more than this is not a demo database. */
const MAX_DEMO_MERCHANTS = 200;

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
];
const LAST_NAMES = ['Souza', 'Lima', 'Oliveira', 'Santos', 'Pereira', 'Almeida', 'Costa', 'Ribeiro'];
const POSITIONS = ['Sócio administrador', 'Sócia', 'Diretor financeiro', 'Sócio cotista'];
const STATUSES = ['validado', 'pendente', 'reprovado'] as const;

/** The same merchant always gets the same partners and links (a demo repeatable on any machine). */
const seedOf = (document: string) => [...document].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/**
 * Dados dos Sócios and Credenciadoras of the demo merchants (after the merchants seed, the app
 * up): two or three partners for each PJ merchant, one or two acquirer links by hand with an
 * advancement, and, for those with an active opt-in, the registry's discovery run through the
 * merchants module as the Discovery button does. Idempotent: partners and links are keyed by
 * merchant and CPF / acquirer, and discovery upserts.
 */
export async function seedDemoMerchantLinks(db: AppDb, services: ModuleHost['services']): Promise<void> {
  const rows = await db
    .select({
      id: merchants.id,
      creditorId: merchants.creditorId,
      documentNumber: merchants.documentNumber,
      typePerson: merchants.typePerson,
    })
    .from(merchants)
    .orderBy(asc(merchants.documentNumber))
    .limit(MAX_DEMO_MERCHANTS);
  const registerAcquirers = new Map(
    (await db.select({ id: acquirers.id, documentNumber: acquirers.documentNumber }).from(acquirers)).map(
      (a) => [a.documentNumber, a.id],
    ),
  );
  const handPicked = REFERENCE_ACQUIRERS.map((a) => registerAcquirers.get(a.document)).filter(
    (id): id is number => id !== undefined,
  );

  for (const [index, m] of rows.entries()) {
    const random = seededRandom(seedOf(m.documentNumber));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    if (m.typePerson === PERSON_TYPE.juridica) {
      const count = 2 + Math.floor(random() * 2);
      await db
        .insert(merchantPartners)
        .values(
          Array.from({ length: count }, (_, i) => {
            const first = pick(FIRST_NAMES);
            const last = pick(LAST_NAMES);
            return {
              merchantId: m.id,
              fullName: `${first} ${last}`,
              email: `${first}.${last}${i}@exemplo.com.br`
                .toLowerCase()
                .normalize('NFD')
                .replace(/[\u0300-\u036f]/g, ''),
              companyPosition: pick(POSITIONS),
              phoneNumber: `119${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
              documentNumber: generateCpf({ seed: seedOf(m.documentNumber) + i }),
              // Every state shows up across the demo; one in seven partners has left.
              status: STATUSES[(index + i) % STATUSES.length]!,
              active: (index + i) % 7 !== 6,
            };
          }),
        )
        .onConflictDoNothing();
    }
    if (handPicked.length) {
      const links = 1 + Math.floor(random() * 2);
      for (let i = 0; i < links; i++) {
        await db
          .insert(merchantAcquirers)
          .values({
            merchantId: m.id,
            acquirerId: pick(handPicked),
            advancementId: pick(ADVANCEMENTS).id,
            active: i === 0 || index % 3 !== 0,
          })
          .onConflictDoNothing();
      }
    }
    if (await services('merchants').hasActiveOptIn(m.id, m.creditorId)) {
      await services('merchants').discoverAcquirers(m.id, m.creditorId);
    }
  }
}
