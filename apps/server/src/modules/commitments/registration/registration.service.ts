import {
  COMMITMENT_STATUS_CODE,
  COMMITMENT_TRANSITIONS,
  MESSAGES,
  PERMISSIONS,
  changeStatusAction,
  commitmentStatusLabel,
  commitmentTransition,
  formatCurrency,
  type CommitmentAction,
  type DealChangeStatusInput,
} from '@lastro/domain';
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
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { hasPermission } from '../../../plugins/auth';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorDomicile } from '../../creditors/creditors.ports';
import type { NotificationsPort } from '../../notifications/notifications.ports';
import type { DealRegistrationJobData } from '../commitments.ports';
import { settlementAccountOf } from '../settlement-account';
import type {
  DealRow,
  EffectCopy,
  InstallmentRow,
  InstallmentTotals,
  RegistrationRepository,
} from './registration.repository';

type EffectsCopy = { installment: InstallmentRow; effects: EffectCopy[]; totals: InstallmentTotals };

const M = MESSAGES.commitments.registration;
const S = COMMITMENT_STATUS_CODE;
const codesOf = (action: CommitmentAction) => COMMITMENT_TRANSITIONS[action].from.map((s) => S[s]);

export interface RegistrationDeps {
  registry(): Registry;
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  domicileOf(domicileId: string): Promise<CreditorDomicile | null>;
  notify: NotificationsPort['notify'];
  enqueueRegistration(accountId: string, data: DealRegistrationJobData): Promise<unknown>;
}

interface Actor {
  accountId: string | null;
  name: string;
}
const SYSTEM: Actor = { accountId: null, name: M.systemName };

/** History text of a resend: counted to key each new registration attempt at the registry. */
const RESENT = M.history.resent;

/** CERC tipoEfeito of the deal's contract type: 1 troca de titularidade, 2 cessão fiduciária. */
const effectTypeOf = (contractType: number) => (contractType === 2 ? 2 : 1);

/** The registry's effects as the product keeps them. */
export function effectCopies(contract: Contract): EffectCopy[] {
  return contract.efeitos.map((e) => ({
    acquirerDocument: e.credenciadora,
    arrangement: e.arranjo,
    settlementDate: e.dataLiquidacao,
    constituted: e.constituida ?? e.status === 'aplicado',
    effectOrder: e.indicadorOneracao,
    status: e.status,
    amountOnerate: e.valorOnerado,
    effectAmount: e.valorConstituidoEfeito,
    effectiveSettlementAmount: e.valorLiquidado ?? 0,
    effectiveSettlementDate: e.dataLiquidacaoEfetiva ?? null,
  }));
}

/** What a contract obtained: applied (now and settled) against what it asked for. */
function coverage(contract: Contract, installment: InstallmentRow) {
  const settled = contract.efeitos.reduce((sum, e) => sum + (e.valorLiquidado ?? 0), 0);
  const requested =
    contract.regraDivisao === 1
      ? (contract.valor ?? installment.amount)
      : contract.efeitos.filter((e) => e.status !== 'removido').reduce((sum, e) => sum + e.valorOnerado, 0);
  const obtained = contract.valorConstituido;
  return { settled, requested, obtained, missing: Math.max(0, requested - obtained) };
}

/**
 * Registration of commitments at the registry (one contract per installment), the state
 * machine's actions, the expiry of commitments and the refresh of their effects.
 */
export function createRegistrationService(repo: RegistrationRepository, deps: RegistrationDeps) {
  async function outcome(receipt: Receipt): Promise<Operation> {
    return deps.registry().awaitOperation(receipt.protocolo);
  }

  /** The contract's effects and totals to copy; the installment status is the caller's. */
  function copyOf(
    installment: InstallmentRow,
    contract: Contract,
    extra: { status?: number; statusMessage?: string | null; protocol?: string },
  ): EffectsCopy {
    const c = coverage(contract, installment);
    const first = !installment.contractIdentifier;
    return {
      installment,
      effects: effectCopies(contract),
      totals: {
        ...extra,
        contractIdentifier: contract.identificadorContrato,
        amountTotalEffect: c.requested,
        amountTotalCommitted: c.obtained,
        effectAmount: contract.valorBloqueado,
        effectAmountUpdated: contract.valorBloqueado + c.settled,
        effectiveSettlementAmount: c.settled,
        ...(first ? { effectAmountInitial: contract.valorBloqueado } : {}),
      },
    };
  }

  /** The installment's status from what its contract obtained and the deal's minimum percentage. */
  function judge(deal: DealRow, installment: InstallmentRow, contract: Contract) {
    const c = coverage(contract, installment);
    const enough =
      contract.resultadoDistribuicao !== 2 || c.obtained * 100 >= deal.minPercentage * c.requested;
    return enough
      ? { status: S.aprovado, statusMessage: null }
      : {
          status: S.insuficiente,
          statusMessage: M.history.insufficient(
            formatCurrency(c.obtained / 100),
            formatCurrency(c.missing / 100),
          ),
        };
  }

  function contractRequest(
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
      ...(percentage
        ? { percentualBp: installment.amountOnerateBp ?? 0 }
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
    const registry = deps.registry();
    // Registered before (a resend of a short commitment, or a retried job): read, do not register again.
    const existing = await Promise.all(
      installments.map((i) =>
        i.contractIdentifier
          ? registry.findContract({ financiador: deal.creditorDocumentNumber, referenciaExterna: i.externalReference })
          : null,
      ),
    );
    const fresh = installments.filter((_, k) => !existing[k]);
    const receipts = await registry.registerContracts(fresh.map((i) => contractRequest(deal, i, account, attempt)));
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
        await repo.updateInstallment(installment.id, { status: S.recusado, statusMessage, protocol: receipt.protocolo });
        results.push({ status: S.recusado, statusMessage, copy: null });
        continue;
      }
      const contract = op.resultado as Contract;
      const judged = judge(deal, installment, contract);
      results.push({ ...judged, copy: copyOf(installment, contract, { ...judged, protocol: receipt.protocolo }) });
    }
    return results;
  }

  async function notifyOutcome(deal: DealRow, accountId: string, status: number) {
    const params = await deps.parametersOf(deal.creditorId);
    if (params.envia_notificacao !== '1') return;
    const recipients = [...new Set([accountId, deal.createdBy].filter((x): x is string => !!x))];
    await deps.notify(recipients, {
      title: M.notificationTitle(deal.code),
      description: M.notificationDescription(commitmentStatusLabel(status)),
      type: 2,
      metadata: {
        show_deal_info_button: true,
        id: deal.id,
        notification_info: deal.statusMessage ?? undefined,
      },
      // One notification per deal and outcome, however often the job runs.
      dedupeKey: `deal:${deal.id}:${status}:${deal.updatedAt.toISOString()}`,
    });
  }

  /** Reads every registered installment's contract again and copies its effects. */
  async function refreshEffects(deal: DealRow): Promise<number> {
    const copies: EffectsCopy[] = [];
    for (const installment of await repo.installments(deal.id)) {
      if (!installment.contractIdentifier) continue;
      const contract = await deps
        .registry()
        .findContract({
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
    const registry = deps.registry();
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

  /** The deal as the caller may see it: another creditor's is not found. */
  async function visible(auth: AuthContext | null, dealId: string): Promise<DealRow> {
    const deal = await repo.deal(dealId);
    if (!deal || (auth && !auth.isAdmin && deal.creditorId !== auth.creditorId))
      throw notFound(M.dealNotFound);
    return deal;
  }

  function allowed(deal: DealRow, action: CommitmentAction) {
    const t = commitmentTransition(deal.status, action);
    if (!t.ok) throw conflict(t.message);
    return t;
  }

  /** Moves the deal, or refuses when another move came first (then judged on the new status). */
  async function move(deal: DealRow, action: CommitmentAction, to: number, statusMessage?: string | null) {
    const moved = await repo.moveStatus(deal.id, codesOf(action), to, statusMessage);
    if (!moved) {
      const now = await repo.deal(deal.id);
      throw conflict(now ? allowedMessage(now, action) : M.dealNotFound);
    }
    return moved;
  }
  function allowedMessage(deal: DealRow, action: CommitmentAction) {
    const t = commitmentTransition(deal.status, action);
    return t.ok
      ? M.actionNotAllowed(
          M.verbs[action as keyof typeof M.verbs] ?? action,
          commitmentStatusLabel(deal.status),
        )
      : t.message;
  }

  const actor = (auth: AuthContext): Actor => ({ accountId: auth.accountId, name: auth.name });
  const SLUG = PERMISSIONS.cad_compromisso_dados_compromissos;

  return {
    refreshEffects,

    /**
     * The DEAL_REGISTRATION_JOB: decides approval first (aprovacao_compromisso = '1' waits in
     * a_aprovar unless this run follows an approval), then registers each installment as a
     * contract and moves the deal to its outcome. Safe to run twice for one deal.
     */
    async register(data: DealRegistrationJobData, accountId: string): Promise<{ status: string }> {
      const deal = await repo.deal(data.dealId);
      if (!deal || deal.status !== S.em_processamento)
        return { status: deal ? commitmentStatusLabel(deal.status) : 'desconhecido' };
      const params = await deps.parametersOf(deal.creditorId);
      if (params.aprovacao_compromisso === '1' && !data.approved) {
        const moved = await repo.moveStatus(deal.id, [S.em_processamento], S.a_aprovar, null);
        if (moved) {
          await repo.history(deal.id, S.a_aprovar, M.history.awaitingApproval, SYSTEM);
          await notifyOutcome(moved, accountId, S.a_aprovar);
        }
        return { status: 'a_aprovar' };
      }

      const domicile = deal.bankAccountId ? await deps.domicileOf(deal.bankAccountId) : null;
      let results: { status: number; statusMessage: string | null }[];
      if (!domicile || !domicile.active || domicile.creditor_id !== deal.creditorId) {
        results = [{ status: S.recusado, statusMessage: M.withoutBankAccount }];
      } else {
        const attempt = await repo.countHistory(deal.id, S.em_processamento, RESENT);
        const account = settlementAccountOf(domicile);
        const installments = await repo.installments(deal.id);
        const pending = installments.filter(
          (i) => i.status === S.em_processamento || i.status === S.insuficiente || i.status === S.aprovado,
        );
        const registered = new Map(
          (await registerInstallments(deal, pending, account, attempt)).map((r, k) => [pending[k]!.id, r]),
        );
        results = [];
        const copies: EffectsCopy[] = [];
        for (const installment of installments) {
          const done = registered.get(installment.id);
          if (!done) {
            results.push({ status: installment.status, statusMessage: installment.statusMessage });
            continue;
          }
          const { copy, ...result } = done;
          results.push(result);
          if (copy) copies.push(copy);
        }
        // Every installment's effects in one write: a retried job registers nothing twice (keys) and copies again.
        await repo.saveEffects(copies);
      }
      const worst =
        results.find((r) => r.status === S.recusado) ?? results.find((r) => r.status === S.insuficiente);
      const status = worst?.status ?? S.aprovado;
      const message = worst?.statusMessage ?? null;
      const moved = await repo.moveStatus(deal.id, [S.em_processamento], status, message);
      if (moved) {
        const text =
          status === S.aprovado ? M.history.registered : (message ?? commitmentStatusLabel(status));
        await repo.history(deal.id, status, text, SYSTEM);
        await notifyOutcome(moved, accountId, status);
      }
      return { status: commitmentStatusLabel(status) };
    },

    /** The job's last attempt failed (the registry unreachable): the deal is refused, so it can be resent. */
    async registrationFailed(dealId: string): Promise<void> {
      const moved = await repo.moveStatus(dealId, [S.em_processamento], S.recusado, M.registrationFailed);
      if (moved) await repo.history(dealId, S.recusado, M.registrationFailed, SYSTEM);
    },

    /** PUT deals/change-status: 3 cancel, 4 liquidate, 10 contest (admin, from aprovado). */
    async changeStatus(auth: AuthContext, input: DealChangeStatusInput): Promise<{ ok: true }> {
      const action = changeStatusAction(input.deal_status);
      if (!action) throw badRequest(M.dealStatusNotAllowed);
      const deal = await visible(auth, input.deal_id);
      if (input.creditor_id && input.creditor_id !== deal.creditorId) throw notFound(M.dealNotFound);
      if (action === 'contestar' && !auth.isAdmin) throw forbidden(M.contestAdminOnly);
      if (action === 'cancelar' && !hasPermission(auth, SLUG, 'delete')) throw forbidden();
      if (action === 'liquidar' && !hasPermission(auth, SLUG, 'edit')) throw forbidden();
      const t = allowed(deal, action);
      if (action === 'cancelar') await endContracts(deal, 'cancelContract', 'cancel');
      if (action === 'liquidar') await endContracts(deal, 'settleContract', 'settle');
      const moved = await move(deal, action, S[t.to]);
      const text = {
        cancelar: M.history.cancelled,
        liquidar: M.history.settled,
        contestar: M.history.contested,
      }[action];
      await repo.history(deal.id, S[t.to], text, actor(auth));
      await refreshEffects(moved);
      return { ok: true };
    },

    /** POST deals/reversed: baixa (the contracts are written off); after liquidar it completes the liquidation. */
    async writeOff(auth: AuthContext, dealId: string): Promise<{ ok: true }> {
      const deal = await visible(auth, dealId);
      const t = allowed(deal, 'baixar');
      if (t.from === 'liquidado') {
        if (!(await repo.countHistory(deal.id, S.liquidado, M.history.settlementCompleted)))
          await repo.history(deal.id, S.liquidado, M.history.settlementCompleted, actor(auth));
      } else {
        await endContracts(deal, 'writeOffContract', 'writeoff');
        await move(deal, 'baixar', S.baixado);
        await repo.history(deal.id, S.baixado, M.history.writtenOff, actor(auth));
      }
      await refreshEffects(deal);
      return { ok: true };
    },

    /** POST deals/approved: a commitment waiting, refused or short goes back to registration. */
    async approve(auth: AuthContext, dealId: string): Promise<{ ok: true }> {
      const deal = await visible(auth, dealId);
      allowed(deal, 'aprovar');
      await move(deal, 'aprovar', S.em_processamento, null);
      await repo.resetRefused(deal.id, S.recusado, S.em_processamento);
      await repo.history(deal.id, S.em_processamento, RESENT, actor(auth));
      await deps.enqueueRegistration(auth.accountId, { dealId: deal.id, approved: true });
      return { ok: true };
    },

    /** The daily expiry: commitments past their expiration date end and free their effects. */
    async expire(today: string): Promise<{ expired: number }> {
      let expired = 0;
      for (const deal of await repo.expiring(today, codesOf('expirar'))) {
        await endContracts(deal, 'writeOffContract', 'expire');
        const moved = await repo.moveStatus(deal.id, codesOf('expirar'), S.expirado);
        if (!moved) continue;
        await repo.history(deal.id, S.expirado, M.history.expired, SYSTEM);
        await refreshEffects(moved);
        expired++;
      }
      return { expired };
    },

    /** After the registry's tick: every live deal's effects copied again (settlements, reallocations). */
    async refreshLive(): Promise<{ deals: number }> {
      const statuses = [S.aprovado, S.insuficiente, S.em_contestacao, S.liquidado];
      let after: string | null = null;
      let n = 0;
      for (;;) {
        const page = await repo.live(statuses, after);
        for (const deal of page) {
          await refreshEffects(deal);
          n++;
        }
        if (page.length < 200) return { deals: n };
        after = page[page.length - 1]!.id;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
