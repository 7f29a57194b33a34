import { commitmentRowActions, MESSAGES, PERMISSIONS, type CommitmentRowAction, type PermissionAction } from '@lastro/domain';
import type { DealAction } from '../api/deal-actions';

const M = MESSAGES.commitments;

/** What each list action asks and says (spec 2 §4 "List actions", §8). */
export const DEAL_ACTIONS: Record<
  DealAction,
  { label: string; question: string; success: string }
> = {
  cancel: { label: M.cancelAction, question: M.confirmCancel, success: M.deleted },
  writeOff: { label: M.writeOffAction, question: M.confirmWriteOff, success: M.writtenOff },
  settle: { label: M.settleAction, question: M.confirmSettle, success: M.settled },
  contest: { label: M.contestAction, question: M.confirmContest, success: M.contested },
  resend: { label: M.resendAction, question: M.confirmResend, success: M.approvalRequested },
};

export const DEAL_ACTION_ORDER: readonly DealAction[] = ['cancel', 'writeOff', 'settle', 'contest', 'resend'];

/** The domain's row actions (one state machine for the server and the screen) as the list names them. */
const LIST_ACTION_OF: Record<CommitmentRowAction, DealAction> = {
  cancelar: 'cancel',
  baixar: 'writeOff',
  liquidar: 'settle',
  contestar: 'contest',
  reenviar: 'resend',
};

/**
 * The actions the menu offers for a commitment in `status`. Only an offer: the server's state
 * machine decides, and its refusal (whatever the screen sent) is what the user reads.
 */
export function offeredDealActions(
  status: number,
  access: { isAdmin: boolean; can: (slug: typeof PERMISSIONS.cad_compromisso_dados_compromissos, action: PermissionAction) => boolean },
): DealAction[] {
  const slug = PERMISSIONS.cad_compromisso_dados_compromissos;
  const offered = commitmentRowActions(status, {
    isAdmin: access.isAdmin,
    canDelete: access.can(slug, 'delete'),
    canEdit: access.can(slug, 'edit'),
  }).map((a) => LIST_ACTION_OF[a]);
  return DEAL_ACTION_ORDER.filter((action) => offered.includes(action));
}
