import { randomUUID } from 'node:crypto';
import { addDays, generateCnpj } from '@lastro/domain';
import { creditorDomiciles, creditorOriginators, creditorParameters, dealInstallments, deals } from '../../../../db/schema';
import type { TestApp } from '../../../../test/app';
import { createCreditor } from '../../../../test/fixtures';
import { createRegistrationRepository } from '../registration.repository';
import { createRegistrationService } from '../registration.service';

/**
 * Fixtures of the registration part: creditors with an active domicile and an opt-in at the
 * registry, and deals inserted as POST deals would leave them (em_processamento), so this part
 * is tested without the create part.
 */
export interface CreditorWorld {
  id: string;
  documentNumber: string;
  companyName: string;
  tradingName: string;
  domicileId: string;
}

export function registrationService(t: TestApp) {
  const services = t.app.modules.services;
  return createRegistrationService(createRegistrationRepository(t.database.db, { change: (tx, change) => services('audit').change(tx, change) }), {
    registry: () => services('registry'),
    parametersOf: (id) => services('creditors').parametersOf(id),
    domicileOf: (id) => services('creditors').domicileOf(id),
    notify: (accounts, input) => services('notifications').notify(accounts, input),
    enqueueRegistration: (accountId, data) => t.app.modules.jobs.enqueue('deals.register', accountId, data),
  });
}

export async function creditorWithDomicile(t: TestApp, params: Record<string, string> = {}): Promise<CreditorWorld> {
  const db = t.database.db;
  const creditor = await createCreditor(db);
  const [originator] = await db
    .insert(creditorOriginators)
    .values({ creditorId: creditor.id, cnpjOriginador: creditor.documentNumber, razaoSocial: creditor.companyName })
    .returning();
  const [domicile] = await db
    .insert(creditorDomiciles)
    .values({
      originatorId: originator!.id,
      cnpjDomicilio: creditor.documentNumber,
      tituloDomicilio: 'Conta principal',
      banco: '341',
      ispb: '60701190',
      agencia: '0001',
      conta: String(10_000 + Math.floor(Math.random() * 80_000)),
      digito: '1',
      tipoConta: 'CC',
    })
    .returning();
  for (const [key, value] of Object.entries(params))
    await db.insert(creditorParameters).values({ creditorId: creditor.id, parameterKey: key, parameterValue: value });
  return {
    id: creditor.id,
    documentNumber: creditor.documentNumber,
    companyName: creditor.companyName,
    tradingName: creditor.tradingName,
    domicileId: domicile!.id,
  };
}

/** The creditor's opt-in on the merchant, straight at the registry (any creditor, for competing contracts). */
export async function optIn(t: TestApp, financiador: string, ufr: string) {
  const registry = t.app.modules.services('registry');
  const today = await registry.today();
  const receipt = await registry.requestOptIn({
    idempotencyKey: `optin-test:${financiador}:${ufr}`,
    financiador,
    ufr,
    dataAssinatura: today,
    dataInicio: today,
    dataFim: addDays(today, 365),
  });
  const op = await registry.awaitOperation(receipt.protocolo);
  if (op.status !== 'processada') throw new Error(`opt-in refused: ${JSON.stringify(op.erros)}`);
}

export async function merchantOf(t: TestApp, creditor: CreditorWorld, seed: number) {
  const documentNumber = generateCnpj({ seed });
  const merchant = await t.app.modules
    .services('merchants')
    .ensure({ creditorId: creditor.id, documentNumber, companyName: `Loja ${seed} Ltda`, tradingName: `Loja ${seed}` });
  await optIn(t, creditor.documentNumber, documentNumber);
  return { id: merchant.id, documentNumber };
}

export interface DealFixture {
  creditor: CreditorWorld;
  merchant: { id: string; documentNumber: string };
  /** Cents of each installment, with its execution window (defaults: today .. today + 30). */
  installments: { amount: number; start?: string; end?: string; divisionRule?: 1 | 2; amountOnerate?: number; amountOnerateBp?: number }[];
  strategy?: 0 | 1;
  contractType?: 1 | 2;
  type?: 1 | 2 | 3 | 4;
  status?: number;
  expirationDate?: string;
  minPercentage?: number;
  createdBy?: string;
}

/** Inserts a deal and its installments as POST deals leaves them. */
export async function insertDeal(t: TestApp, f: DealFixture): Promise<string> {
  const today = await t.app.modules.services('registry').today();
  const id = randomUUID();
  const windows = f.installments.map((i) => ({ start: i.start ?? today, end: i.end ?? addDays(today, 30) }));
  const amount = f.installments.reduce((s, i) => s + i.amount, 0);
  await t.database.db.insert(deals).values({
    id,
    creditorId: f.creditor.id,
    merchantId: f.merchant.id,
    creditorCompanyName: f.creditor.companyName,
    creditorTradingName: f.creditor.tradingName,
    creditorDocumentNumber: f.creditor.documentNumber,
    merchantCompanyName: 'Loja Ltda',
    merchantTradingName: 'Loja',
    merchantDocumentNumber: f.merchant.documentNumber,
    title: 'Compromisso de teste',
    description: 'Teste',
    code: `T-${id.slice(0, 8)}`,
    type: f.type ?? 1,
    contractType: f.contractType ?? 1,
    strategy: f.strategy ?? 0,
    minPercentage: f.minPercentage ?? 100,
    amount,
    installments: f.installments.length,
    issueDate: today,
    expirationDate: f.expirationDate ?? addDays(today, 400),
    executionDate: windows[0]!.start,
    executionDateEnd: windows[windows.length - 1]!.end,
    bankAccountId: f.creditor.domicileId,
    status: f.status ?? 6,
    createdBy: f.createdBy ?? null,
  });
  await t.database.db.insert(dealInstallments).values(
    f.installments.map((i, n) => ({
      dealId: id,
      installment: n + 1,
      amount: i.amount,
      dueDate: windows[n]!.start,
      executionDate: windows[n]!.start,
      executionDateEnd: windows[n]!.end,
      divisionRule: i.divisionRule ?? null,
      amountOnerate: i.amountOnerate ?? null,
      amountOnerateBp: i.amountOnerateBp ?? null,
      externalReference: `${id}-${String(n + 1).padStart(2, '0')}`,
    })),
  );
  return id;
}

/** The merchant's free cents over constituted URs in the window, as the registry answers a financiador. */
export async function freeCents(t: TestApp, financiador: string, ufr: string, start: string, end: string) {
  const answer = await t.app.modules.services('registry').queryAgenda({ financiador, ufr, dataInicio: start, dataFim: end });
  return answer.unidades.filter((u) => u.constituida && u.titular === ufr).reduce((s, u) => s + u.valorLivre, 0);
}

/**
 * A one-installment deal over a share of the merchant's free agenda in [today+1+from, +days],
 * registered at the registry (a share above 1 asks more than is free: an insufficient contract).
 */
export async function registerShareOfAgenda(
  t: TestApp,
  world: { creditor: CreditorWorld; merchant: { id: string; documentNumber: string }; adminId: string },
  s: { share: number; from: number; days: number; contractType: 1 | 2 } & Pick<DealFixture, 'minPercentage' | 'expirationDate'>,
): Promise<string> {
  const today = await t.app.modules.services('registry').today();
  const start = addDays(today, 1 + s.from);
  const end = addDays(start, s.days);
  const free = await freeCents(t, world.creditor.documentNumber, world.merchant.documentNumber, start, end);
  const amount = Math.max(100, Math.floor(free * s.share));
  const id = await insertDeal(t, {
    creditor: world.creditor,
    merchant: world.merchant,
    contractType: s.contractType,
    ...(s.minPercentage === undefined ? {} : { minPercentage: s.minPercentage }),
    ...(s.expirationDate === undefined ? {} : { expirationDate: s.expirationDate }),
    installments: [{ amount, start, end }],
    createdBy: world.adminId,
  });
  await registrationService(t).register({ dealId: id }, world.adminId);
  return id;
}

export async function dealState(t: TestApp, id: string) {
  const [deal] = await t.database.query<{ status: number; status_message: string | null }>('select status, status_message from deals where id = $1', [id]);
  const installments = await t.database.query<{ status: number; amount_total_committed: string; effect_amount: string; contract_identifier: string | null }>(
    'select status, amount_total_committed, effect_amount, contract_identifier from deal_installments where deal_id = $1 order by installment',
    [id],
  );
  const [effects] = await t.database.query<{ n: string; applied: string }>(
    'select count(*) as n, coalesce(sum(effect_amount), 0) as applied from deal_effects where deal_id = $1',
    [id],
  );
  return { ...deal!, installments, effects: { n: Number(effects!.n), applied: Number(effects!.applied) } };
}
