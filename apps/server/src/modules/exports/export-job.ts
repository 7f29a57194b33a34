import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MESSAGES, NOTIFICATION_TYPE } from '@lastro/domain';
import type { FilesPort } from '../files/files.ports';
import type { NotificationsPort } from '../notifications/notifications.ports';
import { withRequestedColumns, type ExportScope, type ExportSource, type ExportSources } from '../../lib/export-source';
import { escapeHtml } from '../../lib/html';
import { CopyCsv, copyCellReaders, copyCells } from './copy-rows';
import { CONTENT_TYPES, createExportWriter, writeHeader, writeRows, writeSource, type ExportFormat } from './export-writers';
import { copyStatement } from './exports.repository';

export interface ExportJobData {
  kind: string;
  format: ExportFormat;
  params: unknown;
  scope: ExportScope;
  /** When it was asked for: names the download. */
  requestedAt: string;
}

/** What the job runner hands an export job (the runner's JobContext, without importing it). */
export interface ExportJobContext {
  jobId: string;
  accountId: string;
  data: ExportJobData;
  attempt: number;
  progress(done: number, total?: number | null): Promise<void>;
}

export const exportJobType = (kind: string) => `export.${kind}`;

const M = MESSAGES.notifications;

/** 'fornecedores-2026-05-01-1530.xlsx' in São Paulo time. */
export function downloadName(base: string, requestedAt: string, format: ExportFormat) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(requestedAt))
      .map((p) => [p.type, p.value]),
  );
  return `${base}-${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}.${format}`;
}

/** Where a job's file is stored: fixed by the job, so a retry overwrites what a killed try left. */
export const exportStorageKey = (jobId: string, data: Pick<ExportJobData, 'requestedAt' | 'format'>) =>
  `exports/${data.requestedAt.slice(0, 7)}/${jobId}.${data.format}`;

/** The scratch file a job writes before storing it, named after the job for the same reason. */
const scratchName = (jobId: string) => `job-${jobId}`;

export interface ExportJobDeps {
  sources: ExportSources;
  files: FilesPort;
  notifications: NotificationsPort;
  chunkSize?: number;
  /**
   * Runs a COPY statement (exports.repository.ts). Without it (tests that wire a job type of
   * their own) every source is read through read().
   */
  copyOut?(statement: string): Promise<Readable>;
  /** Tests shorten the wait between attempts. */
  retryDelaySeconds?: number;
}

interface FileOptions {
  chunkSize: number;
  copyOut: ExportJobDeps['copyOut'];
  onRows(done: number): Promise<void>;
}

/**
 * Writes an export's file into `target`: a source with a COPY query streams its rows from the
 * database as they come (the CSV passes through, mended; xlsx is written from the rows'
 * cells); any other is read chunk by chunk. Returns the rows written.
 */
export async function writeExportFile<Params>(
  source: ExportSource<unknown, Params>,
  params: Params,
  scope: ExportScope,
  format: ExportFormat,
  target: Writable,
  opts: FileOptions,
): Promise<number> {
  source = withRequestedColumns(source, params);
  const query = opts.copyOut && source.copy ? await source.copy(params, scope) : undefined;
  if (opts.copyOut && query) {
    const readers = copyCellReaders(source.columns);
    const rows = await opts.copyOut(copyStatement(query));
    // Progress as the chunked reads report it: every chunk's worth of rows, and at the end.
    let reported = 0;
    const report = (done: number, last = false) => {
      if (!last && done < reported + opts.chunkSize) return Promise.resolve();
      reported = done;
      return opts.onRows(done);
    };
    if (format === 'csv') {
      await writeHeader(target, source.columns);
      const csv = new CopyCsv(readers, report);
      await pipeline(rows, csv, target);
      await report(csv.rows, true);
      return csv.rows;
    }
    const done = await writeRows(copyCells(rows, readers), createExportWriter(format, target, source.sheetName, source.columns), {
      onRows: report,
    });
    await report(done, true);
    return done;
  }
  const writer = createExportWriter(format, target, source.sheetName, source.columns);
  // A COPY source that can match nothing (null) writes the headers alone, as read() would.
  if (query === null) return writeRows((async function* () {})(), writer, {});
  return writeSource(source, params, scope, writer, opts);
}

/**
 * Reads the source chunk by chunk into a streamed file, stores it, and tells the requester.
 * Idempotent per job id: the stored file and the notification are keyed on it, so a retry
 * or a run after a crash never makes a second file or a second notification, and what a
 * killed try left (scratch file, half-stored pieces) is removed by the next try or the
 * final failure.
 */
export function exportJobDefinition(kind: string, deps: ExportJobDeps) {
  const chunkSize = deps.chunkSize ?? 2000;
  const label = () => M.exportNames[kind] ?? kind;
  const storage = deps.files.storage;

  async function removeLeftovers(jobId: string, data: ExportJobData) {
    await rm(await storage.scratchPath(data.format, scratchName(jobId)), { force: true });
    await storage.remove(exportStorageKey(jobId, data));
  }

  return {
    type: exportJobType(kind),
    retryLimit: 3,
    retryDelaySeconds: deps.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: 30 * 60,

    async handler(ctx: ExportJobContext) {
      const { data } = ctx;
      let file = await deps.files.findForJob(ctx.jobId);
      if (!file) {
        const source = deps.sources.get(kind);
        if (!source) throw new Error(`no export source registered for ${kind}`);
        const params = source.params.parse(data.params);
        const total = source.count ? await source.count(params, data.scope) : null;
        await ctx.progress(0, total);

        const key = exportStorageKey(ctx.jobId, data);
        const scratch = await storage.scratchPath(data.format, scratchName(ctx.jobId));
        // A megabyte in flight: the file takes pieces in batches (writev) while the next rows
        // are read, where the default 16 kB waits on the disk every piece.
        const target = createWriteStream(scratch, { highWaterMark: 1 << 20 });
        try {
          const done = await writeExportFile(source, params, data.scope, data.format, target, {
            chunkSize,
            copyOut: deps.copyOut,
            onRows: (n) => ctx.progress(n, total === null ? null : Math.max(total, n)),
          });
          file = await deps.files.saveJobFile({
            accountId: ctx.accountId,
            jobId: ctx.jobId,
            key,
            scratchPath: scratch,
            fileName: downloadName(source.fileBaseName, data.requestedAt, data.format),
            contentType: CONTENT_TYPES[data.format],
            rowCount: done,
          });
        } catch (err) {
          target.destroy();
          await removeLeftovers(ctx.jobId, data).catch(() => undefined);
          throw err;
        } finally {
          await rm(scratch, { force: true });
        }
      }

      const rows = file.rowCount ?? 0;
      const link = deps.files.downloadPath(file.id);
      await deps.notifications.notify(ctx.accountId, {
        type: NOTIFICATION_TYPE.informativo,
        title: M.exportReadyTitle,
        description: M.exportReadyDescription(file.fileName),
        metadata: {
          id: file.id,
          show_deal_info_button: false,
          notification_info:
            `<p>${escapeHtml(M.exportReadyInfo(label(), rows))}</p>` +
            `<p><a href="${link}" data-file-id="${file.id}" download="${escapeHtml(file.fileName)}">${escapeHtml(M.downloadFile)}</a></p>`,
        },
        dedupeKey: `job:${ctx.jobId}`,
      });
      return { fileId: file.id, rows, fileName: file.fileName };
    },

    async onFinalFailure(ctx: Omit<ExportJobContext, 'progress'>) {
      // A worker killed half-way never reached its own clean-up.
      if (!(await deps.files.findForJob(ctx.jobId))) await removeLeftovers(ctx.jobId, ctx.data).catch(() => undefined);
      await deps.notifications.notify(ctx.accountId, {
        type: NOTIFICATION_TYPE.informativo,
        title: M.exportFailedTitle,
        description: M.exportFailedDescription(label()),
        metadata: { id: null, show_deal_info_button: false },
        dedupeKey: `job:${ctx.jobId}:failed`,
      });
    },
  };
}
