import { buffer } from 'node:stream/consumers';
import { MESSAGES, NOTIFICATION_TYPE, type ReconciliationFileStatus } from '@lastro/domain';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import { readStatement, StatementRefusedError, type StatementReadResult } from '../../../integrations/bank-statements';
import type { JobContext } from '../../../jobs/job-definition';
import type { NotificationsPort } from '../../notifications/notifications.ports';
import { balancesOf, resolveAccounts, stageFile, type AnalysisDeps } from './file-analysis';
import type { FileRow } from './files.repository';

const M = MESSAGES.reconciliationStatements;

export const FILE_JOB_TYPE = 'reconciliation.file';

export interface FileJobData {
  fileId: string;
}

export interface FileJobDeps extends AnalysisDeps {
  storage: FileStorage;
  notifications: () => NotificationsPort;
  retryDelaySeconds?: number;
}

const withAlerts = (c: { errors: number }, totalsCheck: string | null): ReconciliationFileStatus =>
  c.errors > 0 || totalsCheck === 'divergente' ? 'processado_com_alertas' : 'processado';

/**
 * `reconciliation.file` (spec 4 §4.1): analysis (parse into staging, resolve accounts, validate,
 * classify, deduplicate) and, when nothing needs the user, the commit. The file's status says
 * where a run (or a retry) starts: 'recebido'/'em_analise' analyse again from a clean staging,
 * 'importando' commits. A file refused whole is 'rejeitado' at once; any other failure is
 * retried, and after the last try the file is 'rejeitado' with nothing of it imported.
 */
export function fileJobDefinition(deps: FileJobDeps) {
  const { repo } = deps;
  const read = async (file: FileRow) => new Uint8Array(await buffer(await deps.storage.openRead(file.storageKey)));

  async function tell(file: FileRow, title: string, description: string, tag: string) {
    // Simulated statements are the sandbox's: nobody uploaded them, nobody is told (§4.1).
    if (file.origin !== 'usuario' || !file.uploadedBy) return;
    await deps.notifications().notify(file.uploadedBy, {
      type: NOTIFICATION_TYPE.importacao,
      title,
      description,
      metadata: { id: file.id, show_deal_info_button: false },
      dedupeKey: `reconciliation-file:${file.id}:${tag}:${file.jobId ?? ''}`,
    });
  }

  async function reject(file: FileRow, message: string) {
    if (await repo.drop(file.id, ['recebido', 'em_analise', 'importando'], { status: 'rejeitado', message }))
      await tell(file, M.rejectedTitle, M.rejectedDescription(file.name, message), 'rejeitado');
  }

  async function analyse(ctx: JobContext<FileJobData>, file: FileRow) {
    await repo.update(file.id, { status: 'em_analise', done: 0 });
    await ctx.progress(0, file.total);
    const bytes = await read(file);
    // The first reading only names the accounts: lines are staged once every account is known.
    const first = await readStatement(bytes, { onChunk: () => undefined });
    const resolved = await resolveAccounts(deps, file, first.accounts);
    const pending = first.accounts.filter((a) => resolved.get(a.raw)?.kind === 'pending').map((a) => ({ raw: a.raw }));
    const common = { format: first.format, encoding: first.encoding, periodStart: first.period?.start ?? null, periodEnd: first.period?.end ?? null };
    if (pending.length) {
      await repo.update(file.id, { ...common, status: 'aguardando_vinculo', pendingLinks: pending, linesTotal: first.linesRead + first.errorLines });
      await tell(file, M.awaitingLinkTitle, M.awaitingLinkDescription(file.name, pending[0]!.raw), `vinculo:${pending.map((p) => p.raw).join(',')}`);
      return { status: 'aguardando_vinculo' };
    }
    const summary = await stageFile(deps, file, bytes, resolved, async (done) => {
      await repo.update(file.id, { done });
      await ctx.progress(done, file.total);
    });
    await repo.markDuplicates(file.id);
    const counts = await repo.counts(file.id);
    const totalsCheck = summary.warnings.length ? 'divergente' : summary.format === 'cnab240' ? 'ok' : 'nao_aplicavel';
    const accountIds = [...new Set([...resolved.values()].flatMap((r) => (r.kind === 'account' ? [r.account.id] : [])))];
    await repo.update(file.id, {
      ...common,
      pendingLinks: [],
      accounts: accountIds,
      linesTotal: summary.linesRead + summary.errorLines,
      linesNew: counts.fresh,
      linesDuplicated: counts.duplicated,
      linesError: counts.errors,
      linesIgnored: counts.ignored,
      totals: totalsOf(summary),
      balances: balancesOf(summary, resolved),
      totalsCheck,
      message: summary.warnings[0]?.message ?? null,
    });
    if (counts.duplicated > 0 || counts.errors > 0 || totalsCheck === 'divergente') {
      await repo.update(file.id, { status: 'aguardando_confirmacao' });
      await tell(file, M.awaitingConfirmationTitle, M.awaitingConfirmationDescription(file.name, counts.duplicated, counts.errors), 'confirmacao');
      return { status: 'aguardando_confirmacao' };
    }
    await repo.update(file.id, { status: 'importando' });
    return commit(file);
  }

  async function commit(file: FileRow) {
    // The balances the analysis kept: the file is not read again.
    const { balances } = (await repo.find(file.id))!;
    const done = await repo.commit(file.id, balances, withAlerts);
    if (!done) return { status: 'unchanged' };
    await tell(file, M.processedTitle, M.processedDescription(file.name, done.counts.fresh, done.counts.duplicated, done.counts.errors), 'processado');
    return { status: done.status };
  }

  return {
    type: FILE_JOB_TYPE,
    retryLimit: 2,
    retryDelaySeconds: deps.retryDelaySeconds ?? 2,
    expireInSeconds: 30 * 60,

    async handler(ctx: JobContext<FileJobData>) {
      const file = await repo.find(ctx.data.fileId);
      if (!file) return { status: 'missing' };
      try {
        if (file.status === 'recebido' || file.status === 'em_analise') return await analyse(ctx, { ...file, jobId: ctx.jobId });
        if (file.status === 'importando') return await commit({ ...file, jobId: ctx.jobId });
        return { status: file.status };
      } catch (err) {
        if (!(err instanceof StatementRefusedError)) throw err;
        await reject({ ...file, jobId: ctx.jobId }, err.message);
        return { status: 'rejeitado' };
      }
    },

    async onFinalFailure(ctx: Omit<JobContext<FileJobData>, 'progress'>) {
      const file = await repo.find(ctx.data.fileId);
      if (file) await reject({ ...file, jobId: ctx.jobId }, M.processingFailed);
    },
  };
}

function totalsOf(s: StatementReadResult) {
  const opening = s.balances.find((b) => b.kind === 'opening');
  const closing = [...s.balances].reverse().find((b) => b.kind === 'closing');
  return { credits: s.totals.credits, debits: s.totals.debits, opening_balance: opening?.amount ?? null, closing_balance: closing?.amount ?? null };
}
