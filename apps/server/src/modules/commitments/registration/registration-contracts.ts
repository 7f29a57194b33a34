import { COMMITMENT_STATUS_CODE, MESSAGES } from '@lastro/domain';
import {
  messagesOfRegistryErrors,
  registryHttpError,
  REGISTRY_ERRORS,
  type Contract,
  type ContractAction,
  type ContractRegistration,
  type Operation,
  type Receipt,
  type Registry,
  type SettlementAccount,
} from '../../../integrations/registry';
import { copyOf, judge, type EffectsCopy } from './registration-effects';
import type { DealRow, InstallmentRow, RegistrationRepository } from './registration.repository';

const M = MESSAGES.commitments.registration;
const S = COMMITMENT_STATUS_CODE;

/** CERC tipoEfeito of the deal's contract type: 1 troca de titularidade, 2 cessão fiduciária. */
const effectTypeOf = (contractType: number) => (contractType === 2 ? 2 : 1);

export function contractRequest(
  deal: DealRow,
  installment: InstallmentRow,
  account: SettlementAccount,
  attempt: number,
): ContractRegistration {
  const smoke = deal.strategy === 1;
  const percentage = smoke && installment.divisionRule === 2;
  return {
    // A resend is a new attempt at the registry: the same key would answer the first refusal again.
    idempotencyKey: attempt ? `${installment.externalReference}:${attempt}` : installment.externalReference,
    financiador: deal.creditorDocumentNumber,
    referenciaExterna: installment.externalReference,
    tipoEfeito: effectTypeOf(deal.contractType),
    regraDivisao: percentage ? 2 : 1,
    // A percentage carries its limit too, the installment (the saldo devedor every registry
    // layout has): the registry stops applying its effects there and judges it against it.
    ...(percentage
      ? { percentualBp: installment.amountOnerateBp ?? 0, valor: installment.amount }
      : { valor: smoke && installment.amountOnerate ? installment.amountOnerate : installment.amount }),
    dataAssinatura: deal.issueDate ?? installment.executionDate,
    dataVencimento: installment.dueDate ?? installment.executionDateEnd,
    unidades: {
      ufr: deal.merchantDocumentNumber,
      credenciadoras: deal.acquirers,
      arranjos: deal.arrangements,
      dataInicio: installment.executionDate,
      dataFim: installment.executionDateEnd,
    },
    domicilio: account,
  };
}

/** A deal's contracts at the registry: registered, read again, ended. */
export function createDealContracts(repo: RegistrationRepository, registryOf: () => Registry) {
  async function outcome(receipt: Receipt): Promise<Operation> {
    return registryOf().awaitOperation(receipt.protocolo);
  }

  /**
   * Each installment's contract, in installment order: those registered before are read, the
   * others registered in one batch (one write at the registry, processed in one go).
   */
  async function registerInstallments(
    deal: DealRow,
    installments: InstallmentRow[],
    account: SettlementAccount,
    attempt: number,
  ): Promise<{ status: number; statusMessage: string | null; copy: EffectsCopy | null }[]> {
    const registry = registryOf();
    // Registered before (a resend of a short commitment, or a retried job): read, do not register again.
    const existing = await Promise.all(
      installments.map((i) =>
        i.contractIdentifier
          ? registry.findContract({
              financiador: deal.creditorDocumentNumber,
              referenciaExterna: i.externalReference,
            })
          : null,
      ),
    );
    const fresh = installments.filter((_, k) => !existing[k]);
    const receipts = await registry.registerContracts(
      fresh.map((i) => contractRequest(deal, i, account, attempt)),
    );
    const ops = new Map<string, { receipt: Receipt; op: Operation }>();
    await Promise.all(
      fresh.map(async (installment, k) => {
        ops.set(installment.id, { receipt: receipts[k]!, op: await outcome(receipts[k]!) });
      }),
    );
    const results = [];
    for (const [k, installment] of installments.entries()) {
      const known = existing[k];
      if (known) {
        const judged = judge(deal, installment, known);
        results.push({ ...judged, copy: copyOf(installment, known, judged) });
        continue;
      }
      // The protocol is written with the outcome (a retried job gets the same one back by its key).
      const { receipt, op } = ops.get(installment.id)!;
      if (op.status === 'rejeitada') {
        const statusMessage = M.history.refused(messagesOfRegistryErrors(op.erros).join('; '));
        await repo.updateInstallment(installment.id, {
          status: S.recusado,
          statusMessage,
          protocol: receipt.protocolo,
        });
        results.push({ status: S.recusado, statusMessage, copy: null });
        continue;
      }
      const contract = op.resultado as Contract;
      const judged = judge(deal, installment, contract);
      results.push({
        ...judged,
        copy: copyOf(installment, contract, { ...judged, protocol: receipt.protocolo }),
      });
    }
    return results;
  }

  /** Reads every registered installment's contract again and copies its effects. */
  async function refreshEffects(deal: DealRow): Promise<number> {
    const copies: EffectsCopy[] = [];
    for (const installment of await repo.installments(deal.id)) {
      if (!installment.contractIdentifier) continue;
      const contract = await registryOf().findContract({
        financiador: deal.creditorDocumentNumber,
        identificadorContrato: installment.contractIdentifier,
      });
      if (contract) copies.push(copyOf(installment, contract, {}));
    }
    await repo.saveEffects(copies);
    return copies.length;
  }

  /** Ends every active contract of the deal at the registry (cancel, baixa, liquidação). */
  async function endContracts(
    deal: DealRow,
    kind: 'cancelContract' | 'writeOffContract' | 'settleContract',
    keyPrefix: string,
  ) {
    const registry = registryOf();
    for (const installment of await repo.installments(deal.id)) {
      if (!installment.contractIdentifier) continue;
      const req: ContractAction = {
        idempotencyKey: `${keyPrefix}:${installment.externalReference}`,
        contrato: {
          financiador: deal.creditorDocumentNumber,
          identificadorContrato: installment.contractIdentifier,
        },
      };
      const op = await outcome(await registry[kind](req));
      // Already ended (a retried action, or ended at the registry): the goal holds.
      if (
        op.status === 'rejeitada' &&
        !op.erros.every((e) => e.codigo === REGISTRY_ERRORS.contractNotActive.codigo)
      )
        throw registryHttpError(op.erros);
    }
  }

  return { registerInstallments, refreshEffects, endContracts };
}
