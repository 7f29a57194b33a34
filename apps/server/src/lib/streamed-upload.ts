import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@lastro/domain';
import { AppError, badRequest } from './errors';

/** A pass-through the file flows through on its way to disk, and what it found once it ended. */
export interface UploadInspector<I> {
  stream: Transform;
  result(): I;
}

export interface StreamedUpload<I> {
  /** As the browser sent it (may be empty). */
  name: string;
  /** The scratch file holding it: the caller stores it or removes it. */
  path: string;
  inspection: I;
}

/** 413 'Arquivo muito grande', naming the limit in whole megabytes (at least 1). */
export const fileTooLarge = (maxBytes: number) => new AppError(413, MESSAGES.imports.fileTooLarge(Math.max(1, Math.floor(maxBytes / (1024 * 1024)))));

/**
 * A multipart request's text fields and its one file part named `file`, written to a scratch
 * file as it arrives and inspected on the way (never whole in memory), up to `maxBytes`: above
 * it 413 'Arquivo muito grande'; too many parts, 400. Null when no such part came. On a refusal
 * here the scratch file is already gone.
 */
export async function receiveStreamedUpload<I>(
  request: FastifyRequest,
  opts: {
    maxBytes: number;
    limits: { fields: number; fieldSize: number };
    scratchPath: () => Promise<string>;
    inspector: () => UploadInspector<I>;
    /** The answer to a request that is not multipart. */
    notMultipart: string;
  },
): Promise<{ fields: Record<string, string>; file: StreamedUpload<I> | null }> {
  if (!request.isMultipart()) throw badRequest(opts.notMultipart);
  const fields: Record<string, string> = {};
  let file: StreamedUpload<I> | null = null;
  const written: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1, ...opts.limits } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const path = await opts.scratchPath();
      written.push(path);
      const inspector = opts.inspector();
      await pipeline(part.file, inspector.stream, createWriteStream(path));
      if (part.file.truncated) throw fileTooLarge(opts.maxBytes);
      file = { name: part.filename, path, inspection: inspector.result() };
    }
  } catch (err) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(opts.maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(MESSAGES.errors.invalidBody);
    throw err;
  }
  return { fields, file };
}
