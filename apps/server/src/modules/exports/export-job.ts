import { rm } from 'node:fs/promises';
import { MESSAGES, NOTIFICATION_TYPE } from '@lastro/domain';
import type { JobDefinition } from '../../jobs/job-definition';
import type { FilesPort } from '../files/files.ports';
import type { NotificationsPort } from '../notifications/notifications.ports';
import type { ExportScope, ExportSources } from '../../lib/export-source';
import { CONTENT_TYPES, createExportWriter, type ExportFormat } from './export-writers';

export interface ExportJobData {
  kind: string;
  format: ExportFormat;
  params: unknown;
  scope: ExportScope;
  /** When it was asked for: names the download. */
  requestedAt: string;
}

export const exportJobType = (kind: string) => `export.${kind}`;

const M = MESSAGES.notifications;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'fornecedores-2026-05-01-1530.xlsx' in São Paulo time. */
function downloadName(base: string, requestedAt: string, format: ExportFormat) {
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

export interface ExportJobDeps {
  sources: ExportSources;
  files: FilesPort;
  notifications: NotificationsPort;
  chunkSize?: number;
  /** Tests shorten the wait between attempts. */
  retryDelaySeconds?: number;
}

/**
 * Reads the source chunk by chunk into a streamed file, stores it, and tells the requester.
 * Idempotent per job id: the stored file and the notification are keyed on it, so a retry
 * or a run after a crash never makes a second file or a second notification.
 */
export function exportJobDefinition(kind: string, deps: ExportJobDeps): JobDefinition<ExportJobData> {
  const chunkSize = deps.chunkSize ?? 2000;
  const label = () => M.exportNames[kind] ?? kind;
  return {
    type: exportJobType(kind),
    retryLimit: 3,
    retryDelaySeconds: deps.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: 30 * 60,

    async handler(ctx) {
      const { data } = ctx;
      let file = await deps.files.findForJob(ctx.jobId);
      if (!file) {
        const source = deps.sources.get(kind);
        if (!source) throw new Error(`no export source registered for ${kind}`);
        const params = source.params.parse(data.params);
        const total = source.count ? await source.count(params, data.scope) : null;
        await ctx.progress(0, total);

        const scratch = await deps.files.storage.scratchPath(data.format);
        const writer = createExportWriter(data.format, scratch, source.sheetName, source.columns);
        let done = 0;
        try {
          for await (const rows of source.read(params, data.scope, chunkSize)) {
            await writer.addRows(rows.map((row) => source.columns.map((c) => c.value(row))));
            done += rows.length;
            await ctx.progress(done, total === null ? null : Math.max(total, done));
          }
          await writer.finish();
          const month = data.requestedAt.slice(0, 7);
          file = await deps.files.saveJobFile({
            accountId: ctx.accountId,
            jobId: ctx.jobId,
            key: `exports/${month}/${ctx.jobId}.${data.format}`,
            scratchPath: scratch,
            fileName: downloadName(source.fileBaseName, data.requestedAt, data.format),
            contentType: CONTENT_TYPES[data.format],
            rowCount: done,
          });
        } catch (err) {
          await writer.abort();
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

    async onFinalFailure(ctx) {
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
