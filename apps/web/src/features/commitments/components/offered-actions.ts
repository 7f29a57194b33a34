import { COMMITMENT_STATUS_CODE as S, MESSAGES, PERMISSIONS, type PermissionAction } from '@lastro/domain';
import type { DealAction } from '../api/deal-actions';

const M = MESSAGES.commitments;

/** What each list action needs and says (spec 2 §4 "List actions", §6, §8). */
export const DEAL_ACTIONS: Record<
  DealAction,
  { label: string; question: string; success: string; permission: PermissionAction; adminOnly?: boolean; from: readonly number[] }
> = {
  cancel: { label: M.cancelAction, question: M.confirmCancel, success: M.deleted, permission: 'delete', from: [S.a_aprovar, S.aprovado, S.recusado, S.insuficiente, S.em_contestacao] },
  writeOff: { label: M.writeOffAction, question: M.confirmWriteOff, success: M.writtenOff, permission: 'edit', from: [S.aprovado, S.liquidado] },
  settle: { label: M.settleAction, question: M.confirmSettle, success: M.settled, permission: 'edit', from: [S.aprovado] },
  contest: { label: M.contestAction, question: M.confirmContest, success: M.contested, permission: 'read', adminOnly: true, from: [S.aprovado] },
  resend: { label: M.resendAction, question: M.confirmResend, success: M.approvalRequested, permission: 'edit', from: [S.a_aprovar, S.recusado, S.insuficiente] },
};

export const DEAL_ACTION_ORDER: readonly DealAction[] = ['cancel', 'writeOff', 'settle', 'contest', 'resend'];

/**
 * The actions the menu offers for a commitment in `status`. Only an offer: the server's state
 * machine decides, and its refusal (whatever the screen sent) is what the user reads.
 */
export function offeredDealActions(
  status: number,
  access: { isAdmin: boolean; can: (slug: typeof PERMISSIONS.cad_compromisso_dados_compromissos, action: PermissionAction) => boolean },
): DealAction[] {
  return DEAL_ACTION_ORDER.filter((action) => {
    const rule = DEAL_ACTIONS[action];
    if (rule.adminOnly && !access.isAdmin) return false;
    return access.can(PERMISSIONS.cad_compromisso_dados_compromissos, rule.permission) && rule.from.includes(status);
  });
}
