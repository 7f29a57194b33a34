import { eq } from 'drizzle-orm';
import { addDays } from '@lastro/domain';
import { creditorDomiciles } from '../../../db/schema/creditors';
import { dealInstallments } from '../../../db/schema/commitments';
import type { TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { insertDeal } from '../../commitments/testing/deal-rows';
import { createRegistryCopiesRepository } from './registry-copies.repository';
import { createRegistryCopiesService } from './registry-copies.service';

/** R$ 10 million: more than any sandbox merchant sells in a few weeks. */
const WHOLE_AGENDA = 1_000_000_000;

/** The copies' service over a test app's modules, as the part builds it (for calls the hooks make). */
export function copiesOf(t: TestApp) {
  const services = t.app.modules.services;
  return createRegistryCopiesService({
    repo: createRegistryCopiesRepository(t.database.pool),
    registry: () => services('registry'),
    financiadorOf: async (id) => (await services('creditors').identityOf(id))?.document_number ?? null,
    hasActiveOptIn: (merchantId, creditorId) => services('merchants').hasActiveOptIn(merchantId, creditorId),
    warn: (err) => {
      throw err;
    },
  });
}

/**
 * A creditor with one commitment registered at the registry as a contract over the merchant's
 * URs of `from`..`from + days - 1`, paid into the originator domicile the commitment names,
 * mirrored into reconciliation (the account the copies resolve it to).
 *
 * Its value is far above what the merchant sells in those days, so it takes every UR whole: a
 * contract that took only part of them would be re-stacked on a settlement day by an 'estorno'
 * on another of its URs (the registry moving the charged-back amount onto the URs it had left
 * free), and what it paid on a UR with no occurrence would then differ, rightly, from what was
 * frozen the day before. The tests here assert the copies, not that re-stacking.
 */
export async function creditorWithContract(t: TestApp, from: string, opts: { days?: number; valor?: number } = {}) {
  const db = t.database.db;
  const registry = t.app.modules.services('registry');
  const creditor = await createCreditor(db);
  const ref = `copies-${creditor.id}`;
  const { installment, bankAccountId, merchantId } = await insertDeal(db, { creditor, withDomicile: true, executionDate: from, externalReference: ref });
  const [domicile] = await db.select().from(creditorDomiciles).where(eq(creditorDomiciles.id, bankAccountId!));
  const merchant = (await t.app.modules.services('merchants').findOfCreditor(creditor.id, merchantId))!;
  const receipt = await registry.registerContract({
    idempotencyKey: ref,
    financiador: creditor.documentNumber,
    referenciaExterna: ref,
    tipoEfeito: 2,
    regraDivisao: 1,
    valor: opts.valor ?? WHOLE_AGENDA,
    dataAssinatura: addDays(from, -1),
    dataVencimento: addDays(from, 90),
    unidades: { ufr: merchant.document_number, dataInicio: from, dataFim: addDays(from, (opts.days ?? 8) - 1) },
    domicilio: {
      titular: domicile!.cnpjDomicilio,
      ispb: domicile!.ispb,
      codigoBanco: domicile!.banco,
      agencia: domicile!.agencia,
      conta: `${domicile!.conta}-${domicile!.digito}`,
      tipoConta: domicile!.tipoConta,
    },
  });
  const op = await registry.awaitOperation(receipt.protocolo);
  if (op.status !== 'processada') throw new Error(`contract not registered: ${JSON.stringify(op.erros)}`);
  const identificador = (op.resultado as { identificadorContrato: string }).identificadorContrato;
  await db.update(dealInstallments).set({ contractIdentifier: identificador }).where(eq(dealInstallments.id, installment.id));
  await t.app.modules.services('reconciliation').mirrorCompanies(creditor.id);
  return { creditor, identificador, merchantDocument: merchant.document_number, domicileId: bankAccountId! };
}

