import { buffer } from 'node:stream/consumers';
import type pg from 'pg';
import { MESSAGES, NOTIFICATION_TYPE, type ReconciliationFileStatus, type StatementEncoding, type StatementFormat } from '@lastro/domain';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import {
  decodeStatement,
  readStatementStream,
  recogniseStatement,
  StatementRefusedError,
  type StatementReadResult,
} from '../../../integrations/bank-statements';
import type { JobContext } from '../../../jobs/job-definition';
import type { NotificationsPort, NotificationWrite } from '../../notifications/notifications.ports';
import { balancesOf, createLineStager, resolveAccounts, type AnalysisDeps, type Resolution } from './file-analysis';
import { openStaging, type OutcomeNotice } from './file-staging.repository';
import type { FileRow } from './files.repository';

const M = MESSAGES.reconciliationStatements;

export const FILE_JOB_TYPE = 'reconciliation.file';

/** Lines the reader hands over at a time, each piece written to the staging's COPY at once: few enough that their objects die young. */
const READ_PIECE_LINES = 250;

export interface FileJobData {
  fileId: string;
}

export interface FileJobDeps extends AnalysisDeps {
  pool: pg.Pool;
  storage: FileStorage;
  notifications: () => NotificationsPort;
  /** The file's lines committed: a run of its accounts and dates (spec 4 §4.1); never fails the file's job. */
  committed(fileId: string, owner: string): Promise<void>;
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

  /** The uploader's notification of the file's new state, for the statement that writes it. */
  function notice(file: FileRow, title: string, description: string, tag: string): NotificationWrite | undefined {
    // Simulated statements are the sandbox's: nobody uploaded them, nobody is told (§4.1).
    if (file.origin !== 'usuario' || !file.uploadedBy) return undefined;
    return deps.notifications().within(file.uploadedBy, {
      type: NOTIFICATION_TYPE.importacao,
      title,
      description,
      metadata: { id: file.id, show_deal_info_button: false },
      dedupeKey: `reconciliation-file:${file.id}:${tag}:${file.jobId ?? ''}`,
    });
  }

  /** The notice of a decided file: 'Aguardando confirmação', or imported. */
  const outcomeNotice =
    (file: FileRow): OutcomeNotice =>
    (status, counts) =>
      status === 'aguardando_confirmacao'
        ? notice(file, M.awaitingConfirmationTitle, M.awaitingConfirmationDescription(file.name, counts.duplicated, counts.errors), 'confirmacao')
        : notice(file, M.processedTitle, M.processedDescription(file.name, counts.fresh, counts.duplicated, counts.errors), 'processado');

  async function reject(file: FileRow, message: string) {
    await repo.drop(file.id, ['recebido', 'em_analise', 'importando'], { status: 'rejeitado', message }, notice(file, M.rejectedTitle, M.rejectedDescription(file.name, message), 'rejeitado'));
  }

  /** The stored file's byte chunks with its format and encoding (recognised again for a file stored before the upload kept them). */
  async function source(file: FileRow): Promise<{ chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>; known: { format: StatementFormat; encoding: StatementEncoding } }> {
    if (file.format && file.encoding)
      return { chunks: await deps.storage.openRead(file.storageKey), known: { format: file.format as StatementFormat, encoding: file.encoding as StatementEncoding } };
    const bytes = new Uint8Array(await buffer(await deps.storage.openRead(file.storageKey)));
    const { text, encoding } = decodeStatement(bytes);
    return { chunks: [bytes], known: { format: recogniseStatement(text), encoding } };
  }

  async function analyse(ctx: JobContext<FileJobData>, file: FileRow) {
    await repo.update(file.id, { status: 'em_analise', done: 0 });
    await ctx.progress(0, file.total);
    const { chunks, known } = await source(file);
    const stageChunk = await createLineStager(deps, file);
    // One reading (§4.1): each account is resolved as the file names it; once one waits for a
    // link nothing more is staged, but the reading goes on to name every account that waits.
    const resolved = new Map<string, Resolution>();
    const pending: { raw: string }[] = [];
    let done = 0;
    const staging = await openStaging(deps.pool, file.creditorId, file.id);
    const progressed = async (lines: number) => {
      if (!lines) return;
      done += lines;
      await repo.update(file.id, { done });
      await ctx.progress(done, file.total);
    };
    try {
      const summary = await readStatementStream(chunks, known, {
        chunkSize: READ_PIECE_LINES,
        async onAccount(account) {
          const r = (await resolveAccounts(deps, file, [account])).get(account.raw)!;
          resolved.set(account.raw, r);
          if (r.kind === 'pending') pending.push({ raw: account.raw });
        },
        async onChunk(piece) {
          if (pending.length) return;
          const { lines, errors } = stageChunk(piece, resolved);
          await progressed(await staging.add(lines, errors, piece.lines.length + piece.errors.length));
        },
      });
      await progressed(await staging.endChunk());
      const common = { format: summary.format, encoding: summary.encoding, periodStart: summary.period?.start ?? null, periodEnd: summary.period?.end ?? null };
      if (pending.length) {
        await staging.discard();
        await repo.settle(
          file.id,
          { ...common, status: 'aguardando_vinculo', pendingLinks: pending, linesTotal: summary.linesRead + summary.errorLines },
          notice(file, M.awaitingLinkTitle, M.awaitingLinkDescription(file.name, pending[0]!.raw), `vinculo:${pending.map((p) => p.raw).join(',')}`),
        );
        return { status: 'aguardando_vinculo' };
      }
      const totalsCheck = summary.warnings.length ? 'divergente' : summary.format === 'cnab240' ? 'ok' : 'nao_aplicavel';
      const accountIds = [...new Set([...resolved.values()].flatMap((r) => (r.kind === 'account' ? [r.account.id] : [])))];
      const balances = balancesOf(summary, resolved);
      await repo.update(file.id, {
        ...common,
        pendingLinks: [],
        accounts: accountIds,
        linesTotal: summary.linesRead + summary.errorLines,
        totals: totalsOf(summary),
        balances,
        totalsCheck,
        message: summary.warnings[0]?.message ?? null,
      });
      const decided = await staging.decide({ balances, divergent: totalsCheck === 'divergente', finalStatus: withAlerts, notice: outcomeNotice(file) });
      if (!decided) return { status: 'unchanged' };
      if (decided.status === 'aguardando_confirmacao') return { status: 'aguardando_confirmacao' };
      await deps.committed(file.id, ctx.accountId);
      return { status: decided.status };
    } finally {
      await staging.close();
    }
  }

  async function commit(file: FileRow, owner: string) {
    // The balances the analysis kept: the file is not read again.
    const { balances } = (await repo.find(file.id))!;
    const done = await repo.commit(file.id, balances, withAlerts, outcomeNotice(file));
    if (!done) return { status: 'unchanged' };
    await deps.committed(file.id, owner);
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
        if (file.status === 'importando') return await commit({ ...file, jobId: ctx.jobId }, ctx.accountId);
        // A retry of a job whose earlier attempt committed the file and died: the file's run may
        // have died with it, so it is asked again (a run asked twice joins the waiting one, or
        // reconciles the same accounts and days again).
        if (ctx.attempt > 1 && (file.status === 'processado' || file.status === 'processado_com_alertas')) await deps.committed(file.id, ctx.accountId);
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
