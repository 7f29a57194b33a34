import { addDays, generateCnpj } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import {
  creditorDomiciles,
  creditorOriginators,
  dealEffects,
  dealHistory,
  dealInstallments,
  deals,
} from '../../../db/schema';
import type { Registry } from '../../../integrations/registry';
import { seedBanks } from '../../creditors/testing';
import type { TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';

let seq = 0;

/** An originator of the creditor with domiciles: two active, one inactive. */
export async function createOriginatorWithDomiciles(db: AppDb, creditorId: string, active = true) {
  await seedBanks(db);
  const n = ++seq;
  const [originator] = await db
    .insert(creditorOriginators)
    .values({
      creditorId,
      cnpjOriginador: generateCnpj({ seed: 880_000 + n + Math.floor(Math.random() * 1e6) }),
      razaoSocial: `Originador ${n} Ltda`,
      status: active ? 'Ativo' : 'Inativo',
    })
    .returning();
  const domicile = (i: number, status: 'Ativo' | 'Inativo', banco: string, ispb: string) => ({
    originatorId: originator!.id,
    cnpjDomicilio: originator!.cnpjOriginador,
    tituloDomicilio: `Conta ${n}-${i}`,
    banco,
    ispb,
    agencia: String(1000 + i),
    conta: String(100000 + n * 10 + i),
    digito: String(i),
    tipoConta: 'CC',
    status,
  });
  const rows = await db
    .insert(creditorDomiciles)
    .values([
      domicile(1, 'Ativo', '341', '60701190'),
      domicile(2, 'Ativo', '001', '00000000'),
      domicile(3, 'Inativo', '260', '18236120'),
    ])
    .returning();
  return { originator: originator!, first: rows[0]!, second: rows[1]!, inactive: rows[2]! };
}

export interface DealFixtureOptions {
  creditorId?: string;
  type?: 1 | 2 | 3 | 4;
  status?: number;
  installments?: number;
  /** Registers every installment at the registry (a real contract the domicile change moves). */
  register?: boolean;
  withBankAccount?: boolean;
  effectsPerInstallment?: number;
}

/**
 * A commitment as the create and registration parts leave it (deal, installments, effects and
 * the first history line), written straight to the tables: the detail is tested on its own.
 */
export async function createDealFixture(t: TestApp, opts: DealFixtureOptions = {}) {
  const db = t.database.db;
  const registry = t.app.modules.services('registry') as Registry;
  const creditor = opts.creditorId
    ? {
        id: opts.creditorId,
        documentNumber: (await t.app.modules.services('creditors').identityOf(opts.creditorId))!
          .document_number,
      }
    : await createCreditor(db);
  const creditorIdentity = (await t.app.modules.services('creditors').identityOf(creditor.id))!;
  const domiciles = await createOriginatorWithDomiciles(db, creditor.id);
  const n = ++seq;
  const merchantDocument = generateCnpj({ seed: 770_000 + n + Math.floor(Math.random() * 1e6) });
  const merchant = await t.app.modules
    .services('merchants')
    .ensure({
      creditorId: creditor.id,
      documentNumber: merchantDocument,
      companyName: `Loja ${n} Ltda`,
      tradingName: `Loja ${n}`,
    });
  const today = await registry.today();
  const count = opts.installments ?? 2;
  const amountPer = 150_000;
  const [deal] = await db
    .insert(deals)
    .values({
      creditorId: creditor.id,
      merchantId: merchant.id,
      creditorCompanyName: creditorIdentity.company_name,
      creditorTradingName: creditorIdentity.trading_name,
      creditorDocumentNumber: creditorIdentity.document_number,
      merchantCompanyName: `Loja ${n} Ltda`,
      merchantTradingName: `Loja ${n}`,
      merchantDocumentNumber: merchantDocument,
      title: `Compromisso ${n}`,
      description: 'Capital de giro',
      code: `C-${n}`,
      type: opts.type ?? 1,
      contractType: 2,
      amount: amountPer * count,
      installments: count,
      issueDate: today,
      expirationDate: addDays(today, 180),
      executionDate: addDays(today, 1),
      executionDateEnd: addDays(today, 30 * count),
      acquirers: [],
      arrangements: [],
      bankAccountId: opts.withBankAccount === false ? null : domiciles.first.id,
      status: opts.status ?? 2,
    })
    .returning();
  await db
    .insert(dealHistory)
    .values({ dealId: deal!.id, status: 6, description: 'Em processamento', name: 'Fixture' });
  const installments = [];
  for (let i = 1; i <= count; i++) {
    const start = addDays(today, 1 + 30 * (i - 1));
    const end = addDays(today, 30 * i);
    const externalReference = `${deal!.id}-${String(i).padStart(2, '0')}`;
    let contractIdentifier: string | null = null;
    if (opts.register) {
      const receipt = await registry.registerContract({
        idempotencyKey: externalReference,
        financiador: creditorIdentity.document_number,
        referenciaExterna: externalReference,
        tipoEfeito: 2,
        regraDivisao: 1,
        valor: amountPer,
        dataAssinatura: today,
        dataVencimento: end,
        unidades: { ufr: merchantDocument, dataInicio: start, dataFim: end },
        domicilio: {
          titular: domiciles.first.cnpjDomicilio,
          ispb: domiciles.first.ispb,
          codigoBanco: domiciles.first.banco,
          agencia: domiciles.first.agencia,
          conta: domiciles.first.conta,
          tipoConta: domiciles.first.tipoConta,
        },
      });
      const op = await registry.awaitOperation(receipt.protocolo);
      if (op.status !== 'processada') throw new Error(`fixture registration: ${JSON.stringify(op.erros)}`);
      contractIdentifier = (op.resultado as { identificadorContrato: string }).identificadorContrato;
    }
    // The installment and its effects commit together: the app's registry-events consumer
    // writes copies for a registered installment as soon as it can see it.
    const inst = await db.transaction(async (tx) => {
      const [inst] = await tx
        .insert(dealInstallments)
        .values({
          dealId: deal!.id,
          installment: i,
          amount: amountPer,
          dueDate: start,
          executionDate: start,
          executionDateEnd: end,
          externalReference,
          contractIdentifier,
          status: opts.status ?? 2,
          amountTotalEffect: amountPer,
          amountTotalCommitted: amountPer,
          effectAmountInitial: amountPer,
          effectAmount: amountPer,
          effectAmountUpdated: amountPer,
        })
        .returning();
      const effects = opts.effectsPerInstallment ?? 3;
      if (effects > 0)
        await tx.insert(dealEffects).values(
          Array.from({ length: effects }, (_, k) => ({
            installmentId: inst!.id,
            dealId: deal!.id,
            acquirerDocument: '01027058000191',
            arrangement: ['VCC', 'MCC', 'ELC'][k % 3]!,
            settlementDate: addDays(start, k),
            constituted: k % 2 === 0,
            effectOrder: 1,
            status: 'aplicado',
            amountOnerate: amountPer / effects,
            effectAmountInitial: amountPer / effects,
            effectAmount: amountPer / effects,
            effectAmountUpdated: amountPer / effects,
            effectiveSettlementAmount: k === 0 ? amountPer / effects : 0,
            effectiveSettlementDate: k === 0 ? start : null,
          })),
        );
      return inst!;
    });
    installments.push(inst);
  }
  return { creditor, deal: deal!, installments, domiciles, merchantDocument };
}
