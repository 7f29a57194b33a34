import { eq, sql } from 'drizzle-orm';
import { addDays, generateCnpj, generateCpf } from '@lastro/domain';
import type { ModuleHost } from '../lib/module';
import type { AppDb } from '../db/client';
import { accounts, creditors } from '../db/schema';
import { DEMO_ADMIN_EMAIL, DEMO_CREDITOR_DOCUMENT, DEMO_CREDITOR_EMAIL } from './access.seed';

/** A second demo creditor, so the administrator's lists show more than one. */
export const DEMO_SECOND_CREDITOR_DOCUMENT = '45723174000110';

/** A contract registered at the sandbox before the queries, so the agendas show committed amounts. */
type DemoContract = { regraDivisao: 1; valor: number } | { regraDivisao: 2; percentualBp: number };

/**
 * How the demo's query of a merchant goes, so that the list shows each status on first start:
 * answered before the app opens ('02'); asked now but taken by the job workers only
 * DEMO_LATER_SECONDS after the start ('01' when one first looks, then '02' with its
 * notification); or refused by the registry ('03') because the merchant revoked its opt-in
 * there between the query and its job.
 */
type DemoQuery = 'answered' | 'later' | 'revoked';

/** A few minutes: long enough to see the query in processing, short enough to see it end. */
export const DEMO_LATER_SECONDS = 240;

/** Demo merchants: [document, company name, trading name, whose, with opt-in, contract, query]. */
const DEMO_MERCHANTS: ReadonlyArray<[string, string, string, 'demo' | 'second', boolean, DemoContract | null, DemoQuery]> = [
  [generateCnpj({ seed: 101 }), 'Padaria Pão Dourado Ltda', 'Pão Dourado', 'demo', true, { regraDivisao: 1, valor: 8_000_000 }, 'answered'],
  [generateCnpj({ seed: 102 }), 'Mercadinho Bom Preço Ltda', 'Bom Preço', 'demo', true, { regraDivisao: 2, percentualBp: 4000 }, 'answered'],
  [generateCnpj({ seed: 103 }), 'Auto Peças Rota Sul Ltda', 'Rota Sul', 'demo', true, null, 'answered'],
  [generateCpf({ seed: 104 }), 'Maria Aparecida Souza', 'Ateliê da Maria', 'demo', true, null, 'later'],
  // Without opt-in: the new-query page offers the administrator to register one.
  [generateCnpj({ seed: 105 }), 'Farmácia Vida Plena Ltda', 'Vida Plena', 'demo', false, null, 'answered'],
  [generateCnpj({ seed: 1104 }), 'Ótica Visão Clara Ltda', 'Visão Clara', 'demo', true, null, 'revoked'],
  [generateCnpj({ seed: 201 }), 'Restaurante Sabor Mineiro Ltda', 'Sabor Mineiro', 'second', true, { regraDivisao: 1, valor: 15_000_000 }, 'answered'],
  [generateCnpj({ seed: 202 }), 'Loja Esporte Total Ltda', 'Esporte Total', 'second', true, null, 'answered'],
];

/** The demo creditors' settlement account (Itaú). */
/**
 * Where the direct registry contracts pay: an account of the creditor that no originator holds,
 * so reconciliation does not read it (spec 4 [D42]; the reconciled domicile is 341 0001 123456).
 */
const domicileOf = (titular: string) => ({ titular, ispb: '60701190', codigoBanco: '341', agencia: '0001', conta: '998877', tipoConta: 'CC' });

/**
 * The demo's living registry, after the app is up (it goes through the modules and the
 * sandbox registry, as a user would): demo merchants, their opt-ins registered at the
 * registry, and a consolidated schedule query for each, answered by the job workers (see
 * DemoQuery for the ones not answered at once).
 */
export async function seedDemoSchedules(db: AppDb, services: ModuleHost['services']): Promise<void> {
  const [second] = await db
    .insert(creditors)
    .values({ documentNumber: DEMO_SECOND_CREDITOR_DOCUMENT, tradingName: 'Crédito Sul', companyName: 'Crédito Sul Fomento Mercantil Ltda' })
    .onConflictDoNothing()
    .returning();
  const creditorOf = async (document: string) =>
    second && document === DEMO_SECOND_CREDITOR_DOCUMENT
      ? second.id
      : (await db.select({ id: creditors.id }).from(creditors).where(eq(creditors.documentNumber, document)))[0]!.id;
  const demoId = await creditorOf(DEMO_CREDITOR_DOCUMENT);
  const secondId = await creditorOf(DEMO_SECOND_CREDITOR_DOCUMENT);
  const accountOf = async (email: string) =>
    (await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.email}) = ${email}`))[0]!.id;
  const admin = await accountOf(DEMO_ADMIN_EMAIL);
  const creditorUser = await accountOf(DEMO_CREDITOR_EMAIL);

  // Opt-ins start on the registry's date, which may not be the calendar's.
  const today = await services('registry').today();
  const registry = services('registry');
  for (const [document, companyName, tradingName, whose, withOptIn, contract, asked] of DEMO_MERCHANTS) {
    const creditorId = whose === 'demo' ? demoId : secondId;
    const financiador = whose === 'demo' ? DEMO_CREDITOR_DOCUMENT : DEMO_SECOND_CREDITOR_DOCUMENT;
    const merchant = await services('merchants').ensure({ creditorId, documentNumber: document, companyName, tradingName });
    if (!withOptIn) continue;
    await services('merchants').registerOptIn(
      merchant.id,
      { creditor_id: creditorId, signature_date: today, start_date: today, end_date: addDays(today, 365) },
      admin,
    );
    if (contract) {
      // A cessão fiduciária over the next three months of URs (the commitments module will make these).
      const receipt = await registry.registerContract({
        idempotencyKey: `demo-contract-${document}`,
        financiador,
        referenciaExterna: `DEMO-${document}`,
        tipoEfeito: 2,
        ...contract,
        dataAssinatura: today,
        dataVencimento: addDays(today, 120),
        unidades: { ufr: document, dataInicio: today, dataFim: addDays(today, 90) },
        domicilio: domicileOf(financiador),
      });
      await registry.awaitOperation(receipt.protocolo);
    }
    // The demo creditor's user asked for its own; the administrator for the other creditor's.
    const requester = whose === 'demo' ? creditorUser : admin;
    if (asked === 'later') {
      await services('schedules').requestConsolidated(requester, creditorId, merchant.id, { startAfterSeconds: DEMO_LATER_SECONDS });
      continue;
    }
    // The revoked one's job is held back a minute, so that no worker answers it before the
    // opt-out below; it is run here, and the job then finds it done.
    const query = await services('schedules').requestConsolidated(requester, creditorId, merchant.id, asked === 'revoked' ? { startAfterSeconds: 60 } : {});
    if (asked === 'revoked') {
      // The merchant ends the creditor's opt-in at the registry itself; the product learns of it
      // from the registry (the query's refusal, and the opt-in read again when next looked at).
      const [active] = (await registry.listOptIns({ ufr: document, financiador })).filter((o) => o.status === 'ativo');
      const receipt = await registry.requestOptOut({ idempotencyKey: `demo-optout-${document}`, financiador, ufr: document, identificadorOptIn: active!.identificador });
      await registry.awaitOperation(receipt.protocolo);
    }
    await services('schedules').runQuery(query.id);
  }
}
