import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_STATUS_ROWS_CAP, MESSAGES, type ImportAcceptedReply, type ImportKind, type ImportStatusReply } from '@lastro/domain';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';
import { scopeOf } from '../../lib/export-source';
import type { ImportScope, ImportSource } from '../../lib/import-source';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createCsvInspector, type CsvInspection } from './csv-stream';
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

interface ReceivedFile {
  name: string;
  scratch: string;
  inspection: CsvInspection;
}

/** The upload: the file streamed to a scratch file (never whole in memory) while it is inspected. */
async function receive(request: FastifyRequest, storage: FileStorage, maxBytes: number) {
  if (!request.isMultipart()) throw badRequest(M.fileRequired);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  const scratches: string[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 10_000 } });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const scratch = await storage.scratchPath('csv');
      scratches.push(scratch);
      const inspector = createCsvInspector();
      await pipeline(part.file, inspector.stream, createWriteStream(scratch));
      if (part.file.truncated) throw new AppError(413, M.fileTooLarge(Math.floor(maxBytes / (1024 * 1024))));
      file = { name: part.filename || 'importacao.csv', scratch, inspection: inspector.result() };
    }
  } catch (err) {
    for (const s of scratches) await rm(s, { force: true });
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, M.fileTooLarge(Math.max(1, Math.floor(maxBytes / (1024 * 1024)))));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(MESSAGES.errors.invalidBody);
    throw err;
  }
  return { fields, file };
}

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
        await storage.putFile(key, file.scratch);
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
          fileName: file.name.slice(0, 200),
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
        if (file) await rm(file.scratch, { force: true });
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
