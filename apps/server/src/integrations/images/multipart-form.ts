import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@lastro/domain';
import { badRequest } from '../../lib/errors';
import { IMAGE_MAX_BYTES } from './normalize-image';

export interface MultipartForm {
  /** Text fields (the last value wins when a name repeats). */
  fields: Record<string, string>;
  /** File fields read into memory, by field name. */
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart/form-data request (needs @fastify/multipart registered). Files larger than
 * `maxFileBytes` (default 5 MB) answer 413 'Arquivo muito grande' through the error handler;
 * a request that is not multipart answers 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  opts: { maxFileBytes?: number; maxFiles?: number } = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(MESSAGES.errors.invalidBody);
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const parts = request.parts({
    limits: { fileSize: opts.maxFileBytes ?? IMAGE_MAX_BYTES, files: opts.maxFiles ?? 2, fields: 30, fieldSize: 10_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      // An empty file input is sent as a part without content: treat it as "no file".
      if (data.length > 0) files[part.fieldname] = data;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
