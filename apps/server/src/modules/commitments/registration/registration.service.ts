import { COMMITMENT_STATUS_CODE, MESSAGES, commitmentStatusLabel } from '@lastro/domain';
import type { Registry } from '../../../integrations/registry';
import type { CreditorDomicile } from '../../creditors/creditors.ports';
import type { NotificationsPort } from '../../notifications/notifications.ports';
import type { DealRegistrationJobData } from '../commitments.ports';
import { settlementAccountOf } from '../settlement-account';
import { createDealActions, RESENT, SYSTEM } from './registration-actions';
import { createDealContracts } from './registration-contracts';
import type { EffectsCopy } from './registration-effects';
import { notifyOutcome } from './registration-notify';
import type { RegistrationRepository } from './registration.repository';

const M = MESSAGES.commitments.registration;
const S = COMMITMENT_STATUS_CODE;

export interface RegistrationDeps {
  registry(): Registry;
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  domicileOf(domicileId: string): Promise<CreditorDomicile | null>;
  notify: NotificationsPort['notify'];
  enqueueRegistration(accountId: string, data: DealRegistrationJobData): Promise<unknown>;
}

/**
 * Registration of commitments at the registry (one contract per installment), the state
 * machine's actions, the expiry of commitments and the refresh of their effects.
 */
export function createRegistrationService(repo: RegistrationRepository, deps: RegistrationDeps) {
  const contracts = createDealContracts(repo, () => deps.registry());
  const { registerInstallments, refreshEffects } = contracts;
  const actions = createDealActions(
    repo,
    contracts,
    (accountId, data) => deps.enqueueRegistration(accountId, data),
  );

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
        const moved = await repo.moveStatus(deal.id, [S.em_processamento], S.a_aprovar, null, null);
        if (moved) {
          await repo.history(deal.id, S.a_aprovar, M.history.awaitingApproval, SYSTEM);
          await notifyOutcome(deps, moved, accountId, S.a_aprovar);
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
      const moved = await repo.moveStatus(deal.id, [S.em_processamento], status, message, null);
      if (moved) {
        const text =
          status === S.aprovado ? M.history.registered : (message ?? commitmentStatusLabel(status));
        await repo.history(deal.id, status, text, SYSTEM);
        await notifyOutcome(deps, moved, accountId, status);
      }
      return { status: commitmentStatusLabel(status) };
    },

    /** The job's last attempt failed (the registry unreachable): the deal is refused, so it can be resent. */
    async registrationFailed(dealId: string): Promise<void> {
      const moved = await repo.moveStatus(dealId, [S.em_processamento], S.recusado, M.registrationFailed, null);
      if (moved) await repo.history(dealId, S.recusado, M.registrationFailed, SYSTEM);
    },

    ...actions,
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
