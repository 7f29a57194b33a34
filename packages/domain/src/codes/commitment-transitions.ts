import { COMMITMENT_ACTIONS_MESSAGES } from '../messages/commitments-actions';
import { COMMITMENT_STATUS_CODE, commitmentStatusLabel, findCommitmentStatus, type CommitmentStatus } from './commitment-statuses';

/**
 * The commitment state machine (domain.md §5, DESIGN.md §1 numbers). The server owns it: every
 * action is judged here against the commitment's current status, whatever the client sends.
 *
 * - the registration moves em_processamento to aprovado, insuficiente, recusado or a_aprovar;
 * - cancelar (change-status 3) and baixar (reversed) end the contracts and free the amounts;
 * - liquidar (change-status 4) settles; the reversed call that follows it completes the
 *   liquidation (the list's 'Liquidar' is both calls);
 * - contestar (change-status 10) only from aprovado, admin only;
 * - aprovar (approved, the list's 'Reenviar') sends a commitment waiting for approval, refused
 *   or short of free amounts back to registration;
 * - expirar (the daily job) ends what is past its expiration date.
 */
export type CommitmentAction = 'cancelar' | 'liquidar' | 'baixar' | 'contestar' | 'aprovar' | 'expirar';

/** Still bound at the registry (or about to be): the actions that end a contract apply. */
const LIVE: readonly CommitmentStatus[] = ['aprovado', 'insuficiente', 'em_contestacao'];

export const COMMITMENT_TRANSITIONS: Record<CommitmentAction, { from: readonly CommitmentStatus[]; to: CommitmentStatus }> = {
  // em_processamento is left out: the registration job owns the commitment until it answers.
  cancelar: { from: ['a_aprovar', 'recusado', ...LIVE], to: 'cancelado' },
  liquidar: { from: LIVE, to: 'liquidado' },
  // From liquidado the reversed call completes the liquidation and the status stays.
  baixar: { from: [...LIVE, 'liquidado'], to: 'baixado' },
  contestar: { from: ['aprovado'], to: 'em_contestacao' },
  aprovar: { from: ['a_aprovar', 'recusado', 'insuficiente'], to: 'em_processamento' },
  expirar: { from: ['a_aprovar', 'recusado', ...LIVE], to: 'expirado' },
};

/** Where the registration job may take a commitment from em_processamento. */
export const REGISTRATION_OUTCOMES: readonly CommitmentStatus[] = ['a_aprovar', 'aprovado', 'insuficiente', 'recusado'];

export type CommitmentTransition =
  | { ok: true; from: CommitmentStatus; to: CommitmentStatus }
  | { ok: false; message: string };

/** Whether `action` is allowed from the status (value or number), and where it leads; else the refusal. */
export function commitmentTransition(status: unknown, action: CommitmentAction): CommitmentTransition {
  const from = findCommitmentStatus(status)?.value;
  const rule = COMMITMENT_TRANSITIONS[action];
  if (!from || !rule.from.includes(from)) {
    const verb = action === 'expirar' ? 'expirar' : COMMITMENT_ACTIONS_MESSAGES.registration.verbs[action];
    return { ok: false, message: COMMITMENT_ACTIONS_MESSAGES.registration.actionNotAllowed(verb, commitmentStatusLabel(status)) };
  }
  // A settled commitment's reversed call completes its liquidation: it stays liquidado.
  const to = action === 'baixar' && from === 'liquidado' ? 'liquidado' : rule.to;
  return { ok: true, from, to };
}

/** Statuses whose descriptive data (title, description, code, expiration) may still change: not ended. */
const EDITABLE: readonly CommitmentStatus[] = ['a_aprovar', 'em_processamento', 'aprovado', 'insuficiente', 'recusado', 'em_contestacao'];
export const COMMITMENT_EDITABLE_STATUSES = EDITABLE;

/** Whether a commitment in this status may be edited (PATCH deals/{id}); else the refusal. */
export function commitmentEditable(status: unknown): { ok: true } | { ok: false; message: string } {
  const from = findCommitmentStatus(status)?.value;
  if (from && EDITABLE.includes(from)) return { ok: true };
  const R = COMMITMENT_ACTIONS_MESSAGES.registration;
  return { ok: false, message: R.actionNotAllowed(R.verbs.editar, commitmentStatusLabel(status)) };
}

/** The action of a change-status call's deal_status (3, 4, 10); null for any other value. */
export function changeStatusAction(dealStatus: unknown): 'cancelar' | 'liquidar' | 'contestar' | null {
  switch (Number(dealStatus)) {
    case COMMITMENT_STATUS_CODE.cancelado:
      return 'cancelar';
    case COMMITMENT_STATUS_CODE.liquidado:
      return 'liquidar';
    case COMMITMENT_STATUS_CODE.em_contestacao:
      return 'contestar';
    default:
      return null;
  }
}

/** The list's row actions ('Reenviar' is the approved call, 'Liquidar' change-status 4 then reversed). */
export type CommitmentRowAction = 'cancelar' | 'baixar' | 'liquidar' | 'contestar' | 'reenviar';

/**
 * Which row actions the list offers for a commitment: allowed by the state machine from its
 * status and by the caller's permissions on cad_compromisso_dados_compromissos (delete =
 * cancel; edit = baixa, liquidar, reenviar); contest for administrators only.
 */
export function commitmentRowActions(
  status: unknown,
  who: { isAdmin: boolean; canDelete: boolean; canEdit: boolean },
): CommitmentRowAction[] {
  const ok = (action: CommitmentAction) => commitmentTransition(status, action).ok;
  const found = findCommitmentStatus(status)?.value;
  const actions: CommitmentRowAction[] = [];
  if (who.canDelete && ok('cancelar')) actions.push('cancelar');
  // From liquidado the reversed call only completes a liquidation: not offered as a baixa.
  if (who.canEdit && ok('baixar') && found !== 'liquidado') actions.push('baixar');
  if (who.canEdit && ok('liquidar')) actions.push('liquidar');
  if (who.isAdmin && ok('contestar')) actions.push('contestar');
  if (who.canEdit && ok('aprovar')) actions.push('reenviar');
  return actions;
}
