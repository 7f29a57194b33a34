import {
  COMMITMENT_STATUS_CODE,
  COMMITMENT_TRANSITIONS,
  MESSAGES,
  PERMISSIONS,
  changeStatusAction,
  commitmentStatusLabel,
  commitmentTransition,
  type CommitmentAction,
  type DealChangeStatusInput,
} from '@lastro/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { hasPermission } from '../../../plugins/auth';
import type { AuthContext } from '../../../plugins/route-auth';
import type { DealRegistrationJobData } from '../commitments.ports';
import type { createDealContracts } from './registration-contracts';
import type { DealRow, RegistrationRepository } from './registration.repository';

const M = MESSAGES.commitments.registration;
const S = COMMITMENT_STATUS_CODE;
export const codesOf = (action: CommitmentAction) => COMMITMENT_TRANSITIONS[action].from.map((s) => S[s]);

export interface Actor {
  accountId: string | null;
  name: string;
}
export const SYSTEM: Actor = { accountId: null, name: M.systemName };

/** History text of a resend: counted to key each new registration attempt at the registry. */
export const RESENT = M.history.resent;

/**
 * The state machine's actions a person takes on a deal (change status, write off, approve) and
 * the daily expiry: each checks the move, ends the contracts it must, then moves the deal.
 */
export function createDealActions(
  repo: RegistrationRepository,
  contracts: ReturnType<typeof createDealContracts>,
  enqueueRegistration: (accountId: string, data: DealRegistrationJobData) => Promise<unknown>,
) {
  const { endContracts, refreshEffects } = contracts;

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
  async function move(by: AuthContext, deal: DealRow, action: CommitmentAction, to: number, statusMessage?: string | null) {
    const moved = await repo.moveStatus(deal.id, codesOf(action), to, statusMessage, by);
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
      const moved = await move(auth, deal, action, S[t.to]);
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
        await move(auth, deal, 'baixar', S.baixado);
        await repo.history(deal.id, S.baixado, M.history.writtenOff, actor(auth));
      }
      await refreshEffects(deal);
      return { ok: true };
    },

    /** POST deals/approved: a commitment waiting, refused or short goes back to registration. */
    async approve(auth: AuthContext, dealId: string): Promise<{ ok: true }> {
      const deal = await visible(auth, dealId);
      allowed(deal, 'aprovar');
      await move(auth, deal, 'aprovar', S.em_processamento, null);
      await repo.resetRefused(deal.id, S.recusado, S.em_processamento);
      await repo.history(deal.id, S.em_processamento, RESENT, actor(auth));
      await enqueueRegistration(auth.accountId, { dealId: deal.id, approved: true });
      return { ok: true };
    },

    /** The daily expiry: commitments past their expiration date end and free their effects. */
    async expire(today: string): Promise<{ expired: number }> {
      let expired = 0;
      for (const deal of await repo.expiring(today, codesOf('expirar'))) {
        await endContracts(deal, 'writeOffContract', 'expire');
        const moved = await repo.moveStatus(deal.id, codesOf('expirar'), S.expirado, undefined, null);
        if (!moved) continue;
        await repo.history(deal.id, S.expirado, M.history.expired, SYSTEM);
        await refreshEffects(moved);
        expired++;
      }
      return { expired };
    },
  };
}
