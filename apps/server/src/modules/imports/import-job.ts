import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { CSV_SEPARATOR, MESSAGES, NOTIFICATION_TYPE, csvCell } from '@lastro/domain';
import type { FilesPort } from '../files/files.ports';
import type { NotificationsPort, NotifyInput } from '../notifications/notifications.ports';
import type { JobContext } from '../../jobs/job-definition';
import { escapeHtml } from '../../lib/html';
import type { ImportScope, ImportSources } from '../../lib/import-source';
import { readCsvRecords } from './csv-stream';
import { writeInBatches } from './import-batches';
import type { ImportRow, ImportsRepository } from './imports.repository';

export interface ImportJobData {
  importId: string;
}

export type ImportJobContext = JobContext<ImportJobData>;

export const importJobType = (kind: string) => `import.${kind}`;
/** The failed rows' download is stored once per import, keyed on it. */
export const failedRowsKey = (row: Pick<ImportRow, 'id' | 'createdAt'>) =>
  `imports/${row.createdAt.toISOString().slice(0, 7)}/${row.id}-erros.csv`;

const M = MESSAGES.imports;

export interface ImportJobDeps {
  sources: ImportSources;
  repo: ImportsRepository;
  files: FilesPort;
  notifications: NotificationsPort;
  retryDelaySeconds?: number;
}

/**
 * Streams the stored file through the source: each record parsed (the domain schema of the
 * screen it stands for), batches written set-based, refused rows kept by line. Idempotent per
 * import: a retry resumes after the last batch whose outcome was saved (the checkpoint), the
 * failed-rows file is stored once for the job and the notification is keyed on the import.
 */
export function importJobDefinition(kind: string, deps: ImportJobDeps) {
  const { repo, files } = deps;
  const storage = files.storage;
  const label = () => M.kindNames[kind] ?? kind;

  async function run(ctx: ImportJobContext, row: ImportRow) {
    const source = deps.sources.get(kind);
    if (!source) throw new Error(`no import source registered for ${kind}`);
    const options = source.options.parse(row.options);
    const scope = row.scope as unknown as ImportScope;
    let total = row.totalLines;
    await ctx.progress(row.checkpoint, total);

    const stream = await storage.openRead(row.fileKey);
    let line: number;
    try {
      line = await writeInBatches(readCsvRecords(stream, row.encoding, row.separator), {
        source,
        options,
        scope,
        importId: row.id,
        after: row.checkpoint,
        async saved(failures, upTo) {
          if (total !== null && upTo > total) total = upTo;
          await repo.saveBatch(row.id, failures, upTo, total);
          await ctx.progress(upTo, total);
        },
      });
    } finally {
      stream.destroy();
    }
    const failed = await repo.failureCount(row.id);
    await source.finish?.(options, scope, row.id, { total: line, failed });
    return { total: line, failed, columns: source.columns };
  }

  async function writeFailedRows(ctx: ImportJobContext, row: ImportRow, columns: readonly string[]) {
    const existing = await files.findForJob(ctx.jobId);
    if (existing) return existing;
    const scratch = await storage.scratchPath('csv', `import-${row.id}`);
    const out = createWriteStream(scratch);
    const write = async (text: string) => {
      if (!out.write(text)) await once(out, 'drain');
    };
    let rows = 0;
    try {
      // The BOM makes Excel read the accents as UTF-8.
      await write(`\uFEFF${[...columns, M.failedFileErrorColumn].map(csvCell).join(CSV_SEPARATOR)}\r\n`);
      for (let after = 0; ; ) {
        const page = await repo.failures(row.id, after, 2_000);
        for (const f of page) {
          const known = columns.map((c) => f.record[c] ?? '');
          await write(`${[...known, f.error].map(csvCell).join(CSV_SEPARATOR)}\r\n`);
        }
        rows += page.length;
        if (page.length < 2_000) break;
        after = page[page.length - 1]!.line;
      }
      out.end();
      await once(out, 'finish');
      return await files.saveJobFile({
        accountId: row.accountId,
        jobId: ctx.jobId,
        key: failedRowsKey(row),
        scratchPath: scratch,
        fileName: `${row.fileName.replace(/\.csv$/i, '')}-erros.csv`,
        contentType: 'text/csv; charset=utf-8',
        rowCount: rows,
      });
    } finally {
      out.destroy();
      await rm(scratch, { force: true });
    }
  }

  return {
    type: importJobType(kind),
    retryLimit: 3,
    retryDelaySeconds: deps.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: 60 * 60,

    async handler(ctx: ImportJobContext) {
      const row = await repo.find(ctx.data.importId);
      if (!row) throw new Error(`import ${ctx.data.importId} not found`);
      const finished = (total: number, failed: number, fileId: string | null): NotifyInput => {
        const link = fileId ? files.downloadPath(fileId) : null;
        return {
          type: NOTIFICATION_TYPE.importacao,
          title: M.finishedTitle,
          description: M.finishedDescription(row.fileName, total, failed),
          metadata: {
            id: row.id,
            show_deal_info_button: false,
            notification_info:
              `<p>${escapeHtml(label())}: ${escapeHtml(M.finishedDescription(row.fileName, total, failed))}</p>` +
              (link && fileId ? `<p><a href="${link}" data-file-id="${fileId}" download>${escapeHtml(M.downloadFailedRows)}</a></p>` : ''),
          },
          dedupeKey: `import:${row.id}`,
        };
      };
      let summary = { total: row.totalLines ?? 0, failed: row.totalErrors };
      let fileId = row.failedFileId;
      if (row.state !== 'completed') {
        await repo.markRunning(row.id);
        const { total, failed, columns } = await run(ctx, row);
        const file = failed > 0 ? await writeFailedRows(ctx, row, columns) : null;
        summary = { total, failed };
        fileId = file?.id ?? null;
        // The notification commits with the state: whoever sees the import completed finds it.
        await repo.markCompleted(row.id, total, fileId, deps.notifications.within(row.accountId, finished(total, failed, fileId)));
        // The upload is not kept once its rows are in (the failed ones have their own file).
        await storage.remove(row.fileKey).catch(() => undefined);
      } else {
        // Completed by an earlier run: its notification went with it (the key makes this a no-op then).
        await deps.notifications.notify(row.accountId, finished(summary.total, summary.failed, fileId));
      }
      return { importId: row.id, total: summary.total, failed: summary.failed, fileId };
    },

    async onFinalFailure(ctx: Omit<ImportJobContext, 'progress'>, error: unknown) {
      const row = await repo.find(ctx.data.importId);
      if (!row) return;
      await repo.markFailed(
        row.id,
        error instanceof Error ? error.message : String(error),
        deps.notifications.within(row.accountId, {
          type: NOTIFICATION_TYPE.importacao,
          title: M.failedTitle,
          description: M.failedDescription(row.fileName),
          metadata: { id: row.id, show_deal_info_button: false },
          dedupeKey: `import:${row.id}:failed`,
        }),
      );
    },
  };
}
