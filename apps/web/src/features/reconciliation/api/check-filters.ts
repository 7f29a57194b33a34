import { RECONCILIATION_SCREEN_MESSAGES } from '@lastro/domain/messages/reconciliation-screens';

/** Spec 4 §6 [D9]: at most 92 days on the reconciliation screens. */
const PERIOD_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/**
 * The period rule of the item calls, checked before the call so the list says why it asks for
 * nothing (the server answers the same with 'Dados inválidos'). Kept apart from the calls' zod
 * schemas (and their messages' module) so a list page does not carry them (the route's weight budget).
 */
export function periodProblems(from: string, to: string): string[] {
  if (!from || !to || to < from) return [];
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return days > PERIOD_MAX_DAYS ? [RECONCILIATION_SCREEN_MESSAGES.list.periodTooLong] : [];
}
