import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { MESSAGES } from '@lastro/domain';
import { contentDisposition } from '../../lib/content-disposition';
import { AppError, badRequest } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';
import { scopeOf, withRequestedColumns, type ExportSource, type ExportSources } from '../../lib/export-source';
import { downloadName, exportJobType, type ExportJobData } from './export-job';
import { CONTENT_TYPES, createExportWriter, writeSource, type ExportFormat } from './export-writers';

export interface ExportRequest {
  /** Filters of the list being exported, as received (validated by the source). */
  query: Record<string, unknown>;
  format?: ExportFormat;
}

/** Queues a job for an account (the job runner, seen from here). */
export interface ExportQueue {
  enqueue(type: string, accountId: string, data: unknown): Promise<string>;
}

async function validated<Params>(source: ExportSource<unknown, Params>, query: Record<string, unknown>, auth: AuthContext) {
  const parsed = source.params.safeParse(query);
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message));
  await source.authorize?.(parsed.data, auth);
  return parsed.data;
}

/**
 * The one export path: a list becomes a job whose file arrives as a notification; a small
 * detail table is written straight into the response by the same writer.
 */
export function createExportsService(sources: ExportSources, queue: ExportQueue) {
  return {
    sources,

    available: (kind: string) => sources.has(kind),

    /** Queues the export of a list; the answer is immediate, the file arrives as a notification. */
    async request(kind: string, auth: AuthContext, req: ExportRequest) {
      const source = sources.get(kind);
      // Honest about a data set whose module has not registered its source yet.
      if (!source) throw new AppError(501, MESSAGES.notifications.exportUnavailable);
      await validated(source, req.query, auth);
      const data: ExportJobData = {
        kind,
        format: req.format ?? 'xlsx',
        // The raw filters travel; the job validates them again with the same schema.
        params: req.query,
        scope: scopeOf(auth),
        requestedAt: new Date().toISOString(),
      };
      const jobId = await queue.enqueue(exportJobType(kind), auth.accountId, data);
      return { message: MESSAGES.common.asyncExportSent, job_id: jobId };
    },

    /**
     * Streams a source straight back (a detail table of a screen), at most `rowCap` rows:
     * what is cut beyond it is meant for a list export instead.
     */
    async stream<Row, Params>(
      reply: FastifyReply,
      source: ExportSource<Row, Params>,
      opts: { auth: AuthContext; query: Record<string, unknown>; format: ExportFormat; rowCap: number },
    ) {
      const params = await validated(source as ExportSource<unknown, Params>, opts.query, opts.auth);
      source = withRequestedColumns(source, params);
      const body = new PassThrough();
      const writer = createExportWriter(opts.format, body, source.sheetName, source.columns);
      // Headers are sent with the first bytes; a failure after that can only cut the body short.
      void writeSource(source, params, scopeOf(opts.auth), writer, { chunkSize: 500, rowCap: opts.rowCap }).catch(
        (err: unknown) => {
          reply.log.error({ err }, 'streamed export failed');
          body.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      );
      return reply
        .header('content-type', CONTENT_TYPES[opts.format])
        .header('content-disposition', contentDisposition(downloadName(source.fileBaseName, new Date().toISOString(), opts.format)))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
