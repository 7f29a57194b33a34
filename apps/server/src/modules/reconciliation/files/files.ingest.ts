import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { writeFile, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { formatDateTime, MESSAGES, sanitiseStatementFileName, type StatementFormat } from '@lastro/domain';
import { recogniseStatement, StatementProbe, StatementRefusedError } from '../../../integrations/bank-statements';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import { isUniqueViolation } from '../../../lib/db-errors';
import { AppError, badRequest, conflict, unprocessable } from '../../../lib/errors';
import type { FileJobData } from './file.job';
import type { FileRow, FilesRepository } from './files.repository';

const M = MESSAGES.reconciliationStatements;
const I = MESSAGES.imports;

/** What the upload route and the statement simulator hand to the one ingestion (§4.1, §9.1). */
export interface IngestInput {
  /**
   * The file: one the upload wrote to scratch as it arrived (stored by moving it; the caller
   * removes it when refused), or bytes in memory (the sandbox's statements, a few kB).
   */
  content: { path: string } | { bytes: Uint8Array };
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

/**
 * The multipart request's fields and its one file, written to a scratch file of `scratchPath`
 * as it arrives, up to the size limit: the request holds a chunk of it at a time, not the file.
 * The caller removes the scratch file; on a refusal here it is already gone.
 */
export async function receiveStatement(request: FastifyRequest, maxBytes: number, scratchPath: () => Promise<string>) {
  if (!request.isMultipart()) throw badRequest(M.fileRequired);
  const fields: Record<string, string> = {};
  let file: { name: string; path: string } | null = null;
  const written: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1_000 } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      // A file part under another name is not the statement.
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const path = await scratchPath();
      written.push(path);
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new AppError(413, I.fileTooLarge(maxMb(maxBytes)));
      file = { name: part.filename, path };
    }
  } catch (err) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, I.fileTooLarge(maxMb(maxBytes)));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(MESSAGES.errors.invalidBody);
    throw err;
  }
  if (!file) throw badRequest(M.fileRequired);
  return { fields, file };
}

/** A stored file's size, hash, encoding, lines and head, in one reading of it from disk. */
async function probeFile(path: string) {
  const probe = new StatementProbe();
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    probe.update(chunk);
    hash.update(chunk);
  }
  return { ...probe.result(), sha256: hash.digest('hex') };
}

const sameFileMessage = (row: FileRow) =>
  M.sameFile(formatDateTime(row.receivedAt), row.origin === 'sandbox' ? M.simulatedOrigin : (row.uploadedByName ?? ''), row.name);

/**
 * Receives a statement file (spec 4 §4.1, §5.5, §5.6): refused at once, with no row, when too
 * large, empty, of no known format, a CNAB 240 of another service, above the line limit or the
 * same file as a live one of the creditor; otherwise stored under a generated key and queued.
 */
export function createIngest(deps: IngestDeps) {
  /** The checks of §5.6 on the file at `path`; what it is when it passes them. */
  async function check(input: IngestInput, path: string) {
    // The bytes are read, the text never made whole: the job decodes the stored file as it streams.
    const probe = await probeFile(path);
    if (probe.size > deps.limits.maxBytes) throw new AppError(413, I.fileTooLarge(maxMb(deps.limits.maxBytes)));
    if (probe.lines === 0) throw unprocessable(M.emptyFile);
    let format: StatementFormat;
    try {
      format = recogniseStatement(probe.head);
    } catch (err) {
      if (err instanceof StatementRefusedError) throw unprocessable(err.message);
      throw err;
    }
    if (probe.lines > deps.limits.maxRows) throw unprocessable(I.tooManyRows(deps.limits.maxRows));
    const earlier = await deps.repo.liveByHash(input.creditorId, probe.sha256);
    if (earlier) throw conflict(sameFileMessage(earlier));
    return { ...probe, format };
  }

  return async function ingest(input: IngestInput) {
    const { content } = input;
    if ('bytes' in content && content.bytes.byteLength > deps.limits.maxBytes) throw new AppError(413, I.fileTooLarge(maxMb(deps.limits.maxBytes)));
    const id = randomUUID();
    const receivedAt = new Date();
    const scratch = 'bytes' in content ? await deps.storage.scratchPath('bin', `extrato-${id}`) : null;
    let checked: Awaited<ReturnType<typeof check>>;
    let storageKey: string;
    try {
      const path = 'path' in content ? content.path : scratch!;
      if ('bytes' in content) await writeFile(path, content.bytes);
      checked = await check(input, path);
      storageKey = `reconciliation/${receivedAt.toISOString().slice(0, 7)}/${id}.${checked.format}`;
      await deps.storage.putFile(storageKey, path);
    } finally {
      if (scratch) await rm(scratch, { force: true });
    }
    const { sha256, encoding, lines, format, size } = checked;
    let row: FileRow;
    try {
      row = await deps.repo.insert({
        id,
        creditorId: input.creditorId,
        origin: input.origin,
        uploadedBy: input.uploader?.accountId ?? null,
        uploadedByName: input.uploader?.name ?? null,
        name: sanitiseStatementFileName(input.name),
        size,
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
