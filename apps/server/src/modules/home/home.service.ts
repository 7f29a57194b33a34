import { PERMISSIONS, type CommitmentStatus, type HomeFigures, type PermissionSlug } from '@lastro/domain';
import { hasPermission } from '../../plugins/auth';
import type { AuthContext } from '../../plugins/route-auth';

/**
 * The commitments waiting for someone's action: 'A aprovar' (the registry asked for the
 * creditor's approval; the list's 'Reenviar' gives it) and 'Em contestação' (a dispute an
 * operator must end: liquidar, baixar or cancelar). 'Insuficiente' and 'Recusado' may be sent
 * again too, but they wait on the merchant's agenda or on a correction, and em_processamento
 * on the registry: no one is asked to act on them now.
 */
export const AWAITING_STATUSES: readonly CommitmentStatus[] = ['a_aprovar', 'em_contestacao'];

/** What the home reads, each through the service of the module that owns it (null: every creditor's). */
export interface HomeDeps {
  today(): Promise<string>;
  agendaFrom(creditorId: string | null, fromDate: string): Promise<{ free: string; committed: string }>;
  commitmentsAwaiting(creditorId: string | null, statuses: readonly CommitmentStatus[]): Promise<number>;
  pendingDivergences(creditorId: string | null): Promise<{ count: number; amount: string }>;
  filesWaiting(creditorId: string | null): Promise<{ count: number; statuses: string[] }>;
}

export function createHomeService(deps: HomeDeps) {
  return {
    /** The four figures, read side by side; one the caller may not read is null (and not read). */
    async figures(auth: AuthContext): Promise<HomeFigures> {
      // A creditor user sees its creditor's figures; an administrator every creditor's.
      const creditorId = auth.isAdmin ? null : auth.creditorId;
      const readable = <T>(slug: PermissionSlug, read: () => Promise<T>): Promise<T | null> =>
        hasPermission(auth, slug, 'read') ? read() : Promise.resolve(null);
      const [schedule, commitments, divergences, files] = await Promise.all([
        readable(PERMISSIONS.cad_agenda_consulta_agenda, async () => deps.agendaFrom(creditorId, await deps.today())),
        readable(PERMISSIONS.cad_compromisso_dados_compromissos, () => deps.commitmentsAwaiting(creditorId, AWAITING_STATUSES)),
        readable(PERMISSIONS.conciliacao_divergencias, () => deps.pendingDivergences(creditorId)),
        readable(PERMISSIONS.conciliacao_extratos, () => deps.filesWaiting(creditorId)),
      ]);
      return {
        schedule,
        commitments_awaiting: commitments === null ? null : { count: commitments, statuses: [...AWAITING_STATUSES] },
        pending_divergences: divergences,
        files_waiting: files,
      };
    },
  };
}
