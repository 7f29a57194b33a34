import { PERSON_TYPE, generateCnpj } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { dealEffects, dealInstallments, deals } from '../../../db/schema/commitments';
import { creditorDomiciles, creditorOriginators } from '../../../db/schema/creditors';
import { merchants } from '../../../db/schema/merchants';

let seq = 0;

export interface EffectSeed {
  acquirer: string;
  arrangement: string;
  settlementDate: string;
  constituted?: boolean;
  amountCents: number;
  settledCents?: number;
  settledOn?: string | null;
}

/**
 * A commitment written straight into the tables, as the create and registration parts will
 * write it (for the parts that only read them: the report and the registered contracts).
 */
export async function insertDeal(
  db: AppDb,
  opts: {
    creditor: { id: string; documentNumber: string; companyName: string; tradingName: string };
    merchantDocument?: string;
    merchantName?: string;
    status?: number;
    code?: string;
    contractType?: 1 | 2;
    strategy?: 0 | 1;
    gcap?: boolean;
    type?: 1 | 2 | 3 | 4;
    createdAt?: Date;
    executionDate?: string;
    withDomicile?: boolean;
    externalReference?: string;
    contractIdentifier?: string;
    effects?: EffectSeed[];
  },
) {
  const n = ++seq;
  const merchantDocument =
    opts.merchantDocument ?? generateCnpj({ seed: 700_000 + n + Math.floor(Math.random() * 1e6) });
  const merchantName = opts.merchantName ?? `Loja ${n} Ltda`;
  const [merchant] = await db
    .insert(merchants)
    .values({
      creditorId: opts.creditor.id,
      documentNumber: merchantDocument,
      typePerson: merchantDocument.length === 11 ? PERSON_TYPE.fisica : PERSON_TYPE.juridica,
      companyName: merchantName,
      tradingName: merchantName,
    })
    .onConflictDoNothing()
    .returning();
  const merchantId =
    merchant?.id ??
    (await db.query.merchants.findFirst({
      where: (m, { and, eq }) =>
        and(eq(m.creditorId, opts.creditor.id), eq(m.documentNumber, merchantDocument)),
    }))!.id;
  let bankAccountId: string | null = null;
  if (opts.withDomicile) {
    const [originator] = await db
      .insert(creditorOriginators)
      .values({
        creditorId: opts.creditor.id,
        cnpjOriginador: generateCnpj({ seed: 800_000 + n }),
        razaoSocial: `Originador ${n}`,
      })
      .returning();
    const [domicile] = await db
      .insert(creditorDomiciles)
      .values({
        originatorId: originator!.id,
        cnpjDomicilio: opts.creditor.documentNumber,
        tituloDomicilio: 'Conta',
        banco: '341',
        ispb: '60701190',
        agencia: '0001',
        conta: `${100000 + n}`,
        digito: '1',
        tipoConta: 'CC',
      })
      .returning();
    bankAccountId = domicile!.id;
  }
  const effects = opts.effects ?? [];
  const amount = Math.max(
    1,
    effects.reduce((s, e) => s + e.amountCents, 0),
  );
  const executionDate = opts.executionDate ?? '2026-04-01';
  const [deal] = await db
    .insert(deals)
    .values({
      creditorId: opts.creditor.id,
      merchantId,
      creditorCompanyName: opts.creditor.companyName,
      creditorTradingName: opts.creditor.tradingName,
      creditorDocumentNumber: opts.creditor.documentNumber,
      merchantCompanyName: merchantName,
      merchantTradingName: merchantName,
      merchantDocumentNumber: merchantDocument,
      title: `Compromisso ${n}`,
      description: 'Garantia de capital de giro',
      code: opts.code ?? `COD-${n}`,
      type: opts.type ?? 1,
      contractType: opts.contractType ?? 2,
      strategy: opts.strategy ?? 0,
      gcap: opts.gcap ?? false,
      amount,
      installments: 1,
      executionDate,
      executionDateEnd: '2026-12-31',
      bankAccountId,
      status: opts.status ?? 2,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  // The installment and its effects commit together: the app's registry-events consumer
  // writes copies for an installment with a contract as soon as it can see it.
  const installment = await db.transaction(async (tx) => {
    const [installment] = await tx
      .insert(dealInstallments)
      .values({
        dealId: deal!.id,
        installment: 1,
        amount,
        executionDate,
        executionDateEnd: '2026-12-31',
        externalReference: opts.externalReference ?? `${deal!.id}-01`,
        contractIdentifier: opts.contractIdentifier ?? null,
        status: opts.status ?? 2,
      })
      .returning();
    if (effects.length)
      await tx.insert(dealEffects).values(
        effects.map((e, i) => ({
          installmentId: installment!.id,
          dealId: deal!.id,
          acquirerDocument: e.acquirer,
          arrangement: e.arrangement,
          settlementDate: e.settlementDate,
          constituted: e.constituted ?? true,
          effectOrder: i + 1,
          status: 'aplicado',
          amountOnerate: e.amountCents,
          effectAmountInitial: e.amountCents,
          effectAmount: e.amountCents,
          effectAmountUpdated: e.amountCents,
          effectiveSettlementAmount: e.settledCents ?? 0,
          effectiveSettlementDate: e.settledOn ?? null,
        })),
      );
    return installment!;
  });
  return { deal: deal!, installment, merchantId, bankAccountId };
}
