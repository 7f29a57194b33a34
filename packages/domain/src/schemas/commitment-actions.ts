import { z } from 'zod';
import { COMMITMENT_ACTIONS_MESSAGES } from '../messages/commitments-actions';

const M = COMMITMENT_ACTIONS_MESSAGES.registration;

const dealId = z.uuid({ error: M.dealIdRequired });

/** PUT deals/change-status: 3 cancel, 4 liquidate, 10 contest (any other number is refused by the server's state machine). */
export const dealChangeStatusSchema = z.object({
  deal_id: dealId,
  deal_status: z.coerce
    .number({ error: M.dealStatusNotAllowed })
    .int({ error: M.dealStatusNotAllowed })
    .min(1, { error: M.dealStatusNotAllowed })
    .max(10, { error: M.dealStatusNotAllowed }),
  // The client sends the deal's creditor; the server checks it against the deal, never trusts it for scope.
  creditor_id: z.uuid({ error: M.creditorMismatch }).nullish(),
});
export type DealChangeStatusInput = z.infer<typeof dealChangeStatusSchema>;

/** POST deals/reversed and POST deals/approved. */
export const dealIdBodySchema = z.object({ deal_id: dealId });
export type DealIdBody = z.infer<typeof dealIdBodySchema>;

/** Every action answers this or a Portuguese refusal. */
export const dealActionResponseSchema = z.object({ ok: z.literal(true) });
export type DealActionResponse = z.infer<typeof dealActionResponseSchema>;
