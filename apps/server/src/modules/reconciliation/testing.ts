import { addDays, generateCnpj } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { acquirers } from '../../db/schema';
import { seedReferenceArrangements } from '../../seeds/reference-data.seed';
import type { TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor } from '../../test/fixtures';
import { optInThroughApi } from '../../test/optins';
import { randomCnpj, seedBanks } from '../creditors/testing';

/** The banks, three acquirers and the arrangements of the register (the test database has no reference data). */
export async function seedReconciliationReference(db: AppDb) {
  await seedBanks(db);
  await db
    .insert(acquirers)
    .values([
      { acquirerName: 'Cielo', documentNumber: '01027058000191', registerName: 'cip' },
      { acquirerName: 'Rede', documentNumber: '01425787000104', registerName: 'cip' },
      { acquirerName: 'Stone', documentNumber: '16501555000157', registerName: 'cerc' },
    ])
    .onConflictDoNothing();
  await seedReferenceArrangements(db);
}

export const domicileBody = (over: Record<string, unknown> = {}) => ({
  cnpj_domicilio: '11.222.333/0001-81',
  titulo_domicilio: 'Conta principal',
  banco: '341',
  ispb: '60701190',
  agencia: '1234',
  conta: String(100000 + Math.floor(Math.random() * 800000)),
  digito: '7',
  tipo_conta: 'CC',
  ...over,
});

/** An originator of the creditor with its domiciles, registered as the creditors screen does. */
export async function registerOriginator(t: TestApp, adminToken: string, creditorId: string, name: string, domicilios: Record<string, unknown>[]) {
  const cnpj = randomCnpj();
  const res = await t.as(adminToken, {
    method: 'POST',
    url: '/api/parceiro/originador',
    query: { creditor_id: creditorId },
    payload: { originadores: [{ cnpj_originador: cnpj, razao_social: name, domicilios }] },
  });
  if (res.statusCode >= 300) throw new Error(`originator not registered: ${res.body}`);
  return cnpj;
}

let seed = 7300;
/** A merchant of the creditor (the merchants module's own way in). */
export const merchantOf = (t: TestApp, creditorId: string, tradingName = 'Loja Conciliada') =>
  t.app.modules.services('merchants').ensure({ creditorId, documentNumber: generateCnpj({ seed: seed++ }), companyName: `${tradingName} Ltda`, tradingName });

export const merchantAccount = (over: Record<string, unknown> = {}) => ({
  bank_code: '001',
  agency: '4321',
  account_number: String(200000 + Math.floor(Math.random() * 700000)),
  account_digit: '5',
  account_type: 'CC',
  ...over,
});

/**
 * A creditor with no contract whose opted-in merchant ('Loja Livre') has an account the
 * reconciliation follows (spec 4 §4.3, the free part), the registry's clock set back to `d0` and
 * moved to d0 + 6. For a file of its own: it moves the clock.
 */
export async function merchantFreePartWorld(t: TestApp, d0: string) {
  const db = t.database.db;
  const registry = t.app.modules.services('registry');
  await registry.sandbox!.resetClock(d0);
  await seedReconciliationReference(db);
  const creditorId = (await createCreditor(db)).id;
  const adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
  const merchant = await merchantOf(t, creditorId, 'Loja Livre');
  const optIn = await optInThroughApi(t, adminToken, merchant.id, { creditor_id: creditorId, signature_date: d0, start_date: d0, end_date: addDays(d0, 365) });
  if (optIn.statusCode !== 201) throw new Error(`opt-in refused: ${optIn.body}`);
  await t.app.modules.services('reconciliation').addMerchant(creditorId, merchant.id, merchantAccount());
  const [account] = await t.database.query<{ id: string }>(
    `select a.id from reconciliation_accounts a join reconciliation_companies c on c.id = a.company_id where c.merchant_id = $1`,
    [merchant.id],
  );
  await registry.tick(addDays(d0, 6));
  return { creditorId, adminToken, merchant, accountId: account!.id };
}

/** The first Portuguese message of an error answer, as the toast shows it. */
export const errorMessage = (res: { json(): unknown }) => (res.json() as { errors: { message: string[] } }).errors.message[0];
