import { createHash, randomUUID } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { formatDateTime, MESSAGES, sanitiseStatementFileName, type StatementFormat } from '@lastro/domain';
import { countContentLines, recogniseStatement, statementEncodingOf, statementHead, StatementRefusedError } from '../../../integrations/bank-statements';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import { isUniqueViolation } from '../../../lib/db-errors';
import { AppError, badRequest, conflict, unprocessable } from '../../../lib/errors';
import type { FileJobData } from './file.job';
import type { FileRow, FilesRepository } from './files.repository';

const M = MESSAGES.reconciliationStatements;
const I = MESSAGES.imports;

/** What the upload route and the statement simulator hand to the one ingestion (§4.1, §9.1). */
export interface IngestInput {
  bytes: Uint8Array;
  name: string;
  creditorId: string;
  origin: 'usuario' | 'sandbox';
  /** The signed-in uploader; null for the sandbox. */
  uploader: { accountId: string; name: string } | null;
  /** The account the job is queued under (jobs belong to an account): the uploader's, or whoever ticked the sandbox. */
  jobOwner: string;
}

export interface IngestDeps {
  repo: FilesRepository;
  storage: FileStorage;
  limits: { maxBytes: number; maxRows: number };
  enqueue(accountId: string, data: FileJobData): Promise<string>;
}

const maxMb = (bytes: number) => Math.max(1, Math.floor(bytes / (1024 * 1024)));

/** The multipart request's fields and its one file, whole in memory up to the size limit. */
export async function receiveStatement(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw badRequest(M.fileRequired);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Uint8Array } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1_000 } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, I.fileTooLarge(maxMb(maxBytes)));
      // A view of the request's buffer, not a copy of it.
      if (part.fieldname === 'file') file = { name: part.filename, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, I.fileTooLarge(maxMb(maxBytes)));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(MESSAGES.errors.invalidBody);
    throw err;
  }
  if (!file) throw badRequest(M.fileRequired);
  return { fields, file };
}

const sameFileMessage = (row: FileRow) =>
  M.sameFile(formatDateTime(row.receivedAt), row.origin === 'sandbox' ? M.simulatedOrigin : (row.uploadedByName ?? ''), row.name);

/**
 * Receives a statement file (spec 4 §4.1, §5.5, §5.6): refused at once, with no row, when too
 * large, empty, of no known format, a CNAB 240 of another service, above the line limit or the
 * same file as a live one of the creditor; otherwise stored under a generated key and queued.
 */
export function createIngest(deps: IngestDeps) {
  return async function ingest(input: IngestInput) {
    const { bytes } = input;
    if (bytes.byteLength > deps.limits.maxBytes) throw new AppError(413, I.fileTooLarge(maxMb(deps.limits.maxBytes)));
    // The bytes are read, the text never made whole: the job decodes the stored file as it streams.
    const encoding = statementEncodingOf(bytes);
    const lines = countContentLines(bytes);
    if (lines === 0) throw unprocessable(M.emptyFile);
    let format: StatementFormat;
    try {
      format = recogniseStatement(statementHead(bytes, encoding));
    } catch (err) {
      if (err instanceof StatementRefusedError) throw unprocessable(err.message);
      throw err;
    }
    if (lines > deps.limits.maxRows) throw unprocessable(I.tooManyRows(deps.limits.maxRows));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const earlier = await deps.repo.liveByHash(input.creditorId, sha256);
    if (earlier) throw conflict(sameFileMessage(earlier));

    const id = randomUUID();
    const receivedAt = new Date();
    const storageKey = `reconciliation/${receivedAt.toISOString().slice(0, 7)}/${id}.${format}`;
    const scratch = await deps.storage.scratchPath('bin', `extrato-${id}`);
    try {
      await writeFile(scratch, bytes);
      await deps.storage.putFile(storageKey, scratch);
    } finally {
      await rm(scratch, { force: true });
    }
    let row: FileRow;
    try {
      row = await deps.repo.insert({
        id,
        creditorId: input.creditorId,
        origin: input.origin,
        uploadedBy: input.uploader?.accountId ?? null,
        uploadedByName: input.uploader?.name ?? null,
        name: sanitiseStatementFileName(input.name),
        size: bytes.byteLength,
        sha256,
        storageKey,
        total: lines,
        // Kept so the job reads the stored file once, streaming, without decoding it whole first.
        format,
        encoding,
        receivedAt,
      });
    } catch (err) {
      // Two uploads of one file at once: the unique index lets one in; the other hears whose it is.
      if (!isUniqueViolation(err)) throw err;
      await deps.storage.remove(storageKey).catch(() => undefined);
      const winner = await deps.repo.liveByHash(input.creditorId, sha256);
      throw conflict(winner ? sameFileMessage(winner) : MESSAGES.errors.conflict);
    }
    const jobId = await deps.enqueue(input.jobOwner, { fileId: row.id });
    await deps.repo.update(row.id, { jobId });
    return { id: row.id, job_id: jobId, status: 'recebido' as const };
  };
}

export type Ingest = ReturnType<typeof createIngest>;
