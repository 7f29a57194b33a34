import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_STATUS_ROWS_CAP, MESSAGES, type ImportAcceptedReply, type ImportKind, type ImportStatusReply } from '@lastro/domain';
import { badRequest, notFound } from '../../lib/errors';
import { receiveStreamedUpload } from '../../lib/streamed-upload';
import type { AuthContext } from '../../plugins/route-auth';
import { scopeOf } from '../../lib/export-source';
import type { ImportScope, ImportSource } from '../../lib/import-source';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createCsvInspector } from './csv-stream';
import { importJobType, type ImportJobData } from './import-job';
import type { ImportRow, ImportsRepository } from './imports.repository';

const M = MESSAGES.imports;

export interface ImportQueue {
  enqueue(type: string, accountId: string, data: ImportJobData): Promise<string>;
}

export interface ImportsServiceDeps {
  repo: ImportsRepository;
  storage: FileStorage;
  queue: ImportQueue;
  downloadPath(fileId: string): string;
  limits: { maxBytes: number; maxRows: number };
}

/** The upload: the file streamed to a scratch file (never whole in memory) while it is inspected. */
const receive = (request: FastifyRequest, storage: FileStorage, maxBytes: number) =>
  receiveStreamedUpload(request, {
    maxBytes,
    limits: { fields: 30, fieldSize: 10_000 },
    scratchPath: () => storage.scratchPath('csv'),
    inspector: createCsvInspector,
    notMultipart: M.fileRequired,
  });

/** Uploads, the status of one import and the caller's latest of a kind. */
export function createImportsService(deps: ImportsServiceDeps) {
  const { repo, storage } = deps;

  async function toReply(row: ImportRow): Promise<ImportStatusReply> {
    // Failed rows are read once the import ended: a page polling the bar does not reread them.
    const failures = row.state === 'completed' ? await repo.failures(row.id, 0, IMPORT_STATUS_ROWS_CAP) : [];
    return {
      process_id: row.id,
      kind: row.kind as ImportKind,
      file_name: row.fileName,
      state: row.state,
      done: row.doneLines,
      total: row.totalLines,
      status: {
        status: failures.map((f) => ({ item1: f.line, item2: f.error })),
        totalLines: row.totalLines ?? 0,
        totalError: row.totalErrors,
      },
      erros: failures,
      failed_file: row.failedFileId ? deps.downloadPath(row.failedFileId) : null,
      error: row.state === 'failed' ? M.failedDescription(row.fileName) : null,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  }

  return {
    /** Receives the file, checks it and the request, stores it and queues its job (202). */
    async upload(source: ImportSource, request: FastifyRequest, auth: AuthContext): Promise<ImportAcceptedReply> {
      const { fields, file } = await receive(request, storage, deps.limits.maxBytes);
      try {
        if (!file || file.inspection.bytes === 0) throw badRequest(M.fileRequired);
        const parsed = source.options.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message));
        await source.authorize?.(parsed.data, auth);
        const { inspection } = file;
        if (inspection.spreadsheet) throw badRequest(M.spreadsheetNotAccepted);
        const missing = source.columns.filter((c) => !inspection.headers.includes(c));
        if (missing.length) throw badRequest(M.missingColumns(missing.join(', ')));
        if (inspection.rows === 0) throw badRequest(M.emptyFile);
        if (inspection.rows > deps.limits.maxRows) throw badRequest(M.tooManyRows(deps.limits.maxRows));

        const id = randomUUID();
        const createdAt = new Date();
        const key = `imports/${createdAt.toISOString().slice(0, 7)}/${id}.csv`;
        await storage.putFile(key, file.path);
        const options = parsed.data as Record<string, unknown>;
        const creditorId = typeof options.creditor_id === 'string' ? options.creditor_id : auth.creditorId;
        await repo.insert({
          id,
          kind: source.kind,
          accountId: auth.accountId,
          creditorId,
          // The raw fields: the job validates them again with the same schema.
          options: fields,
          scope: { ...scopeOf(auth), name: auth.name } satisfies ImportScope,
          fileName: (file.name || 'importacao.csv').slice(0, 200),
          fileSha256: inspection.sha256,
          fileKey: key,
          sizeBytes: inspection.bytes,
          encoding: inspection.encoding,
          separator: inspection.separator,
          totalLines: inspection.rows,
          createdAt,
        });
        const jobId = await deps.queue.enqueue(importJobType(source.kind), auth.accountId, { importId: id });
        await repo.setJob(id, jobId);
        return { process_id: id, job_id: jobId };
      } finally {
        if (file) await rm(file.path, { force: true });
      }
    },

    /** GET imports/:id: the owner's (or, for an admin, anyone's); anything else does not exist. */
    async status(auth: AuthContext, id: string): Promise<ImportStatusReply> {
      const row = await repo.find(id);
      if (!row || (row.accountId !== auth.accountId && !auth.isAdmin)) throw notFound(M.importNotFound);
      return toReply(row);
    },

    async latest(auth: AuthContext, kind: ImportKind, active: boolean) {
      const row = await repo.latest(auth.accountId, kind, active);
      return { results: row ? [await toReply(row)] : [] };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
