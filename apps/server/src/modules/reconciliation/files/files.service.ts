import {
  addBusinessDays,
  centsToDecimalText,
  classificationLabel,
  MESSAGES,
  type ReconciliationFile,
  type ReconciliationFileLinesQuery,
  type ReconciliationFileLinkInput,
  type ReconciliationFileListQuery,
  type ReconciliationFileStatus,
} from '@lastro/domain';
import { conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import { creditorOfCall } from '../reconciliation.scope';
import { FILES_WAITING_STATUSES, type FileReadsRepository, type LineReadRow } from './file-reads.repository';
import type { FileJobData } from './file.job';
import type { FileRow, FilesRepository } from './files.repository';

const M = MESSAGES.reconciliationStatements;

export interface FilesServiceDeps {
  repo: FilesRepository;
  reads: FileReadsRepository;
  enqueue(accountId: string, data: FileJobData): Promise<string>;
  creditorExists(id: string): Promise<boolean>;
  acquirerNames(): Promise<Map<number, string>>;
  today(): Promise<string>;
  /** A committed file excluded: a run of its accounts and dates (spec 4 §4.1). */
  excluded(fileId: string, owner: string): Promise<void>;
}

const money = (cents: number | null | undefined) => (cents == null ? null : centsToDecimalText(cents));
const accountLabel = (x: { bankCode: string; accountNumber: string; accountDigit: string | null; companyName: string }) =>
  `${x.bankCode} · cc ${x.accountNumber}${x.accountDigit ? `-${x.accountDigit}` : ''} — ${x.companyName}`;

/** The file's status refuses the action: 409 'Ação não permitida para um arquivo {situação}.' */
const notAllowed = (status: string) => conflict(M.actionNotAllowed(M.fileStatusLabels[status as ReconciliationFileStatus] ?? status));

/** 'Extratos' (spec 4 §2.7, §8): the list, the detail and its tabs, the coverage and the file actions. */
export function createFilesService(deps: FilesServiceDeps) {
  const { repo, reads } = deps;

  /** The file the caller may see: a creditor user sees only its creditor's; anything else is 404. */
  async function visible(auth: AuthContext, id: string): Promise<FileRow> {
    const file = await repo.find(id);
    if (!file || (!auth.isAdmin && file.creditorId !== auth.creditorId)) throw notFound();
    return file;
  }

  async function shape(file: FileRow, creditorName: string | null): Promise<ReconciliationFile> {
    const labels = await reads.accountLabels(file.accounts);
    return {
      id: file.id,
      creditor_id: file.creditorId,
      creditor_name: creditorName,
      origin: file.origin as ReconciliationFile['origin'],
      uploaded_by_name: file.origin === 'sandbox' ? M.simulatedOrigin : file.uploadedByName,
      name: file.name,
      size: file.size,
      identifier: file.sha256.slice(0, 12),
      format: file.format as ReconciliationFile['format'],
      encoding: file.encoding,
      status: file.status as ReconciliationFileStatus,
      message: file.message,
      job_id: file.jobId,
      done: file.done,
      total: file.total,
      received_at: file.receivedAt.toISOString(),
      committed_at: file.committedAt?.toISOString() ?? null,
      period_start: file.periodStart,
      period_end: file.periodEnd,
      accounts: labels.map((l) => ({ id: l.id, label: accountLabel(l) })),
      pending_links: file.pendingLinks,
      lines_total: file.linesTotal,
      lines_new: file.linesNew,
      lines_duplicated: file.linesDuplicated,
      lines_error: file.linesError,
      lines_ignored: file.linesIgnored,
      totals: file.totals
        ? { credits: money(file.totals.credits)!, debits: money(file.totals.debits)!, opening_balance: money(file.totals.opening_balance), closing_balance: money(file.totals.closing_balance) }
        : null,
      totals_check: file.totalsCheck as ReconciliationFile['totals_check'],
      warnings: file.totalsCheck === 'divergente' && file.message ? [file.message] : [],
    };
  }

  async function lineShape(row: LineReadRow, names: Map<number, string>) {
    return {
      id: row.id,
      line_number: row.line_number,
      posted_date: row.posted_date,
      description: row.description,
      document_id: row.document_id,
      entry_type: row.entry_type,
      amount: row.amount === null ? null : centsToDecimalText(Number(row.amount)),
      classification: row.classification
        ? classificationLabel(row.classification as 'recebivel_cartao' | 'outro', row.acquirer_id === null ? null : (names.get(row.acquirer_id) ?? null))
        : null,
      status: row.status as 'nova',
      duplicate_of:
        row.duplicate_of !== null && row.duplicate_file_id
          ? { line_id: row.duplicate_of, file_id: row.duplicate_file_id, file_name: row.duplicate_file_name!, received_at: row.duplicate_received_at!.toISOString() }
          : null,
      ignore_reason: row.ignore_reason,
      error: row.message ? { field: row.field, message: row.message, raw: row.raw ? row.raw.slice(0, 80) : null } : null,
    };
  }

  /** Queues the file's job again (analysis or commit, by its status) and records the job. */
  async function resume(auth: AuthContext, file: FileRow) {
    const jobId = await deps.enqueue(auth.accountId, { fileId: file.id });
    await repo.update(file.id, { jobId });
    return jobId;
  }

  return {
    visible,

    /** The home's figure (every creditor's when null): the files waiting for a link or a confirmation. */
    async waiting(creditorId: string | null) {
      return { count: await reads.waitingCount(creditorId), statuses: [...FILES_WAITING_STATUSES] };
    },

    async list(auth: AuthContext, q: ReconciliationFileListQuery) {
      const creditorId = auth.isAdmin ? (q.creditor_id ?? null) : auth.creditorId;
      const [page, totals] = await Promise.all([reads.search(q, creditorId), reads.totals(q, creditorId)]);
      return {
        results: await Promise.all(page.rows.map((r) => shape(r.file, r.creditorName))),
        metadata: { resultset: { offset: q.offset, limit: q.limit, count: page.count } },
        totals,
      };
    },

    async detail(auth: AuthContext, id: string) {
      await visible(auth, id);
      const row = (await reads.findWithCreditor(id))!;
      return shape(row.file, row.creditorName);
    },

    async lines(auth: AuthContext, id: string, q: ReconciliationFileLinesQuery) {
      const file = await visible(auth, id);
      const committed = file.status === 'processado' || file.status === 'processado_com_alertas';
      const [page, names] = await Promise.all([reads.lines(id, q, committed, q), deps.acquirerNames()]);
      return {
        results: await Promise.all(page.rows.map((r) => lineShape(r, names))),
        metadata: { resultset: { offset: q.offset, limit: q.limit, count: page.count } },
      };
    },

    /** 'Vincular' (§2.7, [D18]): the identification remembered (when asked) and every waiting file with it analysed again. */
    async link(auth: AuthContext, id: string, input: ReconciliationFileLinkInput) {
      const file = await visible(auth, id);
      if (file.status !== 'aguardando_vinculo') throw notAllowed(file.status);
      if (!file.pendingLinks.some((p) => p.raw === input.raw)) throw notFound();
      if (input.account_id) {
        const accounts = await repo.accountsOf(file.creditorId);
        if (!accounts.some((a) => a.id === input.account_id)) throw notFound();
      }
      await repo.update(file.id, { links: [...file.links.filter((l) => l.raw !== input.raw), { raw: input.raw, account_id: input.account_id }] });
      if (input.remember) await repo.remember(file.creditorId, input.raw, input.account_id, auth.accountId);
      const waiting = input.remember ? await repo.waitingFor(file.creditorId, input.raw) : [file];
      let jobId = '';
      for (const w of waiting) {
        if (!(await repo.transition(w.id, ['aguardando_vinculo'], { status: 'em_analise' }))) continue;
        const queued = await resume(auth, w);
        if (w.id === file.id) jobId = queued;
      }
      return { job_id: jobId };
    },

    async confirm(auth: AuthContext, id: string) {
      const file = await visible(auth, id);
      if (!(await repo.transition(id, ['aguardando_confirmacao'], { status: 'importando' }))) throw notAllowed((await repo.find(id))!.status);
      return { job_id: await resume(auth, file) };
    },

    async discard(auth: AuthContext, id: string) {
      await visible(auth, id);
      if (!(await repo.drop(id, ['aguardando_vinculo', 'aguardando_confirmacao'], { status: 'descartado' }))) throw notAllowed((await repo.find(id))!.status);
      return { message: M.fileDiscarded };
    },

    async exclude(auth: AuthContext, id: string) {
      await visible(auth, id);
      if (!(await repo.exclude(id))) throw notAllowed((await repo.find(id))!.status);
      await deps.excluded(id, auth.accountId);
      return { message: M.fileDeleted };
    },

    /** The coverage grid (§4.4): the last 30 dias úteis, per account with 'Conciliar' on. */
    async coverage(auth: AuthContext, q: { creditor_id?: string; company_id?: string; account_id?: string }) {
      const creditorId = await creditorOfCall(auth, q.creditor_id, deps);
      const today = await deps.today();
      const days: string[] = [];
      for (let i = 29; i >= 0; i--) days.push(addBusinessDays(today, -i));
      const all = await reads.accountLabels((await repo.accountsOf(creditorId)).map((a) => a.id));
      const accounts = all.filter((a) => a.reconcile && (!q.company_id || a.companyId === q.company_id) && (!q.account_id || a.id === q.account_id));
      const covered = await reads.coverage(accounts.map((a) => a.id), days[0]!, days[days.length - 1]!);
      const rows = accounts
        .map((a) => ({
          account_id: a.id,
          label: accountLabel(a),
          cells: days.map((date) => {
            const fileIds = covered.filter((c) => c.account_id === a.id && c.period_start <= date && c.period_end >= date).map((c) => c.file_id);
            const state = fileIds.length ? ('coberto' as const) : date < a.startDate ? ('antes_do_inicio' as const) : ('lacuna' as const);
            return { date, state, file_ids: fileIds };
          }),
        }))
        .sort((x, y) => x.label.localeCompare(y.label, 'pt-BR'));
      return { days, rows };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
