import { createHash, randomUUID } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { formatDateTime, MESSAGES, sanitiseStatementFileName, type StatementFormat } from '@lastro/domain';
import { recogniseStatement, StatementProbe, StatementRefusedError, type StatementProbeResult } from '../../../integrations/bank-statements';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, unprocessable } from '../../../lib/errors';
import { fileTooLarge, receiveStreamedUpload, type UploadInspector } from '../../../lib/streamed-upload';
import type { FileJobData } from './file.job';
import type { FileRow, FilesRepository } from './files.repository';

const M = MESSAGES.reconciliationStatements;
const I = MESSAGES.imports;

/** What the checks read of a statement file: its size, encoding, lines, head and SHA-256. */
export type StatementInspection = StatementProbeResult & { sha256: string };

/** What the upload route and the statement simulator hand to the one ingestion (§4.1, §9.1). */
export interface IngestInput {
  /**
   * The file: one the upload wrote to scratch as it arrived, inspected on the way (stored by
   * moving it; the caller removes it when refused), or bytes in memory (the sandbox's
   * statements, a few kB).
   */
  content: { path: string; inspection: StatementInspection } | { bytes: Uint8Array };
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

/** The statement's inspection, fed chunk by chunk. */
function statementReading() {
  const probe = new StatementProbe();
  const hash = createHash('sha256');
  const reading = {
    update(chunk: Uint8Array) {
      probe.update(chunk);
      hash.update(chunk);
      return reading;
    },
    result: (): StatementInspection => ({ ...probe.result(), sha256: hash.digest('hex') }),
  };
  return reading;
}

/** The inspection as the upload flows to disk. */
function statementInspector(): UploadInspector<StatementInspection> {
  const reading = statementReading();
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      reading.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: reading.result };
}

/**
 * The multipart request's fields and its one file, written to a scratch file of `scratchPath`
 * and inspected as it arrives (the request holds a chunk of it at a time, not the file), up to
 * the size limit. The caller removes the scratch file; on a refusal here it is already gone.
 */
export async function receiveStatement(request: FastifyRequest, maxBytes: number, scratchPath: () => Promise<string>) {
  const { fields, file } = await receiveStreamedUpload(request, {
    maxBytes,
    limits: { fields: 10, fieldSize: 1_000 },
    scratchPath,
    inspector: statementInspector,
    notMultipart: M.fileRequired,
  });
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
  /** The checks of §5.6; the file's format when it passes them. */
  async function check(input: IngestInput, inspection: StatementInspection): Promise<StatementFormat> {
    // The bytes were read, the text never made whole: the job decodes the stored file as it streams.
    if (inspection.size > deps.limits.maxBytes) throw fileTooLarge(deps.limits.maxBytes);
    if (inspection.lines === 0) throw unprocessable(M.emptyFile);
    let format: StatementFormat;
    try {
      format = recogniseStatement(inspection.head);
    } catch (err) {
      if (err instanceof StatementRefusedError) throw unprocessable(err.message);
      throw err;
    }
    if (inspection.lines > deps.limits.maxRows) throw unprocessable(I.tooManyRows(deps.limits.maxRows));
    const earlier = await deps.repo.liveByHash(input.creditorId, inspection.sha256);
    if (earlier) throw conflict(sameFileMessage(earlier));
    return format;
  }

  /** Stores the file under `key`: the upload's scratch file moved, or the bytes written to one first. */
  async function store(content: IngestInput['content'], key: string, id: string) {
    if ('path' in content) return deps.storage.putFile(key, content.path);
    const scratch = await deps.storage.scratchPath('bin', `extrato-${id}`);
    try {
      await writeFile(scratch, content.bytes);
      return await deps.storage.putFile(key, scratch);
    } finally {
      await rm(scratch, { force: true });
    }
  }

  return async function ingest(input: IngestInput) {
    const { content } = input;
    const inspection = 'bytes' in content ? statementReading().update(content.bytes).result() : content.inspection;
    const format = await check(input, inspection);
    const id = randomUUID();
    const receivedAt = new Date();
    const storageKey = `reconciliation/${receivedAt.toISOString().slice(0, 7)}/${id}.${format}`;
    await store(content, storageKey, id);
    const { sha256, encoding, lines, size } = inspection;
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
