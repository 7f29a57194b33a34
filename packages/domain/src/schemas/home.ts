import { z } from 'zod';

/**
 * GET home/figures: the few figures an operator opens the console for, in one request. A figure
 * the user has no permission for is null (the home hides it); creditor users see their
 * creditor's only.
 */
export const homeFiguresResponseSchema = z.object({
  /** Free and committed amounts of the receivables agenda from today on (schedules read). */
  schedule: z.object({ free: z.string(), committed: z.string() }).nullable(),
  /** Commitments waiting for someone's action: 'A aprovar' and 'Em contestação' (compromissos read). */
  commitments_awaiting: z.object({ count: z.number(), statuses: z.array(z.string()) }).nullable(),
  /** Pending divergences, count and Σ |diferença| (conciliacao_divergencias read). */
  pending_divergences: z.object({ count: z.number(), amount: z.string() }).nullable(),
  /** Statement files waiting for a link or a confirmation (conciliacao_extratos read). */
  files_waiting: z.object({ count: z.number(), statuses: z.array(z.string()) }).nullable(),
});
export type HomeFigures = z.infer<typeof homeFiguresResponseSchema>;
